import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cachedCard, cardKey } from '@/lib/seo/card-cache';

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
});
