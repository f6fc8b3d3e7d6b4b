/**
 * Post-build (lib/builder/postbuild-steps.ts): the Markdown twin of every routed doc and post,
 * `/llms.txt` and `/llms-full.txt`, written into out/ from the MDX sources. The bodies come from a
 * cache on disk when neither the document nor what it links to changed (lib/seo/twin-cache.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../routes';
import { site } from '../site';
import { llmsFullTxt, llmsTxt } from './llms';
import { markdownTwin } from './markdown';
import { cachedTwinBody, pruneTwins, twinMemo } from './twin-cache';
import { urlResolver } from '../content/remark-links';
import { fsLookup } from '../docusaurus/md-links';
import { contentPaths } from '../env';
import { contentEntries, type ContentEntry } from './source';
import type { DiskMemo } from '../memo';
import type { ExportedSite } from '../exported-site';

const lookup = fsLookup(contentPaths().root);
import { absoluteUrl } from '../absolute-url';
import { withoutLeadingSlash } from '../url';

/** llms.txt's summary: the site's own (site.config.json's `llms.summary`), else its tagline, else its title. */
const SUMMARY = site.llms?.summary ?? (site.tagline || site.title);
const DETAILS = `Every link below is the Markdown version of a page of the ${site.title} documentation or blog. ${absoluteUrl(routes.llmsFull())} holds all the docs in one file.`;

const content = contentPaths();

function twinBody(e: ContentEntry, memo: DiskMemo): string {
  const file = path.join(content.root, e.entry.source);
  // Links and files resolve as they do on the page itself; then root paths gain the site's origin.
  // The compile already reported broken Markdown links; the twins leave them as written.
  const onPage = urlResolver({ contentDir: content.root, onBrokenMarkdownLinks: 'ignore', lookup }, e.entry.source, file);
  return cachedTwinBody(memo, e.entry.source, e.raw, {
    readData: (src) => JSON.parse(fs.readFileSync(path.resolve(path.dirname(file), src), 'utf8')),
    resolveUrl: (url) => {
      const u = onPage(url).url;
      return u.startsWith('/') && !u.startsWith('//') ? absoluteUrl(u) : u;
    },
  });
}

/** The twins, llms.txt and llms-full.txt: each file's site path and text, and what they hold. */
export type MarkdownOutputs = { files: [string, string][]; twins: number; converted: number; links: number; docs: number };

/** Every twin and both llms files, made from the documents (no export read). */
export function markdownOutputs(): MarkdownOutputs {
  const files: [string, string][] = [];
  const memo = twinMemo(content.root);
  const entries = contentEntries().map((e) => ({ e, body: twinBody(e, memo) }));
  pruneTwins(memo);
  for (const { e, body } of entries) {
    files.push([e.markdown, markdownTwin({ title: e.entry.title, description: e.entry.description, url: absoluteUrl(e.path), lastUpdated: e.lastUpdated }, body)]);
  }
  const listed = entries.filter(({ e }) => !e.entry.unlisted);
  const links = listed.map(({ e }) => ({ title: e.entry.title, url: absoluteUrl(e.markdown), description: e.entry.description, section: e.group }));
  files.push([routes.llms(), llmsTxt({ title: site.title, summary: SUMMARY, details: DETAILS }, links)]);
  const docs = listed.filter(({ e }) => e.kind === 'doc').map(({ e, body }) => ({ title: e.entry.title, url: absoluteUrl(e.path), markdown: body }));
  files.push([routes.llmsFull(), llmsFullTxt(`${site.title} documentation`, docs)]);
  return { files, twins: entries.length, converted: memo.misses, links: links.length, docs: docs.length };
}

/**
 * Writes `outputs` (made now by default) into the export; a file the last export holds as it is now
 * (every twin but an edited document's, llms.txt unless a title or link changed) is kept from it
 * rather than written again (ExportedSite.writeReusing). Returns them with how many were kept.
 */
export function writeMarkdownOutputs(out: ExportedSite, outputs = markdownOutputs()): MarkdownOutputs & { reused: number } {
  let reused = 0;
  for (const [sitePath, text] of outputs.files) if (out.writeReusing(withoutLeadingSlash(sitePath), text)) reused++;
  return { ...outputs, reused };
}
