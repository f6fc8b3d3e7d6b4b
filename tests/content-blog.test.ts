/** Issue 7's content check: the posts under content/blog against the house rules. */
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { postSlugOf } from '@/lib/blog/entry';
import {
  CONTENT_DIR, describeCodeBlocks, nonEmptyString, placeholderHits, proseWords, readSources, stripFences,
} from './content-helpers';

const TAGS = [
  'analytics', 'arbitrum', 'causal-inference', 'community', 'data-science', 'datasets', 'dependencies', 'development',
  'ecosystem-reports', 'featured', 'filecoin', 'game-design', 'gitcoin', 'grants-management', 'hackathon', 'impact-pools',
  'impact-tracking', 'incentive-alignment', 'kariba', 'octant', 'open-collective', 'open-source', 'optimism', 'perspective',
  'protocol-labs', 'python', 'research', 'retroactive-public-goods-funding',
];
// [min, max] posts per tag; any tag not named here is capped at 10.
const TAG_RANGES: Record<string, [number, number]> = {
  'data-science': [21, 30],
  optimism: [11, 20],
  'retroactive-public-goods-funding': [11, 20],
};
const DEFAULT_RANGE: [number, number] = [1, 10];
const WORDS = { min: 600, warn: 1500, max: 1600 };
const DATES = { from: '2023-11-01', to: '2026-11-21' };
const MIN_POSTS_WITH_CHARTS = 8;

const authorIds = new Set(Object.keys((load(fs.readFileSync(path.join(CONTENT_DIR, 'blog', 'authors.yml'), 'utf8')) ?? {}) as object));
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []);

