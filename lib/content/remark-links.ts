/**
 * Remark plugin for the compile: every URL a doc or post writes, made to work on this site the way
 * it worked on Docusaurus.
 * - `.md`/`.mdx` links become the route of that doc or post (relative to the file that writes
 *   them, a partial included); one that resolves to nothing warns, or fails with
 *   `onBrokenMarkdownLinks: 'throw'`.
 * - Files beside the content (`./shot.png`, `../integrate/x.png`, `./report.pdf`) are published
 *   under /assets/; images get their width and height.
 * - Other relative links (`./project`, `../../tutorials`) resolve against the page's Docusaurus URL.
 * - Relative imports resolve from the importing file (an `index.mdx` included), so esbuild finds them.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import type {} from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { defaultLocaleSource } from '../i18n/sources';
import { fsLookup, isMdLink, resolveMdLink, type Lookup } from '../docusaurus/md-links';
import { IMAGE, localFile, publishAsset } from './assets';
import { JSX_AS_COMPONENT } from '../docusaurus/module-names';
import { isImportedFile } from '../docusaurus/mdx-syntax';
import { docusaurusPermalink, isRelativeLink, resolveRelativeLink } from '../docusaurus/permalinks';

export type LinkOptions = { contentDir: string; onBrokenMarkdownLinks: 'throw' | 'warn' | 'log' | 'ignore' };

/** JSX attributes that hold URLs, by element. */
const URL_ATTRS: Record<string, string[]> = { a: ['href'], img: ['src'], source: ['src'], video: ['src', 'poster'], audio: ['src'], Link: ['to', 'href'] };


/** The file being compiled: a real path for an imported partial, else the document contentlayer names. */
export function currentFile(file: VFile, contentDir: string): { abs: string; page: string } | undefined {
  const written = file.data.rawDocumentData?.sourceFilePath;
  if (!written) return undefined;
  // A translated doc links as its default twin does: Docusaurus resolves its links in the docs' folder (lib/i18n/sources.ts).
  const page = defaultLocaleSource(written);
  const own = isImportedFile(file) ? path.resolve(file.path) : undefined;
  return { abs: own ?? path.join(contentDir, written), page };
}

/**
 * How URLs written in `fileAbs` (the page `page`, or a partial it imports) are rewritten for this
 * site: the one rule the compile and the Markdown twins share.
 */
export function urlResolver(options: LinkOptions & { lookup?: Lookup }, page: string, fileAbs: string) {
  const lookup = options.lookup ?? fsLookup(options.contentDir);
  const fromRel = defaultLocaleSource(path.relative(options.contentDir, fileAbs).split(path.sep).join('/'));
  const permalink = docusaurusPermalink({ source: page, data: lookup(page)?.data ?? {} });
  return (url: string, line?: number): { url: string; file?: string } => {
    if (isMdLink(url)) {
      const to = resolveMdLink(fromRel, url, lookup);
      if (to) return { url: to };
      const msg = `${path.join(path.basename(options.contentDir), fromRel)}${line ? `:${line}` : ''}: markdown link "${url}" does not resolve to a doc or post`;
      if (options.onBrokenMarkdownLinks === 'throw') throw new Error(msg);
      if (options.onBrokenMarkdownLinks === 'warn') console.warn(`warning ${msg}; left as written`);
      if (options.onBrokenMarkdownLinks === 'log') console.log(`${msg}; left as written`);
      return { url };
    }
    const abs = localFile(fileAbs, url);
    if (abs) return { url: publishAsset(abs).url + url.replace(/^[^?#]*/, ''), file: abs };
    return { url: isRelativeLink(url) ? resolveRelativeLink(permalink, url) : url };
  };
}

export function remarkLinks(options: LinkOptions) {
  const lookup = fsLookup(options.contentDir);
  return (tree: Root, file: VFile) => {
    const where = currentFile(file, options.contentDir);
    if (!where) return;
    const rewrite = urlResolver({ ...options, lookup }, where.page, where.abs);

    visit(tree, (node) => {
      if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url) {
        const r = rewrite(node.url, node.position?.start.line);
        node.url = r.url;
        const size = node.type === 'image' && r.file && IMAGE.test(r.file) ? publishAsset(r.file).size : null;
        if (size) node.data = { ...node.data, hProperties: { ...size, ...node.data?.hProperties } };
        return;
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && URL_ATTRS[node.name]) {
        for (const a of node.attributes ?? []) {
          if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string' && URL_ATTRS[node.name].includes(a.name)) {
            a.value = rewrite(a.value, node.position?.start.line).url;
          }
        }
        node.name = JSX_AS_COMPONENT[node.name] ?? node.name;
        return;
      }
      if (node.type === 'mdxjsEsm') {
        for (const s of node.data?.estree?.body ?? []) {
          // Imports and re-exports (`export … from`) name a module.
          const source = 'source' in s ? s.source : undefined;
          const spec = source?.value;
          if (!source || typeof spec !== 'string' || !/^\.\.?\//.test(spec)) continue;
          const abs = path.resolve(path.dirname(where.abs), spec);
          source.value = abs;
          source.raw = JSON.stringify(abs);
        }
      }
    });
  };
}
