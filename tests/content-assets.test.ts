import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assetNamesIn, copyAssets } from '@/lib/content/assets';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-assets-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('published assets: only what the pages name', () => {
  it('reads asset names from links, images and srcsets, with or without a base path', () => {
    const html = '<img src="/assets/chart-1a2b3c4d.png"><a href="/oso-docs/assets/report-9f8e7d6c.pdf?x=1#p2">PDF</a><img srcset="/assets/a-00000000.webp 2x">';
    expect(assetNamesIn(html)).toEqual(['chart-1a2b3c4d.png', 'report-9f8e7d6c.pdf', 'a-00000000.webp']);
    expect(assetNamesIn('<a href="/docs/assets-guide/">not an asset</a>')).toEqual([]);
  });

  it('copies the staged files the export names and leaves out the rest (another site\'s, a removed image)', () => {
    const staged = tmp();
    const out = tmp();
    for (const f of ['used-11111111.png', 'stale-22222222.png', 'other-site-33333333.svg']) fs.writeFileSync(path.join(staged, f), f);
    expect(copyAssets(out, new Set(['used-11111111.png', 'missing-44444444.png']), staged)).toBe(1);
    expect(fs.readdirSync(path.join(out, 'assets'))).toEqual(['used-11111111.png']);
  });

  it('makes no assets folder when no page names one', () => {
    const staged = tmp();
    const out = tmp();
    fs.writeFileSync(path.join(staged, 'stale-22222222.png'), 'x');
    expect(copyAssets(out, new Set(), staged)).toBe(0);
    expect(fs.existsSync(path.join(out, 'assets'))).toBe(false);
  });
});
