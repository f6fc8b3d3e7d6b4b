/**
 * Site code that cannot run in the browser: an event handler written on an HTML element in MDX
 * (`<button onClick={() => …}>` in a doc, a post, a page of `src/pages/`, or an MDX partial they
 * import). A component module of the site that needs the browser is hydrated there as an island
 * (lib/docusaurus/islands.ts), but an MDX body is rendered once, on the server, and a function
 * cannot be written into HTML: each such handler is named, with its line, never dropped silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CODE_LOADERS, codeOf } from '../docusaurus/islands';
import { listPageFiles } from '../docusaurus/page-files';
import type { ContentTree } from './read';
import { warning, type Issue } from './types';

const CODE = Object.keys(CODE_LOADERS);
const EXTENSIONS = [...CODE, '.mdx', '.md'];

const FENCED = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\S\n]*$/gm;
const MDX_IMPORT = /^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const CODE_IMPORT = /\b(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;
/** An event handler written on an element in MDX (`<button onClick={…}>`), outside code (fences, inline code). */
const MDX_HANDLER = /<([a-z][\w-]*)\b[^<>]*?\s(on[A-Z]\w*)\s*=/g;

/** A local import (`./x`, `../x`, `@site/x`) as the file esbuild would load, or undefined; a code or MDX file unless `anyFile` (a stylesheet, an image). */
function resolveLocal(spec: string, from: string, root: string, anyFile = false): string | undefined {
  const base = spec.startsWith('@site/') ? path.join(root, spec.slice('@site/'.length)) : /^\.\.?\//.test(spec) ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile() && (anyFile || EXTENSIONS.includes(path.extname(f))));
}

/** The line of each handler on an HTML element in an MDX body, with its element and prop. */
export function mdxHandlers(text: string): { line: number; element: string; prop: string }[] {
  const blanked = text.replace(FENCED, (m) => m.replace(/[^\n]/g, ' ')).replace(/`[^`\n]*`/g, (m) => ' '.repeat(m.length));
  return [...blanked.matchAll(MDX_HANDLER)].map((m) => ({ line: blanked.slice(0, m.index + m[0].length).split('\n').length, element: m[1], prop: m[2] }));
}

/** The imports of a file: an MDX body's ESM lines (not those shown in code blocks), or a module's. */
function importsOf(file: string, text: string, code: string | undefined): string[] {
  if (code === undefined) return [...text.replace(FENCED, '').matchAll(MDX_IMPORT)].map((m) => m[1]);
  return [...code.matchAll(CODE_IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The site's own files `file` imports (`./x`, `../x`, `@site/x`), as esbuild would load them (code and MDX, or any file); `code` as codeOf gives it for a code module. */
export function localImports(file: string, text: string, code: string | undefined, root: string, anyFile = false): string[] {
  return importsOf(file, text, code).flatMap((spec) => resolveLocal(spec, file, root, anyFile) ?? []);
}

/** The warning for every module the site's pages reach that runs only in the browser. */
export function checkSiteCode(tree: ContentTree): Issue[] {
  const root = tree.paths.root;
  const pagesDir = path.join(root, 'src', 'pages');
  const entries = [...tree.docs, ...tree.posts].map((s) => path.join(root, s.rel));
  if (fs.existsSync(pagesDir)) entries.push(...listPageFiles(pagesDir).map((p) => path.join(pagesDir, p.rel)));
  const seen = new Set<string>();
  const issues: Issue[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const isCode = CODE.includes(path.extname(file));
    const code = isCode ? codeOf(file, text) : undefined;
    if (isCode && code === undefined) return;
    // A code module that needs the browser is an island (lib/docusaurus/islands.ts): nothing to say.
    // A handler on an element written in MDX has no component to hydrate: the build names it.
    if (!isCode) {
      for (const h of mdxHandlers(text)) {
        issues.push(warning('site/client-code', `${tree.shownPath(file)}:${h.line}`, `<${h.element} ${h.prop}={…}> in MDX is not kept (the page is HTML without scripts); move the element into a component of src/components, which then runs in the browser as an island`));
      }
    }
    for (const target of localImports(file, text, code, root)) visit(target);
  };
  for (const e of entries) visit(e);
  return issues;
}
