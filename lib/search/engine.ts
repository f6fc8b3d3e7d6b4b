import { asksForNews, parseQuery, planQuery, type WordSpec } from './match';
import { expand, hitsPerShownPage, typoHeads, typoHeadShards, matcherOf, pageHits, type PreparedPage, preparePage, probesOf, rankPages, type RankedPage, response, shardsFor, shownPages, sliceOf, slotTerms, type TermTable, toHit } from './query';
import { blockPath, directoryOf, type Fragment, fragmentPath, groupOf, INDEX_FORMAT, type Manifest, recordsOf, type Shard, shardPath } from './sharded-index';
import type { SearchHit, SearchRequest, SearchResult } from './types';
import { SECTIONS } from './constants';

/**
 * The local search engine: the manifest in, and a way to load the index's files (a site path →
 * its parsed JSON); Algolia-shaped results out. It loads each term shard and page fragment the
 * first time a query needs it and keeps it. It runs in a Web Worker in the browser
 * (lib/search/worker.ts), and in the calling thread where there is no Worker (Node, tests).
 */
export type Engine = {
  /** The results, and how long the engine itself computed (ms), not counting downloads. */
  search: (requests: SearchRequest[]) => Promise<{ results: SearchResult[]; ms: number }>;
};
export type Loader = (sitePath: string) => Promise<unknown>;
/** What a query's ranking looked at, for the relevance bench's --explain (never used by the browser). */
export type Trace = (query: string, ranked: RankedPage[], terms: { label: string; alts: { word: string; terms: string[] }[][] }[]) => void;

export function checkManifest(m: unknown): Manifest {
  const f = (m as Manifest | null)?.format;
  if (f !== INDEX_FORMAT) throw new Error(`Search index format ${f} is not ${INDEX_FORMAT}: rebuild the site.`);
  return m as Manifest;
}

