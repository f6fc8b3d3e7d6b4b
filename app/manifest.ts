import type { MetadataRoute } from 'next';
import { withBase } from '@/lib/routes';
import { ICONS } from '@/lib/seo/icons';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.title,
    short_name: site.title,
    description: site.tagline,
    start_url: withBase('/'),
    scope: withBase('/'),
    display: 'standalone',
    background_color: '#ffffff',
    ...(site.brand ? { theme_color: site.brand.color } : {}),
    // The padded icons keep the emblem inside the maskable safe zone, so the 512 one serves both purposes.
    icons: (site.brand ? ICONS : []).filter((i) => i.size >= 192 && i.file.startsWith('icon-')).flatMap((i) =>
      (i.size === 512 ? (['any', 'maskable'] as const) : (['any'] as const)).map((purpose) => ({
        src: withBase(i.url),
        sizes: `${i.size}x${i.size}`,
        type: 'image/png',
        purpose,
      })),
    ),
  };
}
