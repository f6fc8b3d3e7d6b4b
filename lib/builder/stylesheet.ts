/**
 * One stylesheet for the whole site. Next links each page to the CSS chunks of its layouts and page
 * (three render-blocking requests on a docs page, a different third one on the landing page), and
 * a reader moving between kinds of pages fetches each set. Docusaurus ships one `styles.css`,
 * fetched once and cached for every page: this step does the same with the chunks pages link at
 * first paint. Their union, in an order that keeps every page's own order (the cascade each page
 * was built for), becomes one content-hashed file; each page links it alone, and the payloads that
 * name the chunks (the page's and the segments client navigation fetches) name it instead, so
 * React finds its stylesheet already in the document and navigation never fetches CSS again.
 * CSS that code loads on demand (a dialog's) is not linked at first paint and stays as it is.
 */
import { createHash } from 'node:crypto';
import { stripBase, withBase, withoutLeadingSlash } from '../url';
import type { ExportedPage, ExportedSite } from '../exported-site';
import { pageMemo, type PageMemo } from './page-memo';
import { assertEveryPage, STYLESHEET_ANY, STYLESHEET_LINK as LINK, STYLESHEET_PRELOAD as PRELOAD } from './next-output';

/** The stylesheets a page links at first paint, in order. */
export const stylesheetsOf = (html: string): string[] => [...html.matchAll(LINK)].map((m) => m[1]);

/**
 * One order that keeps each list's order (a topological merge, first seen first), or null when two
 * lists disagree (a before b in one, b before a in another) and no single file can serve both.
 */
export function mergeOrder(lists: string[][]): string[] | null {
  const after = new Map<string, Set<string>>();
  const seen: string[] = [];
  for (const list of lists) {
    list.forEach((item, i) => {
      if (!after.has(item)) {
        after.set(item, new Set());
        seen.push(item);
      }
      if (i > 0) after.get(list[i - 1])!.add(item);
    });
  }
  const indegree = new Map(seen.map((s) => [s, 0]));
  for (const next of after.values()) for (const n of next) indegree.set(n, indegree.get(n)! + 1);
  const order: string[] = [];
  const rank = new Map(seen.map((s, i) => [s, i]));
  const ready = seen.filter((s) => indegree.get(s) === 0);
  while (ready.length) {
    ready.sort((a, b) => rank.get(a)! - rank.get(b)!);
    const s = ready.shift()!;
    order.push(s);
    for (const n of after.get(s)!) {
      indegree.set(n, indegree.get(n)! - 1);
      if (indegree.get(n) === 0) ready.push(n);
    }
  }
  return order.length === seen.length ? order : null;
}

/** A page's HTML linking `combined` alone where it linked any of `merged` (and preloaded none of them). */
export function linkOne(html: string, merged: ReadonlySet<string>, combined: string): string {
  let linked = false;
  const tag = `<link rel="stylesheet" href="${combined}" data-precedence="next"/>`;
  let out = html
    .replace(LINK, (m, href: string) => (merged.has(href) ? (linked ? '' : ((linked = true), tag)) : m))
    .replace(PRELOAD, (m, href: string) => (merged.has(href) ? '' : m));
  // The inline payload, when a page still has one, names the chunks too.
  for (const href of merged) out = out.replaceAll(href, combined);
  return out;
}

const fileOf = (href: string) => withoutLeadingSlash(stripBase(href));

/**
 * A page kept from the last build (lib/builder/page-reuse.ts) links the file that build merged, which
 * this generation's _next/static/ no longer holds: it stands for the order that build merged (kept
 * in `memo` under the file's name), so the merge comes out as a cold build's, and the page, already
 * in its final form, is left as it is.
 */
function listsOf(out: ExportedSite, pages: ExportedPage[], memo: PageMemo): { lists: string[][]; merged: Set<string> } {
  const merged = new Set<string>();
  const lists = pages.map((p) => {
    const list = stylesheetsOf(p.html);
    if (list.length !== 1 || out.has(fileOf(list[0]))) return list;
    const order = memo.of<string[] | undefined>([MERGED, list[0]], () => undefined);
    if (!order) throw new Error(`${p.file} links ${list[0]}, which is not in the export, and the stylesheets it merged are not known: remove node_modules/.cache/oso-docs/ and build again`);
    merged.add(list[0]);
    return order;
  });
  return { lists: lists.filter((l) => l.length), merged };
}

/** The memo key of a merged file's order. */
const MERGED = 'merged';

export function oneStylesheet(out: ExportedSite, memo = pageMemo(out.dir, 'stylesheet', ['lib/builder/stylesheet.ts'])): string {
  const pages = out.pages();
  const { lists, merged: before } = listsOf(out, pages, memo);
  assertEveryPage(pages.length, pages.filter((p) => p.html.includes(STYLESHEET_ANY) && !stylesheetsOf(p.html).length).map((p) => p.file));
  const order = mergeOrder(lists);
  if (!order) return 'pages link stylesheets in conflicting orders: left as they are';
  if (order.length < 2) return `${order.length} stylesheet: nothing to merge`;
  const missing = order.filter((href) => !out.has(fileOf(href)));
  if (missing.length) throw new Error(`stylesheets linked but not in the export: ${missing.join(', ')}`);
  const css = order.map((href) => out.text(fileOf(href)).replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '')).join('\n');
  if (/@import|@charset/i.test(css)) return 'a stylesheet uses @import or @charset, which must come first in a file: left as they are';
  // As long as a chunk's name (13 characters), so no length-prefixed payload row changes length.
  const file = `_next/static/chunks/${createHash('sha256').update(css).digest('hex').slice(0, 13)}.css`;
  const combined = withBase(`/${file}`);
  const stale = [...before].filter((href) => href !== combined);
  if (stale.length) throw new Error(`pages kept from the last build link ${stale.join(', ')}, but the stylesheets merge into ${combined} now: remove node_modules/.cache/oso-docs/ and build again`);
  memo.of([MERGED, combined], () => order);
  memo.done();
  out.write(file, css);
  const merged = new Set(order);
  for (const p of pages) if (stylesheetsOf(p.html).some((h) => merged.has(h))) out.write(p.file, linkOne(p.html, merged, combined));
  let payloads = 0;
  for (const f of out.files()) {
    if (!f.endsWith('.txt') || f.startsWith('_next/')) continue;
    const text = out.text(f);
    if (!order.some((href) => text.includes(href))) continue;
    let t = text;
    for (const href of order) t = t.replaceAll(href, combined);
    out.write(f, t);
    payloads++;
  }
  return `${order.length} stylesheets → ${file} (${(Buffer.byteLength(css) / 1024).toFixed(1)} KB), linked by ${lists.length} pages and named in ${payloads} payloads`;
}