export function createEngine(manifestJson: unknown, load: Loader, trace?: Trace): Engine {
  const m = checkManifest(manifestJson);
  const terms = new Map<string, number[]>();
  /** Terms whose postings are their strongest only: how many pages each is on. */
  const capped = new Map<string, number>();
  /** Each loaded shard's terms, already sorted: prefix ranges and typo neighbours are read from them. */
  const shardTerms = new Map<number, string[]>();
  const shards = new Map<number, Promise<void>>();
  const fragments = new Map<string, Promise<Fragment>>();
  const blocks = new Map<number, string[]>((m.blocks ?? []).map((b, k) => [k, b]));
  const blockLoads = new Map<number, Promise<void>>();
  const dir = directoryOf(m, blocks);
  const changelogs = new Set(m.news ?? []);
  const olderPages = new Set(m.older ?? []);
  const versionOfId = new Map(Object.entries(m.versions ?? {}).flatMap(([name, ids]) => ids.map((id) => [id, name] as const)));
  /** A page of another docs version than the one the query prefers (the last version's unless it names one it has). */
  const otherVersion = (preferred: string | undefined) =>
    preferred !== undefined && m.versions?.[preferred] ? (id: number) => versionOfId.has(id) && versionOfId.get(id) !== preferred : (id: number) => olderPages.has(id);
  const newsFor = (preferred: string | undefined) => ({ post: (id: number) => groupOf(m.groups, id) === SECTIONS[1].label, changelog: (id: number) => changelogs.has(id), older: otherVersion(preferred) });
  // A failed download is forgotten, so the next query tries again.
  const once = <K, T>(cache: Map<K, Promise<T>>, i: K, get: () => Promise<T>) => {
    let p = cache.get(i);
    if (!p) {
      p = get();
      p.catch(() => cache.delete(i));
      cache.set(i, p);
    }
    return p;
  };
  const loadShard = (i: number) =>
    once(shards, i, async () => {
      const shard = (await load(shardPath(m, i))) as Shard;
      for (const [t, list, n] of shard) {
        terms.set(t, list);
        if (n) capped.set(t, n);
      }
      shardTerms.set(
        i,
        shard.map(([t]) => t),
      );
    });
  const loadBlock = (k: number) =>
    blocks.has(k)
      ? Promise.resolve()
      : once(blockLoads, k, async () => {
          blocks.set(k, (await load(blockPath(m, k))) as string[]);
        });
  const loadFragment = (id: number, part: number) => once(fragments, `${id}-${part}`, async () => (await load(fragmentPath(m, id, part))) as Fragment);
  // A fragment's records and their terms, worked out once: the next keystrokes show the same pages.
  const preparedPages = new WeakMap<Fragment, PreparedPage>();
  const prepared = (f: Fragment, id: number) => {
    let p = preparedPages.get(f);
    if (!p) preparedPages.set(f, (p = preparePage(recordsOf(f, groupOf(m.groups, id)), f[4])));
    return p;
  };

  const lowerBound = (xs: string[], t: string) => {
    let lo = 0;
    let hi = xs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (xs[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const table: TermTable = {
    get: (t) => terms.get(t),
    pages: (t) => capped.get(t) ?? (terms.get(t)?.length ?? 0) / 2,
    capped: (t) => capped.has(t),
    range: (from, to) => {
      const out: string[] = [];
      for (let i = dir.shardOf(from); i <= dir.shardOf(to); i++) {
        const xs = shardTerms.get(i);
        if (xs) out.push(...xs.slice(lowerBound(xs, from), lowerBound(xs, to)));
      }
      return out;
    },
  };

  async function run(req: SearchRequest, clock: { ms: number }): Promise<SearchResult> {
    const started = performance.now();
    const q = parseQuery(req.query);
    const slots = planQuery(q, m.synonyms);
    await Promise.all([...new Set(probesOf(slots).map(dir.blockOf))].map(loadBlock));
    await Promise.all(shardsFor(dir, slots).map(loadShard));
    let t = performance.now();
    const expansions = new Map<WordSpec, ReturnType<typeof expand>>();
    for (const s of slots) for (const alt of s.alts) for (const spec of alt) expansions.set(spec, expand(spec, table, dir));
    // A word nothing answers may hide a typo in its first letters, which chose its shards: a second
    // round reads the shards where the word would start with those letters swapped or one dropped.
    const lost = [...expansions].filter(([spec, xs]) => spec.typos && !xs.length).map(([spec]) => ({ spec, heads: typoHeads(spec.word) }));
    if (lost.some((l) => l.heads.length)) {
      clock.ms += performance.now() - t;
      const heads = lost.flatMap((l) => l.heads);
      await Promise.all([...new Set(heads.map(dir.blockOf))].map(loadBlock));
      await Promise.all(typoHeadShards(dir, heads).map(loadShard));
      t = performance.now();
      for (const { spec, heads } of lost) expansions.set(spec, expand(spec, table, dir, heads));
    }
    const want = sliceOf(req, Infinity);
    const ranked = rankPages(slots, expansions, table, m, want.to, asksForNews(q.text) ? undefined : newsFor(req.docsVersion));
    trace?.(q.text, ranked, slots.map((s) => ({ label: s.label, alts: s.alts.map((alt) => alt.map((spec) => ({ word: spec.word, terms: expansions.get(spec)!.map((e) => `${e.term}${e.kind === 'exact' ? '' : `~${e.kind}`}`) }))) })));
    const { hitsPerPage, page, from, to } = sliceOf(req, ranked.length);
    const partOf = new Map(ranked.slice(from, to).map((r) => [r.id, r.part]));
    const ids = shownPages([...partOf.keys()], (id) => groupOf(m.groups, id), req.hitsPerGroup);
    clock.ms += performance.now() - t;
    const frags = await Promise.all(ids.map((id) => loadFragment(id, partOf.get(id)!)));
    t = performance.now();
    const st = slotTerms(slots, expansions);
    const matcher = matcherOf(st);
    const labels = slots.map((s) => s.label);
    // Each page's best records in the part of it that holds the query (else its title), grouped
    // under it; the count of hits (nbHits) is the count of pages.
    const perPage = frags.map((f, i) => pageHits(prepared(f, ids[i]), st, matcher, f[4]));
    const counts = hitsPerShownPage(ids, (id) => groupOf(m.groups, id), perPage.map((r) => r.length), req.hitsPerGroup);
    const hits: SearchHit[] = perPage.flatMap((records, i) => records.slice(0, counts[i]).map((record) => toHit(record, labels, matcher, req)));
    clock.ms += performance.now() - t;
    return response(req, q, hits, ranked.length, hitsPerPage, page, started);
  }

  return {
    search: async (requests) => {
      const clock = { ms: 0 };
      const results = await Promise.all(requests.map((r) => run(r, clock)));
      return { results, ms: clock.ms };
    },
  };
}

/** Messages between the page and the worker. */
export type ToWorker = { type: 'load'; manifest: unknown; prefix: string } | { type: 'search'; id: number; requests: SearchRequest[] };
export type FromWorker =
  | { type: 'loaded' }
  | { type: 'load-error'; message: string }
  | { type: 'results'; id: number; results: SearchResult[]; ms: number }
  | { type: 'search-error'; id: number; message: string };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Fetch a site path's JSON from `prefix` (the site's origin and base path). */
export function fetchLoader(prefix: string, f: typeof fetch = (...a) => fetch(...a)): Loader {
  return async (sitePath) => {
    const url = `${prefix}${sitePath}`;
    const res = await f(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.json();
  };
}

/** The worker's side of the conversation: one engine, made by `load`, answering each `search` by id. */
export function engineHost(post: (m: FromWorker) => void, f?: typeof fetch): (m: ToWorker) => Promise<void> {
  let engine: Engine | null = null;
  return async (m) => {
    if (m.type === 'load') {
      try {
        engine = createEngine(m.manifest, fetchLoader(m.prefix, f));
        post({ type: 'loaded' });
      } catch (e) {
        post({ type: 'load-error', message: message(e) });
      }
      return;
    }
    try {
      if (!engine) throw new Error('search index not loaded');
      post({ type: 'results', id: m.id, ...(await engine.search(m.requests)) });
    } catch (e) {
      post({ type: 'search-error', id: m.id, message: message(e) });
    }
  };
}
