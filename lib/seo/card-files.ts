/**
 * Post-build (lib/build/postbuild-steps.ts): every social card's PNG into out/og/, at the URL its page's
 * og:image names (routes.socialCard). Cards come from their cache (lib/seo/card-cache.ts), where
 * scripts/cards.ts draws them while contentlayer and `next build` run; a card not there yet is drawn
 * now. `npm run dev` serves the same cards from app/og/[...key]/route.dev.tsx.
 */
import type { ExportedSite } from '../exported-site';
import { routes } from '../routes';
import { site } from '../site';
import { drawCard } from './card-draw';
import { cardTextOf } from './cards';
import { socialCards } from './source';

export async function writeSocialCards(out: ExportedSite): Promise<{ cards: number }> {
  const cards = socialCards();
  for (const card of cards) out.write(routes.socialCard(card.path).slice(1), await drawCard(cardTextOf(card, site)));
  return { cards: cards.length };
}
