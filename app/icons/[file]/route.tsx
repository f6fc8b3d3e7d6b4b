import { ImageResponse } from 'next/og';
import { generatedParams } from '@/lib/builder/page-reuse';
import { ICONS } from '@/lib/seo/icons';
import { emblemDataUrl } from '@/lib/seo/brand';
import { orPlaceholder } from '@/lib/routes';

type Params = { file: string };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  // A site without a brand emblem has no icons to draw: the placeholder is removed after the export.
  return generatedParams(orPlaceholder(emblemDataUrl('light') ? ICONS.map((i) => ({ file: i.file })) : [], ['file']), 'fixed');
}

export async function GET(_req: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params;
  const icon = ICONS.find((i) => i.file === file);
  const emblem = emblemDataUrl('light', true);
  // Only the placeholder of a site without icons gets here; the post-build removes it.
  if (!icon || !emblem) return new Response('');
  // Padded icons keep the emblem inside the safe zone that launchers crop to, on an opaque white square.
  const side = icon.padded ? Math.round(icon.size * 0.7) : icon.size;
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: icon.padded ? '#ffffff' : 'transparent' }}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={emblem} width={side} height={side} alt="" />
      </div>
    ),
    { width: icon.size, height: icon.size },
  );
}
