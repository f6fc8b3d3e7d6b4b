/**
 * The routes files beside the shared test sites (`../shared/compat/<site>-routes.txt`: every route
 * Docusaurus 3.10.2 builds, its source and its <h1> count) and the text a route's page must show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import type { APIRequestContext } from '@playwright/test';

export type Route = { route: string; source: string; h1: number };

/** The routes of a routes file (lines starting with '/': route, source, `h1=N`, tab-separated). */
export function readRoutes(file: string): Route[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('/'))
    .map((l) => {
      const [route, source, h1] = l.split('\t');
      return { route, source, h1: Number(/h1=(\d+)/.exec(h1 ?? '')?.[1] ?? 1) };
    });
}

/**
 * Seven words of the source's first line of prose (not frontmatter, imports, headings, code, JSX,
 * tables or lists), Markdown marks taken out: text a page shows whatever its layout.
 */
export function sourcePhrase(site: string, source: string): string | undefined {
  if (!/\.mdx?$/.test(source)) return undefined;
  const text = fs.readFileSync(path.join(site, source), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  let fenced = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) fenced = !fenced;
    // Prose starts with a letter (or emphasis, or inline code); the rest is markup or code.
    if (fenced || !/^[A-Za-z*`]/.test(line) || /^(import|export) /.test(line)) continue;
    const words = line
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .split(/\s+/)
      .map((w) => w.replace(/^_+|_+$/g, ''));
    // Seven words in a row with no markup left in them (a link or tag that runs on to the next line).
    for (let i = 0; i + 7 <= words.length; i++) {
      const run = words.slice(i, i + 7);
      if (run.every((w) => w && !/[[\](){}<>|]/.test(w))) return run.join(' ');
    }
  }
  return undefined;
}

/** The text of a page's <main> (its HTML, or parsed), whitespace collapsed. */
export const mainText = (page: string | HTMLElement) => (typeof page === 'string' ? parse(page) : page).querySelector('main')?.text.replace(/\s+/g, ' ') ?? '';

/** A page as the route checks read it: its HTML, parsed, and the text of its <main>. */
export type RoutePage = { html: string; root: HTMLElement; text: string };

/**
 * Every route of a routes file, fetched from the export (`at` gives its URL): each must answer 200,
 * with Docusaurus's <h1> count in <main> (the site's `/` aside: a landing page may have none) and,
 * for a Markdown source, seven words of its prose in <main>; `more` adds a site's own checks of a
 * page. Returns every line that is wrong, and how many pages had a phrase checked (so a spec can
 * require that the check read most pages' text, not a handful).
 */
export async function checkRoutes(
  request: APIRequestContext,
  routes: Route[],
  options: { at: (route: string) => string; site: string; more?: (r: Route, page: RoutePage) => string[] },
): Promise<{ wrong: string[]; phrases: number }> {
  const wrong: string[] = [];
  let phrases = 0;
  for (const r of routes) {
    const res = await request.get(options.at(r.route));
    if (res.status() !== 200) {
      wrong.push(`${r.route}: HTTP ${res.status()}`);
      continue;
    }
    const html = await res.text();
    const root = parse(html);
    const h1 = root.querySelectorAll('main h1').length;
    if (r.route !== '/' && h1 !== r.h1) wrong.push(`${r.route}: ${h1} <h1> in <main>, Docusaurus has ${r.h1}`);
    const text = mainText(root);
    const phrase = r.source ? sourcePhrase(options.site, r.source) : undefined;
    if (phrase) {
      phrases++;
      if (!text.includes(phrase)) wrong.push(`${r.route}: "${phrase}" (from ${r.source}) is not on the page`);
    }
    if (options.more) wrong.push(...options.more(r, { html, root, text }));
  }
  return { wrong, phrases };
}
