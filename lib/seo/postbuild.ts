/**
 * Post-build (scripts/postbuild/20-markdown.mjs): the Markdown twin of every routed doc and post,
 * `/llms.txt` and `/llms-full.txt`, written into out/ from the MDX sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../routes';
import { site } from '../site';
import { llmsFullTxt, llmsTxt } from './llms';
import { markdownTwin, mdxToMarkdown } from './markdown';
import { contentEntries, type ContentEntry } from './source';
import { absoluteUrl } from './url';

const SUMMARY = `${site.title} (OSO) measures the impact of open source software: it collects public data on projects' code, packages, onchain contracts and funding, and publishes open datasets, metrics and APIs.`;
const DETAILS = `Every link below is the Markdown version of a page of the OSO documentation or blog. ${absoluteUrl(routes.llmsFull())} holds all the docs in one file.`;

function twinBody(e: ContentEntry): string {
  const page = absoluteUrl(e.path);
  return mdxToMarkdown(e.raw, {
    readData: (src) => JSON.parse(fs.readFileSync(path.resolve('content', path.dirname(e.source), src), 'utf8')),
    // Root paths carry the base path; the rest resolve against the page, as the browser does.
    resolveUrl: (url) => (url.startsWith('/') && !url.startsWith('//') ? absoluteUrl(url) : new URL(url, page).href),
  });
}

function write(outDir: string, sitePath: string, text: string) {
  const file = path.join(outDir, sitePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export function writeMarkdownOutputs(outDir: string) {
  const entries = contentEntries().map((e) => ({ e, body: twinBody(e) }));
  for (const { e, body } of entries) {
    write(outDir, e.markdown, markdownTwin({ title: e.title, description: e.description, url: absoluteUrl(e.path), lastUpdated: e.lastUpdated }, body));
  }
  const listed = entries.filter(({ e }) => e.listed);
  const links = listed.map(({ e }) => ({ title: e.title, url: absoluteUrl(e.markdown), description: e.description, section: e.group }));
  write(outDir, routes.llms(), llmsTxt({ title: site.title, summary: SUMMARY, details: DETAILS }, links));
  const docs = listed.filter(({ e }) => e.kind === 'doc').map(({ e, body }) => ({ title: e.title, url: absoluteUrl(e.path), markdown: body }));
  write(outDir, routes.llmsFull(), llmsFullTxt(`${site.title} documentation`, docs));
  return { twins: entries.length, links: links.length, docs: docs.length };
}
