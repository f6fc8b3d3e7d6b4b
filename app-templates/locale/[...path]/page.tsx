import * as route from '@/app/(site)/[...path]/page';
import { localeRoute } from '@/lib/i18n/locale-route';

// The default locale's docs, tags and site pages, in this locale.
const r = localeRoute('__LOCALE__', route);
export const dynamicParams = false;
export const generateStaticParams = r.generateStaticParams;
export const generateMetadata = r.generateMetadata;
export default r.Page;
