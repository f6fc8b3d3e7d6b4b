import type { Metadata } from 'next';
import NotFound from '@/app/(site)/not-found';
import { localeRoute } from '@/lib/i18n/locale-route';
import { uiText } from '@/lib/i18n/ui-text';
import { pageMetadata } from '@/lib/seo/metadata';

// This locale's 404 page (lib/i18n/not-found.ts): its chrome and "Page Not Found" in the locale, as
// Docusaurus's build of the locale writes its own 404.html. The static host answers a missing
// /<locale>/… with it (lib/static-host.ts notFoundFile).
const r = localeRoute('__LOCALE__', {
  default: NotFound,
  generateMetadata: (): Metadata => pageMetadata({ title: uiText().t('theme.NotFound.title'), noindex: true }),
});
export const generateMetadata = r.generateMetadata;
export default r.Page;
