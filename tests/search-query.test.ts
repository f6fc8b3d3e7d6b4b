import { describe, expect, it } from 'vitest';
import { checkManifest, createEngine } from '../lib/search/engine';
import { indexFiles } from '../lib/search/index-files';
import { parseQuery, planQuery } from '../lib/search/match';
import { blockPath, directoryOf, fragmentPath, type IndexOptions, recordsOf, separator, SHARD_CHARS, type Fragment, type IndexPage } from '../lib/search/sharded-index';
import type { RecordType, SearchRecord, SearchRequest } from '../lib/search/types';

/** A record as the extractor makes it; only what a test cares about is given. */
function rec(page: string, type: RecordType, o: { title?: string; h2?: string; content?: string; anchor?: string; n?: number; section?: string } = {}): SearchRecord {
  const url = `/${o.section === 'Blog' ? 'blog' : 'docs'}/${page}/`;
  return {
    objectID: `${url}#${o.n ?? 0}`,
    url: o.anchor ? `${url}#${o.anchor}` : url,
    url_without_anchor: url,
    anchor: o.anchor ?? null,
    type,
    hierarchy: { lvl0: o.section ?? 'Documentation', lvl1: o.title ?? page, lvl2: o.h2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: o.content ?? null,
  };
}

/** Records → pages as the post-build step collects them. */
const pagesOf = (records: SearchRecord[], extra: Record<string, Partial<IndexPage>> = {}): IndexPage[] => {
  const by = new Map<string, SearchRecord[]>();
  for (const r of records) by.set(r.url_without_anchor, [...(by.get(r.url_without_anchor) ?? []), r]);
  return [...by].map(([url, rs]) => ({ url, records: rs, ...extra[url] }));
};

/** The engine over an index built in memory; `fetched` lists every file it read. */
function engineOf(pages: IndexPage[], synonyms: string[][] = [], opts?: IndexOptions) {
  const { manifest, files } = indexFiles(pages, synonyms, opts);
  const fetched: string[] = [];
  const engine = createEngine(JSON.parse(JSON.stringify(manifest)), async (p) => {
    fetched.push(p);
    const f = files.get(p);
    if (!f) throw new Error(`${p}: HTTP 404`);
    return JSON.parse(f);
  });
  return { engine, manifest, files, fetched };
}

const RECORDS: SearchRecord[] = [
  rec('ingest', 'lvl1', { title: 'Quasar ingestion' }),
  rec('ingest', 'content', { title: 'Quasar ingestion', content: 'How data arrives in the warehouse.', n: 1 }),
  rec('pipes', 'lvl1', { title: 'Pipelines' }),
  rec('pipes', 'content', { title: 'Pipelines', content: 'The quasar job runs nightly; quasar retries; quasar logs everything.', n: 1 }),
  rec('pipes', 'lvl2', { title: 'Pipelines', h2: 'Scheduling', anchor: 'scheduling', n: 2 }),
  rec('pipes', 'content', { title: 'Pipelines', h2: 'Scheduling', anchor: 'scheduling', content: 'Use <b>cron</b> & friends to schedule dagster jobs.', n: 3 }),
  rec('pipes', 'content', { title: 'Pipelines', h2: 'Scheduling', anchor: 'scheduling', content: 'Dagster sensors watch for new data.', n: 4 }),
  rec('metrics', 'lvl1', { title: 'Metrics' }),
  rec('metrics', 'content', { title: 'Metrics', content: 'Developer activity metrics for every project in the directory.', n: 1 }),
];
const { engine } = engineOf(pagesOf(RECORDS));

const DOCSEARCH: Omit<SearchRequest, 'query'> = {
  indexName: 'opensource',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};
const searchWith = async (e: ReturnType<typeof engineOf>['engine'], query: string, extra: Partial<SearchRequest> = {}) =>
  (await e.search([{ ...DOCSEARCH, query, ...extra }])).results[0];
const search = (query: string, extra: Partial<SearchRequest> = {}) => searchWith(engine, query, extra);
const titles = async (e: ReturnType<typeof engineOf>['engine'], q: string) => (await searchWith(e, q)).hits.map((h) => h.hierarchy.lvl1);

describe('the sharded index', () => {
  it("gives back each page's records from its fragment", () => {
    const { manifest, files } = indexFiles(pagesOf(RECORDS), []);
    // Pages are numbered by section, then URL: ingest, metrics, pipes.
    const pipes = JSON.parse(files.get(fragmentPath(manifest, 2))!) as Fragment;
    expect(recordsOf(pipes, 'Documentation')).toEqual(RECORDS.filter((r) => r.url_without_anchor === '/docs/pipes/'));
  });

  it("cuts a long page's fragment into parts that give back its records, numbered as in the page", () => {
    const { manifest, files } = indexFiles(pagesOf(RECORDS), [], { chunkChars: 60 });
    const parts = [...files.keys()].filter((f) => f.startsWith(`${manifest.base}p/2-`));
    expect(parts.length).toBeGreaterThan(1);
    const records = parts.flatMap((f, i) => recordsOf(JSON.parse(files.get(fragmentPath(manifest, 2, i))!) as Fragment, 'Documentation').slice(1));
    expect(records).toEqual(RECORDS.filter((r) => r.url_without_anchor === '/docs/pipes/' && r.type !== 'lvl1'));
  });

  it('cuts the sorted terms into shards of about the same size, found through a directory in blocks', () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}x`);
    const pages = Array.from({ length: 30 }, (_, p) => ({ url: `/docs/p${p}/`, records: [rec(`p${p}`, 'lvl1'), rec(`p${p}`, 'content', { content: words.slice(p * 100, p * 100 + 300).join(' '), n: 1 })] }));
    const { manifest, files } = indexFiles(pages, [], { dirBlock: 2 });
    expect(manifest.shards).toBeGreaterThan(4);
    expect(manifest.blocks).toBeUndefined();
    expect(manifest.directory).toHaveLength(Math.ceil(manifest.shards / 2));
    const blocks = new Map(manifest.directory.map((_, k) => [k, JSON.parse(files.get(blockPath(manifest, k))!) as string[]]));
    const starts = [...blocks.values()].flat();
    expect(starts).toHaveLength(manifest.shards);
    expect([...starts].sort()).toEqual(starts);
    const dir = directoryOf(manifest, blocks);
    for (let i = 0; i < manifest.shards; i++) {
      const json = files.get(`${manifest.base}t${i}.json`)!;
      expect(json.length).toBeLessThan(SHARD_CHARS * 1.5);
      const terms = (JSON.parse(json) as [string][]).map(([t]) => t);
      // Every term of shard i sorts at or after its start, and before the next shard's.
      expect(terms.every((t) => t >= starts[i] && (i + 1 === starts.length || t < starts[i + 1]))).toBe(true);
      expect(terms.every((t) => dir.shardOf(t) === i)).toBe(true);
      expect(dir.start(i)).toBe(starts[i]);
    }
  });

  it('keeps a small directory in the manifest, and asks for a block only where a term needs it', () => {
    const { manifest } = indexFiles(pagesOf(RECORDS), []);
    expect(manifest.blocks).toEqual([manifest.directory]);
    const dir = directoryOf({ shards: 6, dirBlock: 2, directory: ['', 'd', 'p'] }, new Map([[1, ['d', 'h']]]));
    expect(dir.shardOf('e')).toBe(2);
    expect(dir.shardOf('k')).toBe(3);
    // Where the next block starts is known without it (a range ending there).
    expect(dir.shardOf('p')).toBe(4);
    expect(dir.start(4)).toBe('p');
    expect(() => dir.shardOf('q')).toThrow(/block 2 is not loaded/);
  });

  it('names a shard by the shortest start that sorts after the previous shard', () => {
    expect(separator('dagster', 'data')).toBe('dat');
    expect(separator('api', 'apis')).toBe('apis');
    expect(separator('a', 'b')).toBe('b');
  });

  it('refuses an index of another format', () => {
    expect(() => checkManifest({ format: 3, path: '/x.json' })).toThrow(/format 3/);
  });

  it('names its folder by a hash of its content', () => {
    const a = indexFiles(pagesOf(RECORDS), []).manifest.base;
    expect(indexFiles(pagesOf(RECORDS), []).manifest.base).toBe(a);
    expect(indexFiles(pagesOf(RECORDS.slice(0, 4)), []).manifest.base).not.toBe(a);
  });
});

describe('the Algolia response shape', () => {
  it('has the fields DocSearch and the search page read', async () => {
    const r = await search('quasar');
    expect(r).toMatchObject({ page: 0, hitsPerPage: 20, query: 'quasar', index: 'opensource', exhaustiveNbHits: true });
    expect(r.nbHits).toBe(r.hits.length);
    expect(r.nbPages).toBe(1);
    expect(typeof r.processingTimeMS).toBe('number');
  });

  it('gives each hit its record, highlights and the requested snippets, in the requested tags', async () => {
    const r = await search('quasar');
    const hit = r.hits[0];
    expect(hit).toMatchObject({ url: '/docs/ingest/', type: 'lvl1', hierarchy: { lvl0: 'Documentation', lvl1: 'Quasar ingestion' } });
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({ value: '<mark>Quasar</mark> ingestion', matchLevel: 'full', matchedWords: ['quasar'], fullyHighlighted: false });
    expect(hit._highlightResult.hierarchy.lvl0).toMatchObject({ value: 'Documentation', matchLevel: 'none' });
    expect(hit._snippetResult.hierarchy.lvl1).toEqual({ value: '<mark>Quasar</mark> ingestion', matchLevel: 'full' });
    const body = r.hits.find((h) => h.type === 'content')!;
    expect(body._snippetResult.content!.value).toBe('The <mark>quasar</mark> job runs nightly; <mark>quasar</mark> retries; <mark>quasar</mark> logs everything.');
    const cut = (await search('quasar', { attributesToSnippet: ['content:4'] })).hits.find((h) => h.type === 'content')!;
    expect(cut._snippetResult.content!.value).toBe('The <mark>quasar</mark> job runs…');
  });

  it('shows a long page title whole, never a snippet cut mid-title', async () => {
    const long = 'Part 2: Analyzing the impact of Retro Funding Season 7 on onchain builders and their users';
    const { engine: e } = engineOf(pagesOf([rec('long', 'lvl1', { title: long })]));
    const hit = (await searchWith(e, 'onchain builders', { attributesToSnippet: ['hierarchy.lvl1:5'] })).hits[0];
    expect(hit._snippetResult.hierarchy.lvl1!.value.replace(/<\/?mark>/g, '')).toBe(long);
  });

  it('pages through the hits', async () => {
    const all = await search('quasar');
    const second = await search('quasar', { hitsPerPage: 1, page: 1 });
    expect(second).toMatchObject({ page: 1, hitsPerPage: 1, nbHits: all.nbHits, nbPages: all.nbHits });
    expect(second.hits.map((h) => h.objectID)).toEqual([all.hits[1].objectID]);
  });

  it('answers an empty query with no hits', async () => {
    expect(await search('')).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });
});

describe('ranking and matching', () => {
  const first = async (q: string) => (await search(q)).hits[0];

  it('ranks a title match above a body match, however often the body says it', async () => {
    expect((await search('quasar')).hits.map((h) => `${h.type} ${h.url}`)).toEqual(['lvl1 /docs/ingest/', 'content /docs/pipes/']);
  });

  it('ranks a heading above the paragraphs under it, one hit per URL', async () => {
    const hits = (await search('scheduling')).hits;
    expect(hits[0]).toMatchObject({ type: 'lvl2', url: '/docs/pipes/#scheduling' });
    expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length);
  });

  it.each([
    ['the word being typed matches as a prefix', 'quas', 'Quasar ingestion'],
    ['a typo is tolerated in longer words', 'qasar', 'Quasar ingestion'],
    ['two typos from eight letters', 'pipelnes', 'Pipelines'],
    ['two letters swapped are one typo', 'qusaar ', 'Quasar ingestion'],
    ['a letter missed in the word being typed', 'pipline', 'Pipelines'],
    ['words are matched across the heading and its text', 'scheduling cron', 'Pipelines'],
    ['diacritics and case do not matter', 'MÉTRICS', 'Metrics'],
    ['plurals fold into their word', 'schedules ', 'Pipelines'],
  ])('%s: "%s"', async (_what, q, title) => {
    expect((await first(q))?.hierarchy.lvl1).toBe(title);
  });

  it.each([
    ['short words get no typo', 'mtrx'],
    ['nonsense', 'zzqxv'],
  ])('%s: "%s" finds nothing', async (_what, q) => {
    expect((await search(q)).nbHits).toBe(0);
  });

  it('exact words rank above typos', async () => {
    const { engine: e } = engineOf(pagesOf([rec('a', 'lvl1', { title: 'Qasar' }), rec('b', 'lvl1', { title: 'Quasar' })]));
    expect(await titles(e, 'quasar ')).toEqual(['Quasar', 'Qasar']);
  });

  it('finds a page whose words are in different sections, and shows the section holding most of them', async () => {
    const hit = await first('warehouse quasar ');
    expect(hit).toMatchObject({ url: '/docs/ingest/' });
    expect((await first('dagster schedule '))?.url).toBe('/docs/pipes/#scheduling');
  });

  it('pages holding every word come first; then, while the list has room, pages missing one', async () => {
    expect((await search('dagster sensors teleport')).hits[0]?.content).toBe('Dagster sensors watch for new data.');
    const { engine: e } = engineOf(
      pagesOf([
        rec('both', 'lvl1', { title: 'Smart contract activity' }),
        rec('one', 'lvl1', { title: 'Contract usage' }),
        rec('all', 'lvl1', { title: 'Smart contract usage' }),
      ]),
    );
    const found = await titles(e, 'smart contract usage ');
    expect(found[0]).toBe('Smart contract usage');
    expect(found.slice(1).sort()).toEqual(['Contract usage', 'Smart contract activity']);
  });

  it('ranks a page missing one word of three, with two of them side by side in a heading, with the pages holding all three apart', async () => {
    const { engine: e } = engineOf(
      pagesOf([
        rec('apart', 'lvl1', { title: 'Models' }),
        rec('apart', 'content', { title: 'Models', content: 'A project may be wrong about its data.', n: 1 }),
        rec('heading', 'lvl1', { title: 'Troubleshoot' }),
        rec('heading', 'lvl2', { title: 'Troubleshoot', h2: 'I do not see my project data', anchor: 'see', n: 1 }),
        rec('two', 'lvl1', { title: 'Notes' }),
        rec('two', 'content', { title: 'Notes', content: 'Each project has data.', n: 1 }),
      ]),
    );
    expect(await titles(e, 'my project data is wrong')).toEqual(['Troubleshoot', 'Models', 'Notes']);
    // Two words: missing one is missing half the query, whatever the headings say.
    expect((await titles(e, 'project wrong'))[0]).toBe('Models');
  });

  it('ranks a page holding every word in its title above a page missing one, whatever stands side by side in the other', async () => {
    const { engine: e } = engineOf(
      pagesOf([
        rec('models', 'lvl1', { title: 'Quasar guide: write your own data model' }),
        rec('models', 'content', { title: 'Quasar guide: write your own data model', content: 'Staging, marts.', n: 1 }),
        rec('quasar', 'lvl1', { title: 'Quasar' }),
        rec('quasar', 'lvl2', { title: 'Quasar', h2: 'Quasar models', anchor: 'models', n: 1 }),
      ]),
    );
    expect(await titles(e, 'write a quasar model')).toEqual(['Quasar guide: write your own data model', 'Quasar']);
  });

  it('finds a pair with the word being typed wherever the shards are cut', async () => {
    const pages = pagesOf([
      rec('apart', 'lvl1', { title: 'Quasar widget models' }),
      rec('side', 'lvl1', { title: 'Guide' }),
      rec('side', 'lvl2', { title: 'Guide', h2: 'Quasar models', anchor: 'q', n: 1 }),
      // Many pairs sorting between "model" and "model quasar": the range of the word being typed runs over several shards.
      ...Array.from({ length: 80 }, (_, k) => rec(`filler-${k}`, 'lvl1', { title: `Model p${String.fromCharCode(97 + (k % 26), 97 + Math.floor(k / 26))} thing` })),
    ]);
    for (const shardChars of [200, 400, 800, SHARD_CHARS]) {
      const { engine: e, files, fetched } = engineOf(pages, [], { shardChars });
      expect((await titles(e, 'quasar model'))[0]).toBe('Guide');
      // The shard holding the pair itself is read, not only the first of the typed word's range.
      const holder = [...files].find(([f, json]) => /\/t\d+\.json$/.test(f) && json.includes('"\uffffmodel quasar"'))![0];
      expect(fetched).toContain(holder);
    }
  });

  it('ranks a page saying a 3+ word query as a phrase above pages holding its words apart, one in a title', async () => {
    const { engine: e } = engineOf(
      pagesOf([
        rec('portal', 'lvl1', { title: 'Data portal' }),
        rec('portal', 'content', { title: 'Data portal', content: 'It is updated often.', n: 1 }),
        rec('faq', 'lvl1', { title: 'FAQ' }),
        rec('faq', 'content', { title: 'FAQ', content: 'How often is the data updated? Every week.', n: 1 }),
      ]),
    );
    // The word being typed ("updated") still pairs with the word before it through its stem (updat).
    expect(await titles(e, 'how often is the data updated')).toEqual(['FAQ', 'Data portal']);
  });

  it('ranks words side by side in a heading above the same words apart', async () => {
    const { engine: e } = engineOf(
      pagesOf([
        rec('apart', 'lvl1', { title: 'Use the API' }),
        rec('apart', 'content', { title: 'Use the API', content: 'Every request needs a key.', n: 1 }),
        rec('together', 'lvl1', { title: 'Access via Python' }),
        rec('together', 'lvl2', { title: 'Access via Python', h2: 'Create an API key', anchor: 'key', n: 1 }),
      ]),
    );
    expect(await titles(e, 'api key')).toEqual(['Access via Python', 'Use the API']);
  });

  it('on a tie, ranks the page more pages link to first', async () => {
    const pages = pagesOf([rec('crawler', 'lvl1', { title: 'GraphQL crawler' }), rec('api', 'lvl1', { title: 'GraphQL API' })], { '/docs/api/': { inlinks: 12 }, '/docs/crawler/': { inlinks: 2 } });
    expect(await titles(engineOf(pages).engine, 'graphql')).toEqual(['GraphQL API', 'GraphQL crawler']);
  });

  it("searches a page's description as its title record, and shows it when the title does not hold the match", async () => {
    const pages = pagesOf([rec('status', 'lvl1', { title: 'Service Status' }), rec('other', 'lvl1', { title: 'Other' })], { '/docs/status/': { description: 'What to do when the API is down.' } });
    const hit = (await searchWith(engineOf(pages).engine, 'api down')).hits[0];
    expect(hit).toMatchObject({ type: 'lvl1', url: '/docs/status/', content: 'What to do when the API is down.' });
    expect(hit._snippetResult.content?.value).toBe('What to do when the <mark>API</mark> is <mark>down</mark>.');
    // A title that holds the match is the whole hit: no description under it.
    const titled = (await searchWith(engineOf(pages).engine, 'service status')).hits[0];
    expect(titled).toMatchObject({ type: 'lvl1', content: null });
  });

  it('ignores stop words, except the word being typed', async () => {
    expect((await search('the quasar '))?.hits[0]?.hierarchy.lvl1).toBe('Quasar ingestion');
    expect(parseQuery('the').words).toEqual(['the']);
    expect(parseQuery('the ').words).toEqual([]);
  });

  it('reads a question for its subject: question words go when other words remain', async () => {
    expect(parseQuery('how do I get metrics for my project').words).toEqual(['get', 'metrics', 'project']);
    expect((await search('how do I quasar '))?.hits[0]?.hierarchy.lvl1).toBe('Quasar ingestion');
    // Alone, or as the word being typed (it may grow into another word), they are searched.
    expect(parseQuery('why ').words).toEqual(['why']);
    expect(parseQuery('metrics who').words).toEqual(['metrics', 'who']);
    expect(parseQuery('metrics who ').words).toEqual(['metrics']);
  });
});

describe('stemming and prefixes', () => {
  const pages = pagesOf([
    rec('deploy', 'lvl1', { title: 'Shipping' }),
    rec('deploy', 'content', { title: 'Shipping', content: 'A deployment runs on every merge.', n: 1 }),
    rec('deployed', 'lvl1', { title: 'Releases' }),
    rec('deployed', 'content', { title: 'Releases', content: 'What was deployed last week.', n: 1 }),
    rec('sqlmesh', 'lvl1', { title: 'SQLMesh quickstart' }),
    rec('sql', 'lvl1', { title: 'SQL quickstart' }),
  ]);
  const { engine: e } = engineOf(pages);

  it('finds every form of a word by its Snowball stem, and marks each form', async () => {
    const r = await searchWith(e, 'deploying ');
    expect(r.hits.map((h) => h.url_without_anchor).sort()).toEqual(['/docs/deploy/', '/docs/deployed/']);
    expect(r.hits.map((h) => h._snippetResult.content?.value).sort()).toEqual(['A <mark>deployment</mark> runs on every merge.', 'What was <mark>deployed</mark> last week.']);
  });

  it('reads a word typed past its stem as that stem ("deploym" is deploy…)', async () => {
    expect((await searchWith(e, 'deploym')).nbHits).toBe(2);
  });

  it('ranks where the words are before whether they matched whole: a prefix in a heading above the exact word in the text', async () => {
    const { engine: e } = engineOf(
      pagesOf([
        rec('notes', 'lvl1', { title: 'Notes' }),
        rec('notes', 'content', { title: 'Notes', content: 'Clone the repo; nothing is missing from it.', n: 1 }),
        rec('troubleshoot', 'lvl1', { title: 'Troubleshoot' }),
        rec('troubleshoot', 'lvl2', { title: 'Troubleshoot', h2: 'Repository missing', anchor: 'missing', n: 1 }),
      ]),
    );
    expect(await titles(e, 'my repo is missing')).toEqual(['Troubleshoot', 'Notes']);
    // Held the same way, the exact word first.
    expect(await titles(e, 'clone repo')).toEqual(['Notes']);
  });

  it('reads every word of four letters or more as a prefix, after exact matches: "sqlm quickstart" is sqlmesh, not sql', async () => {
    expect(await titles(e, 'sqlm quickstart')).toEqual(['SQLMesh quickstart']);
    // SQLMesh holds "sql" as one of its parts (an identifier's words, below): after the page that says it.
    expect(await titles(e, 'sql quickstart ')).toEqual(['SQL quickstart', 'SQLMesh quickstart']);
  });
});

// Issue #55: rules that hold on any site, each on a small index of its own (no word of the OSO site).
describe('typos from the index vocabulary', () => {
  const { engine: e } = engineOf(
    pagesOf([
      rec('configuration', 'lvl1', { title: 'Configuration' }),
      rec('configuration', 'content', { title: 'Configuration', content: 'Every option the hub reads at start.', n: 1 }),
      rec('statements', 'lvl1', { title: 'Prepared statements' }),
      rec('tracing', 'lvl1', { title: 'Tracing channels' }),
      rec('widgets', 'lvl1', { title: 'Widgets' }),
      rec('midgets', 'lvl1', { title: 'Midgets' }),
    ]),
  );

  it.each([
    ['a letter missed where the stemmer would cut the ending', 'configuraton', 'Configuration'],
    ['a letter missed in the first of two words', 'prepard statements', 'Prepared statements'],
    ['a letter missed in a word of six letters', 'tracng channels', 'Tracing channels'],
    ['two letters swapped, two typos from eight letters', 'confgiuratoin', 'Configuration'],
  ])('%s: "%s"', async (_what, q, title) => {
    expect((await titles(e, q))[0]).toBe(title);
  });

  it('counts typos against the stem by its length: a word of eight letters with a stem of six takes one', async () => {
    const { engine: e } = engineOf(
      pagesOf([
        rec('return', 'lvl1', { title: 'Return values' }),
        rec('return', 'content', { title: 'Return values', content: 'Go and its version.', n: 1 }),
        rec('start', 'lvl1', { title: 'Getting started with Go' }),
        rec('start', 'content', { title: 'Getting started with Go', content: 'Go 1.22 or a later version is what you need.', n: 1 }),
        rec('fields', 'lvl1', { title: 'Required fields' }),
      ]),
    );
    // "required" is requir: "return" is two typos from it, and the page saying go and version ranks on those.
    expect((await titles(e, 'which go version is required'))[0]).toBe('Getting started with Go');
  });

  it('finds a word with two letters swapped or one doubled in its first three, from the shards where it would start', async () => {
    const pages = pagesOf([
      rec('tracing', 'lvl1', { title: 'Tracing channels' }),
      rec('pool', 'lvl1', { title: 'Connection pools' }),
      rec('other', 'lvl1', { title: 'Timeouts and retries' }),
      ...Array.from({ length: 60 }, (_, k) => rec(`filler-${k}`, 'lvl1', { title: `Topic ${String.fromCharCode(97 + (k % 26), 97 + Math.floor(k / 26))}zzle` })),
    ]);
    for (const shardChars of [200, SHARD_CHARS]) {
      const { engine: e } = engineOf(pages, [], { shardChars });
      for (const q of ['rtacing channels', 'tarcing', 'ttracing', 'cnonection pools', 'conection']) expect((await titles(e, q))[0], `${q} (shards of ${shardChars})`).toMatch(/Tracing|Connection/);
    }
  });

  it('ranks exact and prefix matches before typos', async () => {
    expect(await titles(e, 'widgets ')).toEqual(['Widgets', 'Midgets']);
    expect(await titles(e, 'widg')).toEqual(['Widgets', 'Midgets']);
  });

  it('tolerates no typo in words under four letters', async () => {
    expect((await searchWith(e, 'hux ')).nbHits).toBe(0);
  });
});

describe('the best-matching subset of the words', () => {
  const { engine: e } = engineOf(
    pagesOf([
      rec('rooms', 'lvl1', { title: 'Rooms' }),
      rec('rooms', 'content', { title: 'Rooms', content: 'Join a room, leave a room, broadcast to it.', n: 1 }),
      rec('presence', 'lvl1', { title: 'Presence' }),
      rec('presence', 'content', { title: 'Presence', content: 'Who is in which room, and the broadcast of joins.', n: 1 }),
    ]),
  );

  it('answers a query with a word no page holds by the words that match: it never empties the list', async () => {
    expect(await titles(e, 'rooms qqxzy ')).toEqual(['Rooms', 'Presence']);
    expect((await searchWith(e, 'img src onerror alert rooms zzz')).hits[0]?.hierarchy.lvl1).toBe('Rooms');
  });

  it('ranks pages holding more of the words first', async () => {
    expect(await titles(e, 'broadcast joins qqxzy ')).toEqual(['Presence', 'Rooms']);
  });

  it('still finds nothing for a query with no word of the site', async () => {
    expect((await searchWith(e, 'qqxzy wvvk ')).nbHits).toBe(0);
  });
});

describe('identifiers: camelCase, PascalCase, snake_case, dotted names, digits', () => {
  const { engine: e } = engineOf(
    pagesOf(
      [
        rec('provider', 'lvl1', { title: 'ThingProvider' }),
        rec('provider', 'content', { title: 'ThingProvider', content: 'Wrap the app in it.', n: 1 }),
        rec('pool', 'lvl1', { title: 'Pools' }),
        rec('pool', 'content', { title: 'Pools', content: 'Create a pool of connections and reuse them.', n: 1 }),
        rec('keys', 'lvl1', { title: 'Keys' }),
        rec('keys', 'content', { title: 'Keys', content: 'Set HUB_API_KEY before you call client.load on the hub.', n: 1 }),
        rec('upgrade', 'lvl1', { title: 'Upgrading to v5' }),
        rec('i18n', 'lvl1', { title: 'Translations' }),
        rec('i18n', 'content', { title: 'Translations', content: 'The l10n files live beside the pages.', n: 1 }),
        rec('router', 'lvl1', { title: 'Routing' }),
        rec('router', 'content', { title: 'Routing', content: 'Send each message to its handler.', n: 1 }),
      ],
      { '/docs/router/': { code: 'hub.NewRouter msg.Topic' } },
    ),
  );

  it.each([
    ['words typed apart find the identifier that joins them', 'thing provider', 'ThingProvider'],
    ['the identifier finds the words apart', 'createPool', 'Pools'],
    ['the identifier typed in lower case', 'thingprovider', 'ThingProvider'],
    ['snake_case is its words', 'hub_api_key', 'Keys'],
    ['a dotted name is its words', 'client.load', 'Keys'],
    ['letters and digits split', 'v 5', 'Upgrading to v5'],
    ['letters and digits join', 'v5', 'Upgrading to v5'],
    ['a numeronym', 'l10n', 'Translations'],
    ['a name only the code holds', 'NewRouter', 'Routing'],
    ['a name only the code holds, split', 'new router', 'Routing'],
  ])('%s: "%s"', async (_what, q, title) => {
    expect((await titles(e, q))[0]).toBe(title);
  });

  it('ranks the pages holding a typed identifier above those holding only its words, even in a title', async () => {
    const { engine: e } = engineOf(
      pagesOf(
        [
          rec('example', 'lvl1', { title: 'Row as array' }),
          rec('example', 'content', { title: 'Row as array', content: 'An example.', n: 1 }),
          rec('options', 'lvl1', { title: 'Options' }),
          rec('options', 'content', { title: 'Options', content: 'Set rowsAsArray to get arrays.', n: 1 }),
        ],
        { '/docs/example/': { code: 'conn.query' } },
      ),
    );
    expect(await titles(e, 'rowsAsArray')).toEqual(['Options', 'Row as array']);
    // Typed apart, the words are what the reader asks for: the title first.
    expect((await titles(e, 'rows as array'))[0]).toBe('Row as array');
  });

  it('counts how often the code uses a name: the page using it more ranks first', async () => {
    const { engine: e } = engineOf(
      pagesOf([rec('once', 'lvl1', { title: 'Once' }), rec('twice', 'lvl1', { title: 'Twice' })], {
        '/docs/once/': { code: 'rowsAsArray' },
        '/docs/twice/': { code: 'rowsAsArray rowsAsArray' },
      }),
    );
    expect(await titles(e, 'rowsAsArray')).toEqual(['Twice', 'Once']);
  });

  it('marks the identifier a part of it matched', async () => {
    const hit = (await searchWith(e, 'provider ')).hits[0];
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('<mark>ThingProvider</mark>');
  });
});

describe('ranking: definitions, docs and API pages first', () => {
  it("reads the folders of a page's URL as what the page is part of", async () => {
    const { engine: e } = engineOf(
      pagesOf([
        rec('simple-queries/insert', 'lvl1', { title: 'INSERT' }),
        rec('prepared-statements/insert', 'lvl1', { title: 'INSERT' }),
        rec('prepared-statements/insert', 'content', { title: 'INSERT', content: 'Adds a row.', n: 1 }),
      ]),
    );
    expect((await searchWith(e, 'insert a row with a prepared statement')).hits[0]?.url).toBe('/docs/prepared-statements/insert/');
  });

  it('ranks the page whose title or heading defines a name above the pages that mention it', async () => {
    const { engine: e } = engineOf(
      pagesOf([
        rec('a-guide', 'lvl1', { title: 'Guide' }),
        rec('a-guide', 'content', { title: 'Guide', content: 'Call useThing twice; useThing caches; useThing again.', n: 1 }),
        rec('hooks', 'lvl1', { title: 'Hooks' }),
        rec('hooks', 'lvl2', { title: 'Hooks', h2: 'useThing', anchor: 'usething', n: 1 }),
        rec('hooks', 'content', { title: 'Hooks', h2: 'useThing', anchor: 'usething', content: 'Returns the thing.', n: 2 }),
      ]),
    );
    expect(await titles(e, 'useThing')).toEqual(['Hooks', 'Guide']);
  });

  const posts = engineOf(
    pagesOf([
      ...[1, 2, 3, 4].map((n) => rec(`widgets-${n}`, 'lvl1', { title: `Widgets, part ${n}`, section: 'Blog' })),
      rec('widgets-2026', 'lvl1', { title: 'Announcing widgets 2.0', section: 'Blog' }),
      rec('reference', 'lvl1', { title: 'Components' }),
      rec('reference', 'lvl2', { title: 'Components', h2: 'Widgets', anchor: 'widgets', n: 1 }),
    ]),
  ).engine;

  it('ranks docs above posts holding the query as well', async () => {
    expect((await titles(posts, 'widgets'))[0]).toBe('Components');
  });

  it('ranks posts as any page when the query asks for news: a version, "announcing"', async () => {
    expect((await titles(posts, 'announcing widgets'))[0]).toBe('Announcing widgets 2.0');
    expect((await titles(posts, 'widgets 2.0'))[0]).toBe('Announcing widgets 2.0');
  });

  it("ranks a page's own API section above a changelog that lists it", async () => {
    const { engine: e, manifest } = engineOf(
      pagesOf([
        rec('changelog', 'lvl1', { title: 'Changelog' }),
        rec('changelog', 'lvl2', { title: 'Changelog', h2: '1.6: WithUnmarshalErrorHandler', anchor: '16', n: 1 }),
        rec('changelog', 'content', { title: 'Changelog', h2: '1.6: WithUnmarshalErrorHandler', anchor: '16', content: 'Added WithUnmarshalErrorHandler.', n: 2 }),
        rec('adapters', 'lvl1', { title: 'Adapters' }),
        rec('adapters', 'lvl2', { title: 'Adapters', h2: 'Options', anchor: 'options', n: 1 }),
        rec('adapters', 'content', { title: 'Adapters', h2: 'Options', anchor: 'options', content: 'WithUnmarshalErrorHandler(fn) observes messages that fail to decode.', n: 2 }),
      ]),
    );
    expect(manifest.news).toEqual([1]);
    expect((await titles(e, 'unmarshal error handler'))[0]).toBe('Adapters');
    expect((await titles(e, 'WithUnmarshalErrorHandler'))[0]).toBe('Adapters');
  });

  it("ranks the last docs version's page above its copies in older and unreleased versions, unless the query names a version", async () => {
    // Three versions of one page (docs/hub/ the last, docs/1.7/hub/ and docs/next/hub/), and an intro
    // that holds the word too: the intro outranks no copy of hub, and no copy pushes hub out.
    const copies = ['hub', '1.7/hub', 'next/hub'].flatMap((name) => [
      rec(name, 'lvl1', { title: 'Hub' }),
      rec(name, 'content', { title: 'Hub', content: 'The readiness probe answers once the hub drains.', n: 1 }),
    ]);
    const { engine: e, manifest } = engineOf(pagesOf(copies), [], { olderVersion: (url) => /^\/docs\/(1\.7|next)\//.test(url) });
    expect(manifest.older).toHaveLength(2);
    const urls = async (q: string) => (await searchWith(e, q)).hits.map((h) => h.url_without_anchor);
    expect((await urls('readiness probe'))[0]).toBe('/docs/hub/');
    expect(new Set(await urls('readiness probe'))).toEqual(new Set(['/docs/hub/', '/docs/1.7/hub/', '/docs/next/hub/']));
    // Without the rule, the copies tie with the last version's page and the order is the ids'.
    const plain = engineOf(pagesOf(copies)).engine;
    expect((await searchWith(plain, 'readiness probe')).hits[0]?.url_without_anchor).toBe('/docs/1.7/hub/');
    // A query naming a version ranks every version's page alike.
    expect((await urls('readiness probe 1.7'))[0]).toBe('/docs/1.7/hub/');
  });

  it('the version in view (docsVersion) ranks first, the others follow; an unknown version falls back to the last', async () => {
    const copies = ['hub', '1.7/hub', 'next/hub'].flatMap((name) => [
      rec(name, 'lvl1', { title: 'Hub' }),
      rec(name, 'content', { title: 'Hub', content: 'The readiness probe answers once the hub drains.', n: 1 }),
    ]);
    const versionOf = (url: string) => /^\/docs\/(1\.7|next)\//.exec(url)?.[1] ?? (url.startsWith('/docs/') ? '1.8' : undefined);
    const { engine: e, manifest } = engineOf(pagesOf(copies), [], { olderVersion: (url) => versionOf(url) !== '1.8', versionOf });
    expect(Object.keys(manifest.versions ?? {}).sort()).toEqual(['1.7', '1.8', 'next']);
    const first = async (docsVersion?: string) => (await searchWith(e, 'readiness probe', docsVersion ? { docsVersion } : {})).hits[0]?.url_without_anchor;
    expect(await first('1.7')).toBe('/docs/1.7/hub/');
    expect(await first('next')).toBe('/docs/next/hub/');
    expect(await first()).toBe('/docs/hub/');
    expect(await first('0.9')).toBe('/docs/hub/');
    expect(new Set((await searchWith(e, 'readiness probe', { docsVersion: '1.7' })).hits.map((h) => h.url_without_anchor)).size).toBe(3);
  });
});

describe('sections of a page', () => {
  const page = (name: string, n: number, o: { section?: string } = {}) => [
    rec(name, 'lvl1', { title: `${name} guide`, ...o }),
    ...Array.from({ length: n }, (_, k) => rec(name, 'content', { title: `${name} guide`, h2: `Part ${k}`, anchor: `part-${k}`, content: `Quasar step ${k} of the ${name} guide.`, n: k + 1, ...o })),
  ];
  const { engine: e } = engineOf(pagesOf([...page('alpha', 4), ...page('beta', 2), ...page('gamma', 1), ...page('delta', 1), ...page('omega', 2, { section: 'Blog' })]));

  it('gives up to three sections of a page, each its own place, the title first when it matches', async () => {
    const r = await searchWith(e, 'alpha');
    const alpha = r.hits.filter((h) => h.url_without_anchor === '/docs/alpha/');
    expect(alpha.map((h) => h.type)).toEqual(['lvl1', 'content', 'content']);
    expect(new Set(alpha.map((h) => h.url)).size).toBe(3);
    expect(r.nbHits).toBe(1);
    // Sections that hold more of the query than the title does stand without it.
    // Sections that hold more of the query than the title does: the best one heads them as the page,
    // with its own text, so DocSearch draws the others under it.
    const both = (await searchWith(e, 'alpha quasar')).hits;
    expect(both.map((h) => h.type)).toEqual(['lvl1', 'content', 'content']);
    expect(both[0]).toMatchObject({ url: '/docs/alpha/#part-0', content: 'Quasar step 0 of the alpha guide.' });
    expect(both[0]._snippetResult.content?.value).toBe('<mark>Quasar</mark> step 0 of the <mark>alpha</mark> guide.');
  });

  it('every hit shows a mark: in its title, heading or snippet', async () => {
    const r = await searchWith(e, 'quasar');
    for (const h of r.hits) {
      const shown = h.type === 'content' ? h._snippetResult.content?.value : h.type === 'lvl1' ? `${h._highlightResult.hierarchy.lvl1?.value} ${h._snippetResult.content?.value ?? ''}` : h._highlightResult.hierarchy[h.type]?.value;
      expect(shown, h.objectID).toContain('<mark>');
    }
  });

  it('with hitsPerGroup, the first page of a section takes its sections and still leaves room for the next pages', async () => {
    const r = await searchWith(e, 'quasar', { hitsPerGroup: 5 });
    const docs = r.hits.filter((h) => h.hierarchy.lvl0 === 'Documentation');
    expect(docs).toHaveLength(5);
    const perPage = new Map<string, number>();
    for (const h of docs) perPage.set(h.url_without_anchor, (perPage.get(h.url_without_anchor) ?? 0) + 1);
    expect([...perPage.values()]).toEqual([3, 1, 1]);
    expect(r.hits.filter((h) => h.hierarchy.lvl0 === 'Blog')).toHaveLength(2);
  });
});

describe('synonyms', () => {
  const SYNONYMS = [['rf4', 'Retro Funding 4', 'retro funding round 4'], ['qf', 'quadratic funding']];
  const pages = pagesOf([
    rec('abbr', 'lvl1', { title: 'RF4 ballot box' }),
    rec('spelled', 'lvl1', { title: 'Impact metrics for Retro Funding 4' }),
    rec('qf', 'lvl1', { title: 'Gitcoin rounds' }),
    rec('qf', 'content', { title: 'Gitcoin rounds', content: 'Quadratic funding matches small donations.', n: 1 }),
  ]);
  const { engine: e, manifest } = engineOf(pages, SYNONYMS);

  it('keeps them normalised in the manifest', () => {
    expect(manifest.synonyms).toEqual([['rf4', 'retro funding 4', 'retro funding round 4'], ['qf', 'quadratic funding']]);
  });

  it('an abbreviation finds the pages that spell it out, and the other way round', async () => {
    expect((await titles(e, 'rf4 ')).sort()).toEqual(['Impact metrics for Retro Funding 4', 'RF4 ballot box']);
    expect((await titles(e, 'retro funding 4 ')).sort()).toEqual(['Impact metrics for Retro Funding 4', 'RF4 ballot box']);
    expect(await titles(e, 'gitcoin qf ')).toEqual(['Gitcoin rounds']);
  });

  it('highlights the words of the synonym the page holds', async () => {
    const hit = (await searchWith(e, 'gitcoin qf ')).hits[0];
    expect(hit._snippetResult.content!.value).toBe('<mark>Quadratic</mark> <mark>funding</mark> matches small donations.');
  });

  it('plans a query as slots, the synonym phrase as one', () => {
    const slots = planQuery(parseQuery('rf4 impact'), manifest.synonyms);
    expect(slots.map((s) => [s.label, s.alts.map((a) => a.map((w) => w.word).join(' '))])).toEqual([
      ['rf4', ['rf4', 'retro funding 4', 'retro funding round 4']],
      ['impact', ['impact']],
    ]);
  });
});

describe('what a query downloads', () => {
  const many = Array.from({ length: 40 }, (_, i) =>
    [
      rec(`p${i}`, 'lvl1', { title: `Page ${i} about ${['alpha', 'beta', 'gamma', 'delta'][i % 4]}`, section: i % 2 ? 'Blog' : 'Documentation' }),
      rec(`p${i}`, 'content', { title: `Page ${i}`, content: `word${i} ${Array.from({ length: 200 }, (_, k) => `filler${(i * 7 + k) % 900}`).join(' ')}`, n: 1, section: i % 2 ? 'Blog' : 'Documentation' }),
    ].map((r) => ({ ...r, hierarchy: { ...r.hierarchy, lvl1: `Page ${i} about ${['alpha', 'beta', 'gamma', 'delta'][i % 4]}` } })),
  ).flat();

  it("loads only the shards of the query's words, once, and the fragments of the pages it returns", async () => {
    const { engine: e, manifest, fetched } = engineOf(pagesOf(many), [], { dirBlock: 2 });
    expect(manifest.shards).toBeGreaterThan(3);
    const r = await searchWith(e, 'alpha ');
    const shards = fetched.filter((f) => /\/t\d+\.json$/.test(f));
    expect(shards.length).toBeLessThan(manifest.shards);
    // The directory blocks that place its words, before their shards.
    const blocks = fetched.filter((f) => /\/d\d+\.json$/.test(f));
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.length).toBeLessThan(manifest.directory.length);
    expect(fetched.indexOf(blocks.at(-1)!)).toBeLessThan(fetched.indexOf(shards[0]));
    expect(fetched.filter((f) => f.includes('/p/'))).toHaveLength(r.hits.length);
    const before = fetched.length;
    await searchWith(e, 'alpha ');
    expect(fetched.length).toBe(before);
  });

  it("fetches, of each page it shows, only the part holding the query's words, and its hit from there", async () => {
    const guide = [
      rec('guide', 'lvl1', { title: 'Long guide' }),
      ...Array.from({ length: 12 }, (_, k) =>
        rec('guide', 'content', { title: 'Long guide', content: `Paragraph ${k} on filler${k} matters${k === 9 ? ', where the zeppelin airship lands' : ''}.`, n: k + 1, anchor: `s${k}` }),
      ),
    ];
    const { engine: e, files, fetched } = engineOf(pagesOf(guide), [], { chunkChars: 80 });
    expect([...files.keys()].filter((f) => f.includes('/p/')).length).toBeGreaterThan(3);
    for (const q of ['zeppelin airship', 'long zeppelin', 'airshp']) {
      fetched.length = 0;
      const [hit] = (await searchWith(e, q)).hits;
      expect(hit.anchor).toBe('s9');
      const parts = fetched.filter((f) => f.includes('/p/'));
      expect(parts.length).toBeLessThanOrEqual(1);
      expect(parts.every((f) => files.get(f)!.includes('zeppelin'))).toBe(true);
    }
    // A word only in the title gives the title's hit.
    expect((await searchWith(e, 'long')).hits[0].type).toBe('lvl1');
  });

  it('keeps only the strongest postings of a word on very many pages, and ranks with it without requiring it', async () => {
    const pages = Array.from({ length: 10 }, (_, i) => [
      rec(`c${i}`, 'lvl1', { title: i < 2 ? `Common ground ${i}` : `Page ${i}` }),
      rec(`c${i}`, 'content', { title: 'x', content: `${'filler '.repeat(i * 5)}common text${i === 8 || i === 1 ? ' about the zeppelin' : ''}`, n: 1 }),
    ]).flat();
    const { engine: e, files, manifest } = engineOf(pagesOf(pages), [], { postingsCap: 3 });
    const shard = [...files].filter(([f]) => /\/t\d+\.json$/.test(f)).flatMap(([, j]) => JSON.parse(j) as [string, number[], number?][]);
    const common = shard.find(([t]) => t === 'common')!;
    expect(common[1]).toHaveLength(6);
    expect(common[2]).toBe(10);
    expect(manifest.pages).toBe(10);
    // Alone, the word gives its strongest pages, the titles first.
    const r = await searchWith(e, 'common');
    expect(r.nbHits).toBe(3);
    expect(r.hits.slice(0, 2).map((h) => h.hierarchy.lvl1).sort()).toEqual(['Common ground 0', 'Common ground 1']);
    // With a rarer word, every page holding that word answers, the one holding both first.
    expect((await searchWith(e, 'common zeppelin')).hits.map((h) => h.url_without_anchor)).toEqual(['/docs/c1/', '/docs/c8/']);
  });

  it('with hitsPerGroup, makes hits only of the pages the caller shows', async () => {
    const { engine: e, fetched } = engineOf(pagesOf(many));
    const r = await searchWith(e, 'page ', { hitsPerGroup: 3, hitsPerPage: 40 });
    expect(r.nbHits).toBe(40);
    expect(r.hits.map((h) => h.hierarchy.lvl0).sort()).toEqual(['Blog', 'Blog', 'Blog', 'Documentation', 'Documentation', 'Documentation']);
    expect(fetched.filter((f) => f.includes('/p/'))).toHaveLength(6);
  });

  it('a download that fails fails the query, and the next query tries again', async () => {
    const { manifest, files } = indexFiles(pagesOf(RECORDS), []);
    let fail = true;
    const e = createEngine(manifest, async (p) => {
      if (fail) throw new Error('offline');
      return JSON.parse(files.get(p)!);
    });
    await expect(e.search([{ ...DOCSEARCH, query: 'quasar' }])).rejects.toThrow('offline');
    fail = false;
    expect((await e.search([{ ...DOCSEARCH, query: 'quasar' }])).results[0].nbHits).toBe(2);
  });
});

describe('safety and limits', () => {
  it('escapes page text in highlights and snippets', async () => {
    const hit = (await search('cron')).hits[0];
    expect(hit._highlightResult.content!.value).toBe('Use &lt;b&gt;<mark>cron</mark>&lt;/b&gt; &amp; friends to schedule dagster jobs.');
    expect(hit._snippetResult.content!.value).not.toMatch(/<b>/);
  });

  it('never puts a query that looks like markup into a highlight', async () => {
    const r = await search('<img src=x onerror=alert(1)> metrics');
    for (const h of r.hits) expect(JSON.stringify([h._highlightResult, h._snippetResult])).not.toContain('<img');
  });

  it('searches at most 64 characters of the query', async () => {
    const long = `metrics ${'x'.repeat(100)}`;
    expect((await search(long)).query).toHaveLength(64);
    expect(parseQuery(long).text).toBe(long.slice(0, 64));
  });
});
