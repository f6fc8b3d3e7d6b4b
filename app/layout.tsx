import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { announcementScript, AnnouncementBar } from '@/components/layout/announcement-bar';
import { Footer } from '@/components/layout/footer';
import { Providers } from '@/components/layout/providers';
import { SkipToContent } from '@/components/layout/skip-to-content';
import { Navbar } from '@/components/navbar/navbar';
import { withBase } from '@/lib/routes';
import { site } from '@/lib/site';
import './globals.css';
import './markdown.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: site.title,
  description: site.tagline,
  applicationName: site.title,
  icons: { icon: withBase('/favicon.svg') },
  generator: `oso-docs ${site.version}`,
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [{ color: '#253494' }],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.locale} dir={site.direction} data-theme={site.colorMode.defaultMode} suppressHydrationWarning>
      <head>
        {site.announcement ? <script dangerouslySetInnerHTML={{ __html: announcementScript(site.announcement.id) }} /> : null}
      </head>
      <body>
        <Providers defaultMode={site.colorMode.defaultMode} respectSystem={site.colorMode.respectPrefersColorScheme}>
          <SkipToContent />
          <AnnouncementBar />
          <Navbar />
          <div className="page-content">{children}</div>
          <Footer />
        </Providers>
      </body>
    </html>
  );
}
