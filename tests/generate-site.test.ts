import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { MIN_PAGES, generateSite, headingId, summarize } from '../scripts/bench/generate-site';
import { vocabularySize } from '../scripts/bench/vocabulary';

// The synthetic sites of the scaling benchmarks (scripts/bench/generate-site.ts), held on a small one.
// That a generated site passes every content check is verified on real sizes by running
// `CONTENT_DIR=<dir> npm run check` (it compiles the Python blocks); here: the shape the checks rely on.

const PAGES = 30;
const files = generateSite({ pages: PAGES, seed: 'unit' });

const split = (text: string) => {
  const m = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!m) throw new Error('no frontmatter');
  return { data: load(m[1]) as Record<string, unknown>, body: m[2] };
};
const withoutCode = (body: string) => body.replace(/```[\s\S]*?```/g, '');
const mdx = [...files.keys()].filter((f) => f.endsWith('.mdx'));
const docs = mdx.filter((f) => f.startsWith('docs/'));
const posts = mdx.filter((f) => f.startsWith('blog/'));
const yml = (f: string) => load(files.get(f)!) as Record<string, Record<string, unknown>>;

/** The route of a doc from its path alone: docs/a/b.mdx → /docs/a/b, docs/a/index.mdx → /docs/a. */
const docRoute = (f: string) => `/${f.replace(/\.mdx$/, '').replace(/\/index$/, '')}`;
const routes = new Map<string, string>([
  ...docs.map((f) => [docRoute(f), f] as [string, string]),
  ...posts.map((f) => [`/blog/${split(files.get(f)!).data.slug}`, f] as [string, string]),
]);
const headingIds = (f: string) => new Set([...withoutCode(split(files.get(f)!).body).matchAll(/^#{2,3} (.+)$/gm)].map((m) => headingId(m[1])));

describe('generateSite', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect([...generateSite({ pages: PAGES, seed: 'unit' })]).toEqual([...files]);
    expect(generateSite({ pages: PAGES, seed: 'other' }).get('docs/index.mdx')).not.toEqual(files.get('docs/index.mdx'));
  });

  it('writes the pages asked for, about three docs to one post', () => {
    expect(mdx).toHaveLength(PAGES);
    expect(docs).toHaveLength(Math.round(PAGES * 0.75));
    expect(posts).toHaveLength(PAGES - docs.length);
    expect(summarize(files)).toMatchObject({ pages: PAGES, docs: docs.length, posts: posts.length });
    for (const n of [200, 1000]) expect(summarize(generateSite({ pages: n, seed: 2 })).pages).toBe(n);
    expect(() => generateSite({ pages: MIN_PAGES - 1 })).toThrow(/at least/);
    // Two whole sites (1,200 pages): ~1 s alone, past vitest's 5 s default on a loaded 2-CPU host.
  }, 30_000);

  it('gives every doc title, description, sidebar_position and tags from docs/tags.yml', () => {
    const defined = new Set(Object.keys(yml('docs/tags.yml')));
    const titles = new Set<string>();
    for (const f of docs) {
      const { data } = split(files.get(f)!);
      expect(data.title, f).toEqual(expect.any(String));
      expect(data.description, f).toEqual(expect.any(String));
      expect(data.sidebar_position, f).toEqual(expect.any(Number));
      expect((data.tags as string[]).length, f).toBeGreaterThan(0);
      for (const t of data.tags as string[]) expect(defined.has(t), `${f}: tag ${t}`).toBe(true);
      titles.add(String(data.title).toLowerCase());
    }
    expect(titles.size).toBe(docs.length);
  });

  it('names posts YYYY-MM-DD-slug.mdx, with authors and tags defined in the blog files and a truncate marker', () => {
    const authors = new Set(Object.keys(yml('blog/authors.yml')));
    const tags = new Set(Object.keys(yml('blog/tags.yml')));
    for (const f of posts) {
      expect(f).toMatch(/^blog\/\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.mdx$/);
      const { data, body } = split(files.get(f)!);
      expect(f.endsWith(`-${data.slug}.mdx`), f).toBe(true);
      expect(data.title, f).toEqual(expect.any(String));
      expect(data.description, f).toEqual(expect.any(String));
      expect((data.authors as string[]).every((a) => authors.has(a)), f).toBe(true);
      expect((data.tags as string[]).length, f).toBeGreaterThan(0);
      expect((data.tags as string[]).every((t) => tags.has(t)), f).toBe(true);
      expect(body).toContain('\n{/* truncate */}\n');
    }
    // The navbar's blog tags (lib/site.ts) each have a post, so its links reach a tag page.
    const used = new Set(posts.flatMap((f) => split(files.get(f)!).data.tags as string[]));
    for (const t of ['featured', 'perspective', 'community', 'data-science', 'development', 'research', 'arbitrum', 'filecoin', 'gitcoin', 'octant', 'optimism']) expect(used.has(t), t).toBe(true);
  });

  it('puts docs in categories that exist: a _category_.json with label and position in every folder', () => {
    const folders = new Set(docs.map((f) => path.posix.dirname(f)).filter((d) => d !== 'docs'));
    expect(folders.size).toBeGreaterThanOrEqual(8);
    const slugs: string[] = [];
    for (const dir of folders) {
      for (let d = dir; d !== 'docs'; d = path.posix.dirname(d)) {
        const json = files.get(`${d}/_category_.json`);
        expect(json, d).toBeDefined();
        const c = JSON.parse(json!);
        expect(c.label, d).toEqual(expect.any(String));
        expect(c.position, d).toEqual(expect.any(Number));
        if (c.link) slugs.push(c.link.slug);
      }
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    const deeper = generateSite({ pages: 1000, seed: 3 });
    const depth = Math.max(...[...deeper.keys()].filter((f) => f.endsWith('_category_.json')).map((f) => f.split('/').length - 2));
    expect(depth).toBe(3);
  });

  it('has the routes the engine links to from its own pages (landing cards, footer, announcement)', () => {
    for (const r of ['/docs/get-started', '/docs/get-started/python', '/docs/integrate/datasets', '/docs/integrate/api', '/docs/references', '/docs/guides/notebooks', '/docs/guides/dagster', '/docs/tutorials', '/docs/contribute-models', '/docs/contribute-data', '/docs/projects', '/docs/projects/view-artifacts', '/docs/projects/troubleshoot']) {
      expect(routes.has(r), r).toBe(true);
    }
  });

  it('links only to generated pages and to headings they have', () => {
    let count = 0;
    for (const f of mdx) {
      for (const [, url] of withoutCode(split(files.get(f)!).body).matchAll(/\]\(([^)\s]+)\)/g)) {
        count++;
        const [pathPart, anchor] = url.split('#');
        const target = pathPart.endsWith('.mdx') ? path.posix.normalize(path.posix.join(path.posix.dirname(f), pathPart)) : routes.get(pathPart);
        expect(target && files.has(target), `${f} → ${url}`).toBe(true);
        if (anchor) expect(headingIds(target!).has(anchor), `${f} → ${url}`).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(PAGES * 3);
  });

  it('writes sections that start at h2, skip no level and never repeat an id', () => {
    for (const f of mdx) {
      const levels = [...withoutCode(split(files.get(f)!).body).matchAll(/^(#{1,6}) (.+)$/gm)].map((m) => m[1].length);
      expect(levels[0], f).toBe(2);
      levels.forEach((l, i) => expect(l - (levels[i - 1] ?? 1), f).toBeLessThanOrEqual(1));
      expect(headingIds(f).size, f).toBe(levels.length);
    }
  });

  it('draws on a vocabulary of thousands of words', () => {
    expect(vocabularySize()).toBeGreaterThan(3000);
    expect(summarize(generateSite({ pages: 200, seed: 4 })).distinctWords).toBeGreaterThan(2500);
  });
});
