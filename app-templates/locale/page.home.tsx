import * as route from '@/app/(site)/page';
import { localeRoute } from '@/lib/i18n/locale-route';

// The site's `/` (app/(site)/page.tsx, lib/builder/home-route.ts), in this locale.
const r = localeRoute('__LOCALE__', route);
export const generateMetadata = r.generateMetadata;
export default r.Page;
