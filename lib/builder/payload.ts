/**
 * The RSC payload out of the HTML. Next inlines each page's payload (the `self.__next_f.push`
 * scripts) at the end of its HTML: the page's whole React tree again, as JSON, 60–70% of the
 * HTML's bytes, all of it before the first paint can finish on a slow link. The export already
 * writes the very same text beside the page (`index.txt`, what client navigation fetches), so the
 * page can fetch it instead, as Docusaurus pages fetch their content chunk: the HTML keeps the
 * markup, a preload starts the payload's download with the stylesheets, and the inline script
 * that starts Next (Turbopack's entry, `<script id="_R_">`) runs once the payload is in
 * `self.__next_f`, so hydration reads exactly what it would have read inline.
 *
 * The code that fetches is one file for the whole site (a deferred script beside the preload,
 * cached once), not inline in every page: the page keeps only its entry, wrapped in a function the
 * loader calls. A deferred script runs after the document is parsed, so the entry is defined by then.
 *
 * If the payload cannot be fetched (twice), Next is never started: the page stays the
 * server-rendered HTML, readable with working links, as it is without JavaScript.
 * A page whose inline payload is not byte-for-byte a file of the export is left as it is.
 */
import { createHash } from 'node:crypto';
import { withBase } from '../url';
import type { ExportedSite } from '../exported-site';
import { assertEveryPage, ENTRY_SCRIPT as ENTRY, FLIGHT_ANY, FLIGHT_INIT as INIT, FLIGHT_PUSH as PUSH, FULL_PAYLOAD_COPY, NOT_FOUND_PAYLOAD, PAYLOAD_FILE } from './next-output';

/** The inline payload's text, or null when the page has none (or a kind of push this does not move). */
export function inlinePayload(html: string): string | null {
  if (!html.includes(INIT)) return null;
  let text = '';
  const rest = html.replace(PUSH, (_m, arr: string) => ((text += (JSON.parse(arr) as [1, string])[1]), ''));
  return rest.includes('self.__next_f.push(') ? null : text;
}

/** The global through which the loader starts Next: the page's entry script, wrapped. */
const START = '__osoStart';

/**
 * The loader, one file for every page: fetch the payload its script tag names (`data-payload`),
 * hand it to Next, then start Next; one retry, then the page stays its HTML.
 */
export const PAYLOAD_LOADER =
  `(function(){var u=document.currentScript.dataset.payload,n=0;function go(){fetch(u).then(function(r){if(!r.ok)throw Error('HTTP '+r.status);return r.text()})` +
  `.then(function(t){var f=self.__next_f=self.__next_f||[];f.push([0]);f.push([1,t]);self.${START}()},` +
  `function(e){if(n++<1)setTimeout(go,1e3);else console.warn('The page payload did not load ('+e.message+'); the page stays as its HTML.')})}go()})()`;

/** Where the loader is written: content-hashed, so it is cached for good like Next's chunks. */
export const PAYLOAD_LOADER_FILE = `_next/static/chunks/${createHash('sha256').update(PAYLOAD_LOADER).digest('hex').slice(0, 13)}.js`;

/** The page's HTML with its payload fetched from `url` instead of inlined, or null when it cannot be moved. */
export function movePayload(html: string, url: string, loaderSrc = withBase(`/${PAYLOAD_LOADER_FILE}`)): string | null {
  const entry = html.match(ENTRY);
  if (!entry || inlinePayload(html) === null) return null;
  const preload = `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous"/><script src="${loaderSrc}" data-payload="${url}" defer=""></script>`;
  const at = html.indexOf('<link rel="stylesheet"');
  if (at < 0) return null;
  return (html.slice(0, at) + preload + html.slice(at))
    .replace(INIT, '')
    .replace(PUSH, '')
    .replace(ENTRY, () => `<script id="_R_">self.${START}=function(){${entry[1]}}</script>`);
}

/**
 * Where the export wrote the payload a page inlines: beside it (`a/index.txt` for `a/index.html`, or
 * `a.txt` for `a.html`, as Next writes a `trailingSlash: false` site), or the not-found page's for 404.html.
 */
function payloadFileOf(out: ExportedSite, page: string): string | null {
  const candidates = page.endsWith('index.html') ? [page.replace(/index\.html$/, PAYLOAD_FILE)] : [page.replace(/\.html$/, '.txt')];
  if (page === '404.html' || page === '404/index.html') candidates.push(NOT_FOUND_PAYLOAD, NOT_FOUND_PAYLOAD.replace(/\/index\.txt$/, '.txt'));
  return candidates.find((f) => out.has(f)) ?? null;
}

/** The payload a route folder's segment files go with: `a/index.txt`, or `a.txt` without a trailing slash. */
const payloadBeside = (out: ExportedSite, segmentFile: string): string | undefined => {
  const dir = segmentFile.slice(0, -FULL_PAYLOAD_COPY.length);
  return [dir + PAYLOAD_FILE, dir.replace(/\/$/, '.txt')].find((f) => f !== '.txt' && out.has(f));
};

/**
 * Move every page's payload out of its HTML, and drop each page's `__next._full.txt`: the export
 * writes the payload twice, as `index.txt` (what the page and client navigation fetch) and as
 * that segment file, which only a server resuming a prerender (cacheComponents) asks for. A copy
 * that is not byte-for-byte `index.txt` stays.
 */
export function movePayloads(out: ExportedSite): { moved: number; kept: number; bytesSaved: number; copiesRemoved: number } {
  let moved = 0;
  let kept = 0;
  let bytesSaved = 0;
  let copiesRemoved = 0;
  for (const f of out.files()) {
    if (!f.endsWith(FULL_PAYLOAD_COPY) || f.startsWith('_next/')) continue;
    const beside = payloadBeside(out, f);
    if (beside && out.text(beside) === out.text(f)) {
      out.remove(f);
      copiesRemoved++;
    }
  }
  for (const page of out.pages()) {
    const inline = inlinePayload(page.html);
    if (inline === null) continue;
    const file = payloadFileOf(out, page.file);
    const html = file && out.text(file) === inline ? movePayload(page.html, withBase(`/${file}`)) : null;
    if (!html) {
      kept++;
      continue;
    }
    out.write(page.file, html);
    bytesSaved += page.html.length - html.length;
    moved++;
  }
  const pages = out.pages();
  // Pages kept from the last build (lib/builder/page-reuse.ts) fetch their payload already; each
  // generation writes _next/static/ anew, so the loader is written whenever a page names it.
  if (moved || pages.some((p) => p.html.includes(PAYLOAD_LOADER_FILE))) out.write(PAYLOAD_LOADER_FILE, PAYLOAD_LOADER);
  assertEveryPage(pages.length, pages.filter((p) => p.html.includes(FLIGHT_ANY) && !p.html.includes(PAYLOAD_LOADER_FILE)).map((p) => p.file));
  return { moved, kept, bytesSaved, copiesRemoved };
}
