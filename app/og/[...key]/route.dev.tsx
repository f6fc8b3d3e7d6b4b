import { drawCard } from '@/lib/seo/card-draw';
import { cardPagePath, cardParams, cardTextOf } from '@/lib/seo/cards';
import { socialCard, socialCards } from '@/lib/seo/source';
import { site } from '@/lib/site';

type Params = { key: string[] };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return socialCards().map((c) => ({ key: cardParams(c.path) }));
}

export async function GET(_req: Request, { params }: { params: Promise<Params> }) {
  const card = socialCard(cardPagePath((await params).key.map(decodeURIComponent)));
  if (!card) return new Response('Not found', { status: 404 });
  // A card whose text and design are unchanged since an earlier build is not drawn again.
  const png = await drawCard(cardTextOf(card, site));
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
}
