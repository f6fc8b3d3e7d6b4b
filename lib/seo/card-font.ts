/**
 * Which characters the social cards' font can draw: the code points of its `cmap` table (formats
 * 4 and 12, the ones a TrueType font's Unicode subtables use). next/og draws the cards with the one
 * font it ships; for any other character satori asks for more fonts from a web font service at
 * build time, which has no network (a stack trace per card, and the characters drawn as nothing).
 * So a card is drawn from the characters the font has, and the post-build names the titles that
 * lost some (lib/seo/card-files.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export type Coverage = (codePoint: number) => boolean;

/** The code points a TrueType/OpenType font maps, read from its bytes; everything when it has no Unicode cmap. */
export function fontCoverage(font: Buffer): Coverage {
  const ranges: [number, number][] = [];
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = font.readUInt32BE(12 + i * 16 + 8);
  if (cmap < 0) return () => true;
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap + font.readUInt32BE(cmap + 8 + i * 8);
    const format = font.readUInt16BE(at);
    if (format === 4) {
      const segX2 = font.readUInt16BE(at + 6);
      for (let s = 0; s < segX2 / 2; s++) {
        const end = font.readUInt16BE(at + 14 + s * 2);
        const start = font.readUInt16BE(at + 16 + segX2 + s * 2);
        if (start !== 0xffff) ranges.push([start, end]);
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) ranges.push([font.readUInt32BE(at + 16 + g * 12), font.readUInt32BE(at + 20 + g * 12)]);
    }
  }
  if (!ranges.length) return () => true;
  return (cp) => cp <= 0x20 || ranges.some(([s, e]) => cp >= s && cp <= e);
}

let shipped: Coverage | undefined;
/** What next/og's own font draws (the font next pins; every character when it cannot be read). */
export function cardFontCoverage(): Coverage {
  if (shipped) return shipped;
  try {
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    shipped = fontCoverage(fs.readFileSync(require.resolve('next/dist/compiled/@vercel/og/Geist-Regular.ttf')));
  } catch {
    shipped = () => true;
  }
  return shipped;
}
