import { parse } from 'node-html-parser';
import { error, warning, type Issue } from './types';
import { isExternal, isUnder, normalizeBasePath, pathInBase, withoutTrailingSlash } from '../url';
import { staticFile } from '../static-host';
import type { PageMemo } from '../builder/page-memo';

/** One exported HTML file: its path under out/ and its text. */
export type ExportPage = { file: string; html: string };
export type ExportOptions = {
  /** '' or '/oso-docs': every internal URL of the export starts with it. */
  basePath: string;
  /** https://docs.opensource.observer: absolute URLs there (canonical, og:url) are internal too. */
  siteUrl: string;
  /** Shown before file names: 'out'. */
  outName?: string;
};

type Scanned = { links: string[]; anchors: Set<string>; ids: Set<string>; duplicateHeadingIds: { id: string; text: string }[] };
/** A page's scan as kept between builds (lib/builder/page-memo.ts): its sets as lists. */
type KeptScan = { links: string[]; anchors: string[]; ids: string[]; duplicateHeadingIds: Scanned['duplicateHeadingIds'] };
/** How `checkExport` scans a page: `scanPage`, or a kept scan of the same HTML. */
export type PageScanner = (html: string) => Scanned;

/** A scanner that reads each HTML once across builds, through `memo` (lib/builder/page-memo.ts). */
export function keptScanner(memo: PageMemo): PageScanner {
  return (html) => {
    const k = memo.of<KeptScan>([html], () => {
      const s = scanPage(html);
      return { ...s, anchors: [...s.anchors], ids: [...s.ids] };
    });
    return { ...k, anchors: new Set(k.anchors), ids: new Set(k.ids) };
  };
}

const URL_ATTRS: [string, string][] = [
  ['a', 'href'], ['link', 'href'], ['area', 'href'], ['img', 'src'], ['script', 'src'], ['iframe', 'src'],
  ['source', 'src'], ['video', 'src'], ['video', 'poster'], ['audio', 'src'], ['track', 'src'], ['embed', 'src'], ['object', 'data'],
];
const SRCSET = ['img', 'source'];
/** Links that leave the site or are not fetched: other schemes and protocol-relative URLs. */

/** Every URL a page points at (href, src, srcset, og:image), its ids, and heading ids used twice. */
export function scanPage(html: string): Scanned {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: false, noscript: false, pre: true } });
  const links: string[] = [];
  const add = (url: string | undefined) => {
    const u = url?.trim();
    if (u && u !== '#') links.push(u);
  };
  for (const [tag, attr] of URL_ATTRS) for (const el of root.querySelectorAll(`${tag}[${attr}]`)) add(el.getAttribute(attr));
  const anchors = new Set(root.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!.trim()));
  for (const el of root.querySelectorAll(SRCSET.map((t) => `${t}[srcset]`).join(','))) {
    for (const c of (el.getAttribute('srcset') ?? '').split(',')) add(c.trim().split(/\s+/)[0]);
  }
  for (const el of root.querySelectorAll('meta[property="og:image"], meta[property="og:url"], meta[name="twitter:image"]')) add(el.getAttribute('content'));
  const ids = new Set<string>();
  const counts = new Map<string, number>();
  for (const el of root.querySelectorAll('[id], a[name]')) {
    const id = el.getAttribute('id') ?? el.getAttribute('name')!;
    ids.add(id);
    if (el.getAttribute('id')) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const duplicateHeadingIds = root
    .querySelectorAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]')
    .filter((h) => (counts.get(h.getAttribute('id')!) ?? 0) > 1)
    .map((h) => ({ id: h.getAttribute('id')!, text: h.textContent.trim() }))
    .filter((h, i, all) => all.findIndex((x) => x.id === h.id) === i);
  return { links, anchors, ids, duplicateHeadingIds };
}

/** The URL path a file of the export answers at: docs/a/index.html → /docs/a/. */
export const urlOfFile = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/**
 * Every internal link of every exported page must reach a file of the export (error, "file → link");
 * a #fragment must name an id on its target page (warning); a heading id used twice on a page fails.
 * External links are not fetched.
 */
export function checkExport(pages: ExportPage[], files: Set<string>, options: ExportOptions, scan: PageScanner = scanPage): Issue[] {
  const out = options.outName ?? 'out';
  const base = normalizeBasePath(options.basePath);
  const origin = withoutTrailingSlash(options.siteUrl);
  const scanned = new Map(pages.map((p) => [p.file, scan(p.html)]));
  const issues: Issue[] = [];
  for (const page of pages) {
    const s = scanned.get(page.file)!;
    const shown = `${out}/${page.file}`;
    for (const d of s.duplicateHeadingIds) issues.push(error('content/duplicate-heading-id', shown, `the heading "${d.text}" shares the id "${d.id}" with another element of the page`));
    const self = `http://site${base}${urlOfFile(page.file)}`;
    for (const url of new Set(s.links)) {
      let href = url;
      // A link a page's text writes with this site's origin (not the generated canonical or og:url).
      let absolute = false;
      if (origin && isUnder(href, origin)) {
        href = href.slice(origin.length) || '/';
        absolute = s.anchors.has(url);
      } else if (isExternal(href)) continue;
      let target: URL;
      let pathname: string;
      try {
        target = new URL(href, self);
        pathname = decodeURIComponent(target.pathname);
      } catch {
        issues.push(error('links/internal', shown, 'is not a valid URL', { link: url }));
        continue;
      }
      const inBase = pathInBase(pathname, base);
      if (inBase === null) {
        issues.push(error('links/internal', shown, `outside the base path ${base}`, { link: url }));
        continue;
      }
      // As a static host answers it (a folder without its slash by a redirect, which works).
      const file = staticFile(inBase, (f) => files.has(f))?.file;
      if (!file) {
        const md = /\.mdx?$/i.test(pathname);
        issues.push(md ? warning('content/md-link', shown, 'a markdown link that resolved to no doc or post', { link: url }) : error('links/internal', shown, '', { link: url, absolute, target: inBase }));
        continue;
      }
      const anchor = target.hash.slice(1);
      if (!anchor || !file.endsWith('.html')) continue;
      const ids = scanned.get(file)?.ids;
      let id = anchor;
      try {
        id = decodeURIComponent(anchor);
      } catch {
        /* keep it as written */
      }
      if (ids && !ids.has(id)) issues.push(warning('links/anchor', shown, `no id "${id}" on ${out}/${file}`, { link: url }));
    }
  }
  return issues;
}
