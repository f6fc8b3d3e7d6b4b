/** Issue 6's content check: the docs under content/docs against the route table and house rules. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docLocation } from '@/lib/docs/entry';
import {
  CONTENT_DIR, describeCodeBlocks, nonEmptyString, placeholderHits, proseWords, readSources, strList,
} from './content-helpers';

const docs = readSources('docs').map((s) => {
  const sourcePath = s.file; // `docs/…`, the form lib/docs/entry expects
  const aliases = strList(s.data.aliases).map((a) => a.replace(/^\/+|\/+$/g, '').replace(/^docs\//, ''));
  return { ...s, route: docLocation(sourcePath, s.data).route, aliases, draft: s.data.draft === true };
});
const published = docs.filter((d) => !d.draft);
const routesOf = (list: typeof docs) => new Set(list.flatMap((d) => [d.route, ...d.aliases]));

const expand = (base: string, pages: string[]) => pages.map((p) => `${base}/${p}`);
const SQLMESH = [
  'quickstart', 'core-concepts',
  'how-to-guides/contribute-a-data-model', 'how-to-guides/create-a-time-series-metric', 'how-to-guides/test-and-validate-models',
  'advanced-topics/metrics-factory-macros', 'advanced-topics/model-configuration', 'advanced-topics/time-series-factory-internals',
];
const ROUTE_TABLE = [
  '',
  ...expand('contribute-data', ['airbyte', 'bigquery', 'bq-data-transfer', 'dagster', 'database', 'funding-data', 'gcs', 'graphql-api', 'rest-api', 'setup']),
  ...expand('contribute-models', ['challenges', 'retrofunding', 'share-insights', 'sqlmesh']),
  ...expand('contribute-models/sqlmesh', SQLMESH),
  ...expand('get-started', ['api', 'bigquery', 'python', 'using-semantic-layer']),
  ...expand('guides', ['dagster', 'dbt', 'fork-pipeline', 'google-sheets', 'notebooks', 'ops', 'oss-directory', 'oss-funding', 'semantic-layer', 'wasm']),
  ...expand('integrate', ['api', 'datasets', 'oss-directory', 'query-data']),
  'projects',
  ...expand('projects', ['get-project-metrics', 'troubleshoot', 'update-artifacts', 'view-artifacts']),
  ...expand('references', [
    'architecture', 'core-models-reference', 'event', 'faq', 'impact-metrics', 'join-team', 'mission',
    'new-contributor-onboarding', 'onboarding', 'service-status', 'style-guide', 'talks',
  ]),
  ...expand('references/ecosystems', ['arbitrum', 'pln', 'superchain']),
  'subscribe',
  'tutorials',
  ...expand('tutorials', [
    'account-abstraction', 'cohort-analysis', 'collection-view', 'contract-activity', 'dependencies', 'funding-data',
    'network-graph', 'project-deepdive', 'quickstart', 'superchain-activity', 'uniswap-hooks',
  ]),
];
const DRAFTS = ['references/pricing', 'contribute-models/challenges/bounties'];
const HIDDEN = ['contribute-data/airbyte', 'contribute-data/bq-data-transfer', 'guides/fork-pipeline'];

describe('docs route table', () => {
  const routes = routesOf(published);
  it.each(ROUTE_TABLE.map((r) => [`/docs/${r}`.replace(/\/$/, ''), r]))('%s is a published doc', (_, route) => {
    expect(routes.has(route), `no non-draft doc under content/docs answers at /docs/${route}`).toBe(true);
  });

  it.each(DRAFTS)('%s exists with draft: true', (route) => {
    const doc = docs.find((d) => d.route === route);
    expect(doc, `no doc answers at /docs/${route}`).toBeDefined();
    expect(doc!.data.draft, `${doc!.file}: expected draft: true`).toBe(true);
  });

  it('has no two docs on the same route', () => {
    const seen = new Map<string, string>();
    const clashes = published.flatMap((d) => [d.route, ...d.aliases].flatMap((r) => {
      const other = seen.get(r);
      seen.set(r, d.file);
      return other ? [`/docs/${r}: ${other} and ${d.file}`] : [];
    }));
    expect(clashes).toEqual([]);
  });

  it('builds /docs/category/ecosystems as a generated index from references/ecosystems/_category_.json', () => {
    const dir = path.join(CONTENT_DIR, 'docs', 'references', 'ecosystems');
    const category = JSON.parse(fs.readFileSync(path.join(dir, '_category_.json'), 'utf8'));
    expect(category.link).toMatchObject({ type: 'generated-index', slug: '/category/ecosystems' });
    // An index page in the folder would take the category's link instead of the generated index.
    expect(docs.filter((d) => d.route === 'references/ecosystems').map((d) => d.file)).toEqual([]);
  });
});

describe('hidden docs', () => {
  it.each(HIDDEN)('%s has sidebar_class_name: hidden', (route) => {
    const doc = published.find((d) => d.route === route);
    expect(doc, `no doc answers at /docs/${route}`).toBeDefined();
    expect(doc!.data.sidebar_class_name, `${doc!.file}: sidebar_class_name`).toBe('hidden');
  });
});

const isLongForm = (file: string) => /^docs\/(guides|tutorials)\//.test(file) && !/\/index\.mdx?$/.test(file);
const floorOf = (file: string) => (isLongForm(file) ? 400 : 150);

describe('docs frontmatter and prose', () => {
  it.each(docs.map((d) => [d.file, d]))('%s has a title and a description', (file, d) => {
    expect(nonEmptyString(d.data.title), `${file}: frontmatter "title" missing or empty`).toBe(true);
    expect(nonEmptyString(d.data.description), `${file}: frontmatter "description" missing or empty`).toBe(true);
  });

  it.each(docs.map((d) => [d.file, floorOf(d.file), d]))('%s has at least %i words of prose', (file, floor, d) => {
    const words = proseWords(d.body);
    expect(words, `${file}: ${words} words of prose, below the floor of ${floor}`).toBeGreaterThanOrEqual(floor);
  });

  it.each(docs.map((d) => [d.file, d]))('%s has no placeholder words', (file, d) => {
    expect(placeholderHits(d.raw), `${file}: placeholder words at these lines`).toEqual([]);
  });

  it('uses every docs tag on at least two published docs', () => {
    const counts = new Map<string, string[]>();
    for (const d of published) for (const t of strList(d.data.tags)) counts.set(t, [...(counts.get(t) ?? []), d.file]);
    const lonely = [...counts].filter(([, files]) => files.length < 2).map(([t, files]) => `${t} (only ${files.join(', ')})`);
    expect(lonely, 'tags used on fewer than two docs').toEqual([]);
  });

  afterAll(() => {
    const total = docs.reduce((n, d) => n + proseWords(d.body), 0);
    console.info(`content-docs: ${docs.length} doc files (${published.length} published), ${total} words of prose`);
  });
});

describeCodeBlocks('docs code blocks', docs);
