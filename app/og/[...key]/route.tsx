import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { SocialCardImage } from '@/components/seo/social-card';
import { cachedCard, cardKey } from '@/lib/seo/card-cache';
import { CARD_SIZE, cardPagePath, cardParams } from '@/lib/seo/cards';
import { socialCard, socialCards } from '@/lib/seo/source';
import { site } from '@/lib/site';

type Params = { key: string[] };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return socialCards().map((c) => ({ key: cardParams(c.path) }));
}

const emblem = () =>
  `data:image/svg+xml;base64,${fs.readFileSync(path.join(process.cwd(), 'public/img/oso-emblem-white.svg')).toString('base64')}`;

export async function GET(_req: Request, { params }: { params: Promise<Params> }) {
  const pagePath = cardPagePath((await params).key.map(decodeURIComponent));
  const card = socialCard(pagePath);
  if (!card) return new Response('Not found', { status: 404 });
  const text = { title: card.title, section: card.section, siteTitle: site.title, host: `${new URL(site.url).host}${site.baseUrl.replace(/\/$/, '')}` };
  // A card whose text and design are unchanged since an earlier build is not drawn again.
  const png = await cachedCard(cardKey(text), () => new ImageResponse(<SocialCardImage {...text} emblem={emblem()} />, CARD_SIZE).arrayBuffer());
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
}
