/**
 * What the post-build audit (lib/builder/postbuild-steps.ts) holds the export to: one canonical
 * and one og:image per page, JSON-LD that parses, a sitemap that lists exactly the indexable pages,
 * Markdown twins without JSX, llms.txt links that reach a file, and small social cards.
 */
import { parse } from 'node-html-parser';
import fs from 'node:fs';
import { imageSize } from 'image-size';
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { EXIT, SKIP, visit } from 'unist-util-visit';
import type { ExportedSite } from '../exported-site';
import { routes } from '../routes';
import { trimSlashes } from '../url';
import { sitePath } from '../absolute-url';
import { localizePath } from '../docusaurus/i18n';
import { site } from '../site';
import { isNotFoundRoute } from '../i18n/not-found';
import type { PageMemo } from '../builder/page-memo';

export type AuditPage = { path: string; html: string };
export type AuditInput = {
  pages: AuditPage[];
  sitemapXml: string;
  twins: { path: string; text: string }[];
  llmsTxt: string;
  /** Whether a site path (no base path) is a file of the export. */
  exists: (sitePath: string) => boolean;
  cards: { path: string; bytes: number; width: number; height: number }[];
};

export const CARD_BUDGET = 200 * 1024;
// '/_not-found' is Next's not-found page on a trailingSlash: false site (_not-found.html); a locale has its own 404 page.
const notAPage = (path: string) => isNotFoundRoute(site.i18n, path);

const markdown = unified().use(remarkParse).use(remarkGfm);
/** A capitalised or details/summary tag (`\<Name>` is escaped text that Markdown shows as written), an import, an MDX comment. */
const JSX = /(?<!\\)<\/?(?:[A-Z][\w.]*|details|summary)[\s/>]|^(?:import|export)\s.+from\s|\{\/\*/m;

/** JSX left in Markdown, read from its parse: in its HTML and its text as written, outside code. */
export function jsxIn(md: string): string | null {
  // Most twins have no such text anywhere: they are not parsed (a parse costs ~20 ms a twin).
  if (!JSX.test(md)) return null;
  let found: string | null = null;
  visit(markdown.parse(md) as Root, (n: Nodes) => {
    if (n.type === 'code' || n.type === 'inlineCode') return SKIP;
    if ((n.type !== 'html' && n.type !== 'text') || !n.position) return;
    found = JSX.exec(md.slice(n.position.start.offset, n.position.end.offset))?.[0].trim() ?? null;
    return found ? EXIT : undefined;
  });
  return found;
}

/** What the audit reads of one page, from its HTML alone (kept between builds: lib/builder/page-memo.ts). */
export type PageTags = { canonical: string[]; og: string[]; jsonLd: string[]; noindex: boolean };

export function pageTags(html: string): PageTags {
  const root = parse(html, { blockTextElements: { script: true, style: false, noscript: false, pre: true } });
  const jsonLd: string[] = [];
  for (const s of root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(s.rawText);
      if (!data['@context'] || !data['@type']) jsonLd.push('JSON-LD without @context/@type');
    } catch (e) {
      jsonLd.push(`JSON-LD does not parse (${(e as Error).message})`);
    }
  }
  return {
    canonical: root.querySelectorAll('link[rel="canonical"]').map((l) => l.getAttribute('href') ?? ''),
    og: root.querySelectorAll('meta[property="og:image"]').map((m) => m.getAttribute('content') ?? ''),
    jsonLd,
    noindex: root.querySelectorAll('meta[name="robots"]').some((m) => /noindex/i.test(m.getAttribute('content') ?? '')),
  };
}

function checkPage(p: AuditPage, problems: string[], exists: AuditInput['exists'], tags: PageTags) {
  const { canonical, og } = tags;
  if (canonical.length !== 1) problems.push(`${p.path}: ${canonical.length} canonical links (want 1)`);
  if (og.length !== 1) problems.push(`${p.path}: ${og.length} og:image tags (want 1)`);
  for (const url of og) {
    const local = sitePath(url);
    if (local !== null && !exists(local)) problems.push(`${p.path}: og:image ${url} is not in the export`);
  }
  for (const problem of tags.jsonLd) problems.push(`${p.path}: ${problem}`);
  return { canonical: canonical[0], noindex: tags.noindex };
}

/**
 * A URL as the URL standard writes it, so one address is one string: Next writes the home page's
 * canonical on a `trailingSlash: false` site as the bare origin (`https://x.dev`), the sitemap as
 * `https://x.dev/`, as Docusaurus's does; both are the same page.
 */
