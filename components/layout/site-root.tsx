import { uiText } from '@/lib/i18n/ui-text';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { Footer } from '@/components/layout/footer';
import { Providers } from '@/components/layout/providers';
import { SkipToContent } from '@/components/layout/skip-to-content';
import { Navbar } from '@/components/navbar/navbar';
import { Analytics } from '@/components/runtime/analytics';
import { BackToTop } from '@/components/runtime/back-to-top';
import { FocusOnNavigate } from '@/components/runtime/focus-on-navigate';
import { ClientLinks } from '@/components/runtime/client-links';
import { ImageZoom } from '@/components/runtime/image-zoom';
import { RouteProgress } from '@/components/runtime/route-progress';
import { DevContentErrors } from '@/components/layout/dev-content-errors';
import { bootScript } from '@/lib/runtime/boot';
import { routes, withBase } from '@/lib/routes';
import { site } from '@/lib/site';
import { localeConfig } from '@/lib/docusaurus/i18n';
import { renderInLocale } from '@/lib/i18n/current-locale';
import '@/app/globals.css';
import '@/app/markdown.css';

/** The metadata every page of every locale starts from. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: site.title,
  description: site.tagline,
  applicationName: site.title,
  // The site's favicon (Docusaurus's `favicon`), and the PNG icons drawn from its brand emblem when it has one.
  icons: {
    icon: [
      ...(site.favicon ? [{ url: withBase(site.favicon) }] : []),
      ...(site.brand ? [{ url: withBase(routes.icon(32)), sizes: '32x32', type: 'image/png' }] : []),
    ],
    ...(site.brand ? { apple: [{ url: withBase(routes.appleTouchIcon()), sizes: '180x180', type: 'image/png' }] } : {}),
  },
  generator: `oso-docs ${site.version}`,
  // Docusaurus's themeConfig.metadata: a <meta> on every page.
  other: Object.fromEntries(site.metadata.flatMap((m) => (m.name ?? m.property ? [[(m.name ?? m.property)!, m.content]] : []))),
};

/**
 * A Docusaurus site's primary colour (its custom CSS's --ifm-color-primary) over this site's accent:
 * selectors a step more specific than app/globals.css's, which the stylesheet may load after this.
 */
const PRIMARY_CSS = [
  site.colors?.primary ? `html:root{--oso-primary:${site.colors.primary}}` : '',
  site.colors?.primaryDark ? `html:root[data-theme='dark']{--oso-primary:${site.colors.primaryDark}}` : '',
  // The site's own custom CSS, as Docusaurus adds it to every page; its root-relative url()s gain the base path.
  (site.customCss ?? '').replace(/url\((['"]?)\/(?!\/)/g, `url($1${withBase('/')}`),
].join('');

export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

/** The browser's toolbar colour (the site's brand colour, if any). In <head> as written: given to
 * `viewport`, Next streamed it in before or after the render-blocking link below from one build to the next. */
const THEME_COLOR = site.brand?.color;

const CHROME_END_ID = 'oso-chrome-end';

const BOOT = bootScript({
  colorMode: { defaultMode: site.colorMode.defaultMode, respectSystem: site.colorMode.respectPrefersColorScheme },
  announcementId: site.announcement?.id,
});

/**
 * The <html> of every page: the default locale's root layout (app/(site)/layout.tsx) and each other
 * locale's (app-templates/locale/layout.tsx) draw the same chrome in their locale, with its
 * `htmlLang` and `direction` (Docusaurus's per-locale build: theme-classic's SiteMetadata / the
 * html attributes of core's ssr template).
 */
export function SiteRoot({ locale, children }: { locale: string; children: ReactNode }) {
  // First: the chrome below, and every page rendered inside, are in this locale.
  renderInLocale(locale);
  const lc = localeConfig(site.i18n, locale);
  return (
    <html lang={lc.htmlLang} dir={lc.direction} data-theme={site.colorMode.defaultMode} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: BOOT }} />
        {THEME_COLOR ? <meta name="theme-color" content={THEME_COLOR} /> : null}
        {/* No first paint until the announcement bar and navbar are parsed: a paint of half a navbar
            moved its items when the rest arrived (layout shift on slow connections). */}
        <link rel="expect" href={`#${CHROME_END_ID}`} blocking="render" />
        {PRIMARY_CSS ? <style dangerouslySetInnerHTML={{ __html: PRIMARY_CSS }} /> : null}
      </head>
      <body>
        <Providers>
          <SkipToContent />
          <DevContentErrors />
          <AnnouncementBar />
          <Navbar />
          <div id={CHROME_END_ID} hidden />
          <div className="page-content">{children}</div>
          <Footer />
          <BackToTop label={uiText().t('theme.BackToTopButton.buttonAriaLabel')} />
          <RouteProgress />
          <FocusOnNavigate />
          <ImageZoom />
          <ClientLinks />
          {site.analytics.gtagId ? <Analytics gtagId={site.analytics.gtagId} anonymizeIp={site.analytics.anonymizeIp} /> : null}
        </Providers>
      </body>
    </html>
  );
}
