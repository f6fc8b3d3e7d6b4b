import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cachedCard, cachedCardFile, cardKey } from '@/lib/seo/card-cache';
import { ExportedSite } from '@/lib/exported-site';

describe('social cards cached by content hash', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-cards-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const png = (s: string) => async () => new TextEncoder().encode(s).buffer as ArrayBuffer;

  it('draws a card once; the next build reads it back', async () => {
    const key = cardKey({ title: 'A', section: 'Docs' });
    const draw = vi.fn(png('first'));
    expect((await cachedCard(key, draw, dir)).toString()).toBe('first');
    expect((await cachedCard(key, png('second'), dir)).toString()).toBe('first');
    expect(draw).toHaveBeenCalledTimes(1);
    expect(fs.readdirSync(dir)).toEqual([`${key}.png`]);
  });

  it('keys on every text field', () => {
    expect(cardKey({ title: 'A', section: 'Docs' })).not.toBe(cardKey({ title: 'A', section: 'Blog' }));
    expect(cardKey({ title: 'A', section: 'Docs' })).toBe(cardKey({ title: 'A', section: 'Docs' }));
  });

  it('still returns the card when the cache cannot be written', async () => {
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, 'not a folder');
    expect((await cachedCard('k', png('drawn'), path.join(blocked, 'cache'))).toString()).toBe('drawn');
  });

  it("links a card's cached file into the export, so an export's og/ costs no bytes written", async () => {
    const key = cardKey({ title: 'Linked', section: 'Docs' });
    const card = await cachedCardFile(key, png('linked card'), dir);
    expect(card).toEqual({ file: path.join(dir, `${key}.png`) });
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-cards-out-'));
    fs.writeFileSync(path.join(out, 'index.html'), '<main></main>');
    // an older card at the same path is replaced, not written into
    fs.mkdirSync(path.join(out, 'og'));
    fs.writeFileSync(path.join(out, 'og', 'a.png'), 'older');
    const old = fs.statSync(path.join(out, 'og', 'a.png')).ino;
    const site = new ExportedSite(out, { verbatim: [], previous: undefined });
    site.placeFrom('og/a.png', (card as { file: string }).file);
    expect(fs.readFileSync(path.join(out, 'og', 'a.png'), 'utf8')).toBe('linked card');
    expect(fs.statSync(path.join(out, 'og', 'a.png')).ino).not.toBe(old);
    expect(site.has('og/a.png')).toBe(true);
    // drawn once: the next ask finds the file
    expect(await cachedCardFile(key, png('redrawn'), dir)).toEqual(card);
    fs.rmSync(out, { recursive: true, force: true });
  });

  it("gives a card's bytes when the cache cannot be written", async () => {
    const blocked = path.join(dir, 'another-file');
    fs.writeFileSync(blocked, 'not a folder');
    const card = await cachedCardFile('k2', png('drawn'), path.join(blocked, 'cache'));
    expect('png' in card && card.png.toString()).toBe('drawn');
  });
});