export function sameUrl(u: string): string {
  try {
    return new URL(u).href;
  } catch {
    return u;
  }
}

/**
 * Every problem of the export. With `memo`, what is read from one page's HTML or one twin's text is
 * read once across builds (lib/builder/page-memo.ts); what spans pages (the sitemap against the
 * pages, links against the files) is checked on each build.
 */
export function auditExport(input: AuditInput, memo?: PageMemo): string[] {
  const problems: string[] = [];
  const tagsOf = (html: string) => (memo ? memo.of(['page', html], () => pageTags(html)) : pageTags(html));
  const jsxOf = (md: string) => (memo ? memo.of(['twin', md], () => jsxIn(md)) : jsxIn(md));
  const indexable = new Set<string>();
  for (const p of input.pages) {
    if (notAPage(p.path)) continue;
    const { canonical, noindex } = checkPage(p, problems, input.exists, tagsOf(p.html));
    if (canonical && !noindex && sitePath(canonical) === p.path) indexable.add(sameUrl(canonical));
  }
  const listed = [...input.sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => sameUrl(m[1].replace(/&amp;/g, '&')));
  const inMap = new Set(listed);
  if (inMap.size !== listed.length) problems.push('sitemap.xml lists a URL twice');
  for (const u of indexable) if (!inMap.has(u)) problems.push(`sitemap.xml misses ${u}`);
  for (const u of inMap) if (!indexable.has(u)) problems.push(`sitemap.xml lists ${u}, which is not an indexable page of the export`);
  // Dates are the content's (posts, git history): a site with none has no lastmod, as Docusaurus
  // writes none by default; a site with some dates them all (sitemapEntries' fallback).
  const dated = input.sitemapXml.match(/<lastmod>/g)?.length ?? 0;
  if (dated && dated !== listed.length) problems.push(`sitemap.xml dates ${dated} of its ${listed.length} URLs`);
  for (const t of input.twins) {
    const jsx = jsxOf(t.text);
    if (jsx) problems.push(`${t.path}: JSX left in the Markdown twin (${jsx})`);
    if (!/^---\ntitle: /.test(t.text)) problems.push(`${t.path}: the twin does not start with frontmatter and its title`);
  }
  for (const m of input.llmsTxt.matchAll(/\]\(([^)\s]+)\)/g)) {
    const local = sitePath(m[1]);
    if (local === null || !input.exists(local)) problems.push(`llms.txt: ${m[1]} is not in the export`);
  }
  for (const c of input.cards) {
    if (c.bytes > CARD_BUDGET) problems.push(`${c.path}: ${Math.round(c.bytes / 1024)} KB, over the ${CARD_BUDGET / 1024} KB card budget`);
    if (c.width !== 1200 || c.height !== 630) problems.push(`${c.path}: ${c.width}×${c.height}, not 1200×630`);
  }
  return problems;
}

/** A card's width and height (0×0 when it is not an image image-size reads, so the audit says so). */
export function pngSize(buf: Uint8Array): { width: number; height: number } {
  try {
    const { width, height } = imageSize(buf);
    return { width, height };
  } catch {
    return { width: 0, height: 0 };
  }
}

/** The audit's input, read from the export (pages and twins as the other steps left them). */
export function auditInputOf(out: ExportedSite): AuditInput {
  const files = out.files().filter((f) => !f.startsWith('_next/'));
  return {
    pages: out.pages().map((p) => ({ path: p.route, html: p.html })),
    // Every locale's sitemap (one each, as Docusaurus writes them): together, every indexable page once.
    sitemapXml: site.i18n.locales.map((l) => out.text(localizePath(site.i18n, l.locale, routes.sitemap()).slice(1))).join('\n'),
    twins: files.filter((f) => f.endsWith('.md')).map((f) => ({ path: `/${f}`, text: out.text(f) })),
    llmsTxt: out.text(routes.llms().slice(1)),
    exists: (p) => {
      const rel = trimSlashes(decodeURIComponent(p));
      return out.has(rel) || out.has(rel ? `${rel}/index.html` : 'index.html') || out.has(`${rel}.html`);
    },
    cards: files
      .filter((f) => f.startsWith('og/') && f.endsWith('.png'))
      .map((f) => {
        const buf = fs.readFileSync(out.abs(f));
        return { path: `/${f}`, bytes: buf.length, ...pngSize(buf) };
      }),
  };
}
