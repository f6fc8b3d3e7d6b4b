import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DiskMemo } from '@/lib/memo';
import { mdxToMarkdown, type TwinOptions } from '@/lib/seo/markdown';
import { cachedTwinBody, importedFiles, pruneTwins, twinMemo } from '@/lib/seo/twin-cache';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-twins-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const SRC = [
  'See [the guide](./guide.md) and ![a chart](/img/a.png).',
  '',
  '<BarChart src="./data.json" x="month" y="devs" title="Developers" />',
].join('\n');

/** A content folder of its own per test: its data file, its link targets and a fresh memo. */
function fixture(name: string) {
  const root = path.join(tmp, name);
  fs.mkdirSync(root, { recursive: true });
  const data = path.join(root, 'data.json');
  fs.writeFileSync(data, JSON.stringify([{ month: '2024-01', devs: 10 }]));
  const urls: Record<string, string> = { './guide.md': 'https://site.test/docs/guide' };
  const o: TwinOptions = {
    readData: (src) => JSON.parse(fs.readFileSync(path.resolve(root, src), 'utf8')),
    resolveUrl: (u) => urls[u] ?? (u.startsWith('/') ? `https://site.test${u}` : u),
  };
  const convert = vi.fn(mdxToMarkdown);
  const cacheDir = path.join(root, 'cache');
  /** One build: a new memo over the same cache, as the next `npm run build` makes. */
  const build = (src = SRC, dir = cacheDir) => cachedTwinBody(twinMemo(root, dir), 'docs/a.mdx', src, o, convert);
  return { root, data, urls, convert, build, cacheDir };
}

describe('twin bodies cached by content hash and the lookups they made', () => {
  it('converts once; the next build reads the same body back without converting', () => {
    const f = fixture('hit');
    const first = f.build();
    expect(first).toContain('[the guide](https://site.test/docs/guide)');
    expect(first).toContain('| 2024-01 | 10   |');
    expect(f.build()).toBe(first);
    expect(f.convert).toHaveBeenCalledTimes(1);
  });

  it('converts again when the source changed', () => {
    const f = fixture('source');
    f.build();
    expect(f.build(`${SRC}\n\nMore.`)).toMatch(/More\.$/);
    expect(f.convert).toHaveBeenCalledTimes(2);
  });

  it('converts again when a link target moved (resolveUrl answers differently)', () => {
    const f = fixture('link');
    f.build();
    f.urls['./guide.md'] = 'https://site.test/docs/moved';
    expect(f.build()).toContain('[the guide](https://site.test/docs/moved)');
    expect(f.convert).toHaveBeenCalledTimes(2);
    // and the new body is the one cached
    expect(f.build()).toContain('moved');
    expect(f.convert).toHaveBeenCalledTimes(2);
  });

  it('converts again when a chart’s data file changed', () => {
    const f = fixture('data');
    f.build();
    fs.writeFileSync(f.data, JSON.stringify([{ month: '2024-01', devs: 99 }]));
    expect(f.build()).toContain('| 2024-01 | 99   |');
    expect(f.convert).toHaveBeenCalledTimes(2);
  });

  it('converts again, and fails as without a cache, when the data file is gone', () => {
    const f = fixture('gone');
    f.build();
    fs.rmSync(f.data);
    expect(() => f.build()).toThrow(/ENOENT/);
    expect(f.convert).toHaveBeenCalledTimes(2);
  });

  it('still converts when the cache cannot be read or written', () => {
    const f = fixture('blocked');
    const blocked = path.join(f.root, 'a-file');
    fs.writeFileSync(blocked, 'not a folder');
    const body = f.build(SRC, path.join(blocked, 'cache'));
    expect(body).toBe(mdxToMarkdown(SRC, { readData: () => [{ month: '2024-01', devs: 10 }], resolveUrl: (u) => (u === './guide.md' ? 'https://site.test/docs/guide' : `https://site.test${u}`) }));
    f.build(SRC, path.join(blocked, 'cache'));
    expect(f.convert).toHaveBeenCalledTimes(2);
  });

  it('converts again when an entry is corrupt', () => {
    const f = fixture('corrupt');
    const body = f.build();
    for (const d of fs.readdirSync(f.cacheDir)) for (const e of fs.readdirSync(path.join(f.cacheDir, d))) fs.writeFileSync(path.join(f.cacheDir, d, e), '{"lookups":');
    expect(f.build()).toBe(body);
    expect(f.convert).toHaveBeenCalledTimes(2);
  });

  it('prunes the bodies a build did not use, and content folders unused for a month', () => {
    const f = fixture('prune');
    f.build();
    f.build(`${SRC}\n\nEdited.`);
    const memo = twinMemo(f.root, f.cacheDir);
    const stale = path.join(f.cacheDir, 'another-content-folder');
    fs.mkdirSync(stale);
    fs.utimesSync(stale, new Date(2000, 0, 1), new Date(2000, 0, 1));
    cachedTwinBody(memo, 'docs/a.mdx', SRC, { readData: () => [], resolveUrl: (u) => u }, f.convert);
    expect(pruneTwins(memo)).toBe(1);
    expect(fs.readdirSync(memo.dir)).toHaveLength(1);
    expect(fs.readdirSync(f.cacheDir)).toEqual([path.basename(memo.dir)]);
  });
});

describe('DiskMemo', () => {
  it('makes the recorded lookups again, in order, before using an entry', () => {
    const dir = path.join(tmp, 'memo');
    const calls: string[] = [];
    const lookups = { look: (k: string) => (calls.push(k), k.toUpperCase()) };
    const compute = (l: typeof lookups) => l.look('a') + l.look('b') + l.look('a');
    expect(new DiskMemo(dir).get('k', lookups, compute)).toBe('ABA');
    calls.length = 0;
    const memo = new DiskMemo(dir);
    expect(memo.get('k', lookups, () => 'not computed')).toBe('ABA');
    expect([calls, memo.hits, memo.misses]).toEqual([['a', 'b'], 1, 0]);
  });
});

describe('the conversion code the key hashes', () => {
  it('holds markdown.ts and the project files it imports', () => {
    const files = importedFiles('lib/seo/markdown.ts', process.cwd());
    expect(files).toEqual(expect.arrayContaining(['lib/seo/markdown.ts', 'lib/seo/mdast.ts', 'lib/docusaurus/mdx-syntax.ts', 'lib/docusaurus/remark-html-comments.ts']));
  });
});