const CHART = /<(BarChart|LineChart)\b((?:[^>"'{]|"[^"]*"|'[^']*'|\{[^}]*\})*)>/g;
const TRUNCATE = /^\s*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/m;
const NAME_DATE = /^blog\/(?:.*\/)?(\d{4}-\d{2}-\d{2})-[^/]+?(?:\/index)?\.mdx?$/;

const posts = readSources('blog')
  .filter((s) => s.data.draft !== true)
  .map((s) => {
    const prose = stripFences(s.body);
    const charts = [...prose.matchAll(CHART)].map((m) => ({
      kind: m[1],
      src: m[2].match(/\bsrc=(?:"([^"]*)"|'([^']*)')/)?.slice(1).find((v) => v !== undefined),
    }));
    return {
      ...s,
      tags: asList(s.data.tags),
      authors: asList(s.data.authors),
      words: proseWords(s.body),
      charts,
      slug: postSlugOf(s.file, { slug: typeof s.data.slug === 'string' ? s.data.slug : undefined }),
      nameDate: s.file.match(NAME_DATE)?.[1],
      truncated: TRUNCATE.test(prose),
    };
  });
type Post = (typeof posts)[number];
const rows = <T,>(f: (p: Post) => T) => posts.map((p) => [p.file, f(p)] as const);

const chartProblem = (post: Post, src: string | undefined): string | null => {
  if (!src) return 'has no src attribute';
  const dir = path.dirname(post.abs);
  const file = path.resolve(dir, src);
  if (path.dirname(file) !== dir) return `src="${src}" is not a file beside the post`;
  if (!fs.existsSync(file)) return `src="${src}": ${path.relative(CONTENT_DIR, file)} does not exist`;
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(data) && data.length > 0 ? null : `src="${src}" is not a non-empty JSON array`;
  } catch (e) {
    return `src="${src}" is not valid JSON (${(e as Error).message})`;
  }
};
const chartRows = posts.flatMap((p) => p.charts.map((c) => [`${p.file} <${c.kind} src="${c.src ?? ''}">`, p, c.src] as const));
const postsWithCharts = posts.filter((p) => p.charts.some((c) => chartProblem(p, c.src) === null));

describe('blog posts as a set', () => {
  it('has 36–40 published posts', () => {
    expect(posts.length).toBeGreaterThanOrEqual(36);
    expect(posts.length).toBeLessThanOrEqual(40);
  });

  const counts = new Map<string, number>();
  for (const p of posts) for (const t of p.tags) counts.set(t, (counts.get(t) ?? 0) + 1);

  it('uses exactly the agreed tags', () => {
    expect([...counts.keys()].filter((t) => !TAGS.includes(t)).sort(), 'tags outside the list').toEqual([]);
    expect(TAGS.filter((t) => !counts.has(t)), 'tags no post uses').toEqual([]);
  });

  it.each(TAGS.map((t) => [t, ...(TAG_RANGES[t] ?? DEFAULT_RANGE)]))('tag %s is on %i–%i posts', (tag, min, max) => {
    const n = counts.get(tag) ?? 0;
    expect(n, `tag ${tag}: ${n} posts`).toBeGreaterThanOrEqual(min);
    expect(n, `tag ${tag}: ${n} posts`).toBeLessThanOrEqual(max);
  });

  it('has unique slugs', () => {
    const seen = new Map<string, string>();
    const clashes = posts.flatMap((p) => {
      const other = seen.get(p.slug);
      seen.set(p.slug, p.file);
      return other ? [`${p.slug}: ${other} and ${p.file}`] : [];
    });
    expect(clashes).toEqual([]);
  });

  it(`has at least ${MIN_POSTS_WITH_CHARTS} posts with a chart drawn from a JSON file beside them`, () => {
    expect(postsWithCharts.length).toBeGreaterThanOrEqual(MIN_POSTS_WITH_CHARTS);
  });

  afterAll(() => {
    const tags = TAGS.map((t) => `${t} ${counts.get(t) ?? 0}`).join(', ');
    const total = posts.reduce((n, p) => n + p.words, 0);
    console.info(`content-blog: ${posts.length} posts, ${total} words of prose, ${postsWithCharts.length} with charts; tags: ${tags}`);
  });
});

describe('each blog post', () => {
  it.each(rows((p) => p))('%s has a description', (file, p) => {
    expect(nonEmptyString(p.data.description), `${file}: frontmatter "description" missing or empty`).toBe(true);
    expect(nonEmptyString(p.data.title), `${file}: frontmatter "title" missing or empty`).toBe(true);
  });

  it.each(rows((p) => p.authors))('%s has authors from authors.yml', (file, authors) => {
    expect(authors.length, `${file}: no authors`).toBeGreaterThanOrEqual(1);
    expect(authors.filter((a) => !authorIds.has(a)), `${file}: authors not in content/blog/authors.yml`).toEqual([]);
  });

  it.each(rows((p) => p.truncated))('%s has a truncate marker', (file, truncated) => {
    expect(truncated, `${file}: no {/* truncate */} (or <!-- truncate -->) line`).toBe(true);
  });

  it.each(rows((p) => p.words))(`%s has ${WORDS.min}–${WORDS.max} words of prose`, (file, words) => {
    if (words > WORDS.warn) console.warn(`${file}: ${words} words of prose, above the ${WORDS.warn}-word target`);
    expect(words, `${file}: ${words} words of prose`).toBeGreaterThanOrEqual(WORDS.min);
    expect(words, `${file}: ${words} words of prose`).toBeLessThanOrEqual(WORDS.max);
  });

  it.each(rows((p) => p.nameDate))(`%s is dated ${DATES.from}–${DATES.to} by its file name`, (file, date) => {
    expect(date, `${file}: the name does not start with YYYY-MM-DD-`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(date!)), `${file}: ${date} is not a date`).toBe(false);
    expect(date! >= DATES.from && date! <= DATES.to, `${file}: ${date} is outside the range`).toBe(true);
  });

  it.each(rows((p) => p.raw))('%s has no placeholder words', (file, raw) => {
    expect(placeholderHits(raw), `${file}: placeholder words at these lines`).toEqual([]);
  });

  it.skipIf(chartRows.length === 0).each(chartRows)('%s reads a JSON file beside the post', (_, post, src) => {
    const problem = chartProblem(post, src);
    expect(problem, `${post.file}: ${problem}`).toBeNull();
  });
});

describeCodeBlocks('blog code blocks', posts);
