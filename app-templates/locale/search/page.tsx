import * as route from '@/app/(site)/search/page';
import { localeRoute } from '@/lib/i18n/locale-route';

const r = localeRoute('__LOCALE__', route);
export const generateMetadata = r.generateMetadata;
export default r.Page;
