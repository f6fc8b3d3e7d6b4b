/**
 * Social cards cached by content hash, so a build draws only the cards whose page changed. A card's
 * key hashes what it is drawn from: its text (title, section, site title, host), the drawing's source
 * (lib/seo/card-draw.tsx, lib/seo/cards.ts), the site's brand (card-draw.tsx adds it to the text) and the next/og version. Anything
 * else that changes a card changes one of those. The cache lives with npm's other build caches,
 * in node_modules/.cache/oso-social-cards/ (`rm -rf` it to draw every card again).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const CARD_CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'oso-social-cards');

/** Files a card is drawn from, relative to the project root. */
const DRAWN_FROM = ['lib/seo/card-draw.tsx', 'lib/seo/cards.ts', 'node_modules/next/package.json'];

let design: string | undefined;
function designHash(root: string): string {
  if (design) return design;
  const h = createHash('sha256');
  for (const f of DRAWN_FROM) h.update(f).update('\0').update(fs.existsSync(path.join(root, f)) ? fs.readFileSync(path.join(root, f)) : 'missing');
  return (design = h.digest('hex'));
}

/** The key of a card drawn from `text` with the current design. */
export const cardKey = (text: Record<string, string>, root = process.cwd()) =>
  createHash('sha256').update(designHash(root)).update(JSON.stringify(text)).digest('hex').slice(0, 32);

/**
 * The PNG for a card: from the cache when a card of the same key was drawn before, else drawn by
 * `draw` and stored. A cache that cannot be read or written only costs the drawing.
 */
export async function cachedCard(key: string, draw: () => Promise<ArrayBuffer>, dir = CARD_CACHE_DIR): Promise<Buffer> {
  const card = await cachedCardFile(key, draw, dir);
  return 'png' in card ? card.png : fs.readFileSync(card.file);
}

/**
 * The file of a card in the cache, drawn and kept first when it is not there; its bytes instead when
 * the cache cannot be written (a read-only checkout: the card is drawn again next time). The
 * post-build links the file into og/ rather than writing its bytes (476 cards at 10 docs versions).
 */
export async function cachedCardFile(key: string, draw: () => Promise<ArrayBuffer>, dir = CARD_CACHE_DIR): Promise<{ file: string } | { png: Buffer }> {
  const file = path.join(dir, `${key}.png`);
  if (fs.existsSync(file)) return { file };
  const png = Buffer.from(await draw());
  try {
    fs.mkdirSync(dir, { recursive: true });
    // Written whole, then renamed: a build running beside this one never reads half a card.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, png);
    fs.renameSync(tmp, file);
    return { file };
  } catch {
    return { png };
  }
}
