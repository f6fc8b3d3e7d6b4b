import { describe, expect, it } from 'vitest';
import { displayOrder, evaluateRelevance, type Intent, withoutBase } from '../scripts/bench/relevance';
import type { SearchHit } from '../lib/search/types';

/** A fake engine: fixed result URLs per query, anchors and repeats as a real one returns them. */
const RESULTS: Record<string, string[]> = {
  alpha: ['/docs/a/', '/docs/a/#one', '/docs/b/'],
  beta: ['/docs/a/#x', '/docs/a/#y', '/docs/a/', '/blog/c/#z', '/docs/b/'],
  gamma: ['/docs/a/', '/docs/b/', '/docs/c/', '/docs/d/#q'],
  delta: ['/docs/a/'],
};
const search = (q: string) => RESULTS[q] ?? [];

const INTENTS: Intent[] = [
  { query: 'alpha', expect: ['/docs/a/'], kind: 'api' },
  // Anchors fold into their page: /docs/b/ is the fifth hit but the third page.
  { query: 'beta', expect: ['/docs/b/#anything'], kind: 'api' },
  // Any one expected page counts, at the rank of the first to appear.
  { query: 'gamma', expect: ['/docs/zzz/', '/docs/d/'], kind: 'guide' },
  { query: 'delta', expect: ['/docs/missing/'], kind: 'guide' },
  { query: 'nothing', expect: ['/docs/a/'], kind: 'typo' },
];

describe('evaluateRelevance', () => {
  it('ranks distinct pages in hit order and scores top-1 and top-3', async () => {
    const r = await evaluateRelevance(INTENTS, search);
    expect(r.results.map((x) => x.rank)).toEqual([1, 3, 4, null, null]);
    expect(r.results[1].pages).toEqual(['/docs/a/', '/blog/c/', '/docs/b/']);
    expect(r.results.map((x) => [x.top1, x.top3])).toEqual([
      [true, true],
      [false, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect(r).toMatchObject({ n: 5, top1: 1 / 5, top3: 2 / 5 });
  });

  it('reports per kind, in the order kinds first appear, and lists the misses', async () => {
    const r = await evaluateRelevance(INTENTS, search);
    expect(r.byKind).toEqual([
      { kind: 'api', n: 2, top1: 0.5, top3: 1 },
      { kind: 'guide', n: 2, top1: 0, top3: 0 },
      { kind: 'typo', n: 1, top1: 0, top3: 0 },
    ]);
    expect(r.misses.map((m) => [m.intent.query, m.rank])).toEqual([
      ['gamma', 4],
      ['delta', null],
      ['nothing', null],
    ]);
  });

  it('accepts an async search and refuses an intent without an expected page', async () => {
    const r = await evaluateRelevance([INTENTS[0]], async (q) => search(q));
    expect(r.top3).toBe(1);
    await expect(evaluateRelevance([{ query: 'alpha', expect: [], kind: 'api' }], search)).rejects.toThrow(/expected page/);
    expect((await evaluateRelevance([], search)).n).toBe(0);
  });
});

describe('displayOrder', () => {
  const hit = (url: string, lvl0: string, lvl1: string) =>
    ({ url, hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } }) as SearchHit;

  it('groups by section in order of first appearance, at most N per section, then by page', () => {
    const hits = [
      hit('/blog/x/', 'Blog', 'X'),
      hit('/docs/a/', 'Documentation', 'A'),
      hit('/blog/y/', 'Blog', 'Y'),
      hit('/docs/b/', 'Documentation', 'B'),
      hit('/blog/x/#2', 'Blog', 'X'),
      hit('/blog/z/', 'Blog', 'Z'),
    ];
    expect(displayOrder(hits, 3).map((h) => h.url)).toEqual(['/blog/x/', '/blog/x/#2', '/blog/y/', '/docs/a/', '/docs/b/']);
  });
});

describe('withoutBase', () => {
  it("reads a reader's routes, which carry the site's base path, as the index's routes", () => {
    const set: Intent[] = [{ query: 'q', kind: 'k', expect: ['/node-mysql2/docs/ssl', '/node-mysql2', '/docs/other'] }];
    expect(withoutBase(set, '/node-mysql2')[0].expect).toEqual(['/docs/ssl', '/', '/docs/other']);
    expect(withoutBase(set, '')).toBe(set);
  });
});
