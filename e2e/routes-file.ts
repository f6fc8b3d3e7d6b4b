/**
 * The routes files beside the shared test sites (`../shared/compat/<site>-routes.txt`: every route
 * Docusaurus 3.10.2 builds, its source and its <h1> count) and the text a route's page must show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';

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

/** The text of a page's <main>, whitespace collapsed. */
export const mainText = (html: string) => parse(html).querySelector('main')?.text.replace(/\s+/g, ' ') ?? '';
