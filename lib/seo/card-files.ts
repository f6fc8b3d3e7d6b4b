/**
 * Post-build (lib/builder/postbuild-steps.ts): every social card's PNG into out/og/, at the URL its page's
 * og:image names (routes.socialCard). Cards come from their cache (lib/seo/card-cache.ts), where
 * scripts/cards.ts draws them while contentlayer and `next build` run; a card not there yet is drawn
 * now. Each is linked from the cache into og/ (lib/place-file.ts). `npm run dev` serves the same cards from app/og/[...key]/route.dev.tsx.
 */
import type { ExportedSite } from '../exported-site';
import { routes } from '../routes';
import { site } from '../site';
import { drawnCardFile } from './card-draw';
import { cardText, cardTextOf } from './cards';
import { cardFontCoverage } from './card-font';
import { socialCards } from './source';

/** The cards' PNGs, and the titles drawn without characters the card font lacks (named in the step's line). */
export async function writeSocialCards(out: ExportedSite): Promise<{ cards: number; clipped: string[] }> {
  const cards = socialCards();
  const drawable = cardFontCoverage();
  const clipped = new Set<string>();
  for (const card of cards) {
    const text = cardTextOf(card, site);
    for (const t of [text.title, text.siteTitle]) if (cardText(t, drawable) !== cardText(t)) clipped.add(t);
    const file = routes.socialCard(card.path).slice(1);
    // Linked from the cache, not written: an author's next build of a 10-version site puts back ~500 cards.
    const drawn = await drawnCardFile(text);
    if ('file' in drawn) out.placeFrom(file, drawn.file);
    else out.write(file, drawn.png);
  }
  return { cards: cards.length, clipped: [...clipped] };
}
