import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { generatedParams } from '@/lib/build/page-reuse';
import { ICONS, tintEmblem } from '@/lib/seo/icons';

type Params = { file: string };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return generatedParams(
    ICONS.map((i) => ({ file: i.file })),
    'fixed',
  );
}

const emblem = () => {
  const svg = tintEmblem(fs.readFileSync(path.join(process.cwd(), 'public/img/oso-emblem-black.svg'), 'utf8'), '#253494');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};

export async function GET(_req: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params;
  const icon = ICONS.find((i) => i.file === file);
  if (!icon) return new Response('Not found', { status: 404 });
  // Padded icons keep the emblem inside the safe zone that launchers crop to, on an opaque white square.
  const side = icon.padded ? Math.round(icon.size * 0.7) : icon.size;
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: icon.padded ? '#ffffff' : 'transparent' }}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={emblem()} width={side} height={side} alt="" />
      </div>
    ),
    { width: icon.size, height: icon.size },
  );
}
