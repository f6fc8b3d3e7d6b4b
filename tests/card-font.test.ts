import { describe, expect, it } from 'vitest';
import { cardFontCoverage, fontCoverage } from '@/lib/seo/card-font';
import { cardText, cardTitle } from '@/lib/seo/cards';

/** A font that is only a table directory and a `cmap` with one format-4 subtable mapping `ranges`. */
function fontWith(ranges: [number, number][]): Buffer {
  const segs = [...ranges, [0xffff, 0xffff] as [number, number]];
  const segX2 = segs.length * 2;
  const sub = Buffer.alloc(16 + segs.length * 8);
  sub.writeUInt16BE(4, 0);
  sub.writeUInt16BE(sub.length, 2);
  sub.writeUInt16BE(segX2, 6);
  segs.forEach(([, end], i) => sub.writeUInt16BE(end, 14 + i * 2));
  segs.forEach(([start], i) => sub.writeUInt16BE(start, 16 + segX2 + i * 2));
  const cmap = Buffer.concat([Buffer.from([0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12]), sub]);
  const dir = Buffer.alloc(12 + 16);
  dir.writeUInt32BE(0x00010000, 0);
  dir.writeUInt16BE(1, 4);
  dir.write('cmap', 12, 'latin1');
  dir.writeUInt32BE(dir.length, 12 + 8);
  dir.writeUInt32BE(cmap.length, 12 + 12);
  return Buffer.concat([dir, cmap]);
}

describe("the social card font's coverage", () => {
  const latin = fontCoverage(fontWith([[0x20, 0x7e]]));

  it('reads the code points a font maps from its cmap', () => {
    expect(latin('A'.codePointAt(0)!)).toBe(true);
    expect(latin('é'.codePointAt(0)!)).toBe(false);
    expect(latin('并'.codePointAt(0)!)).toBe(false);
  });

  it('draws a CJK title without the ideographs the font lacks, instead of asking the network for a font', () => {
    expect(cardText('Junit5 并行测试 parallel', latin)).toBe('Junit5 parallel');
    expect(cardTitle('并行测试', 90, latin)).toBe('');
    // Without a coverage every character is kept (the emoji still go).
    expect(cardText('Junit5 并行测试 🚀')).toBe('Junit5 并行测试');
  });

  it("next/og's own font has Latin and no CJK", () => {
    const shipped = cardFontCoverage();
    expect(shipped('W'.codePointAt(0)!)).toBe(true);
    expect(shipped('测'.codePointAt(0)!)).toBe(false);
  });

  it('takes a buffer without a cmap as drawing everything', () => {
    const noCmap = Buffer.alloc(12);
    expect(fontCoverage(noCmap)(0x6d4b)).toBe(true);
  });
});
