/**
 * Site code that needs the browser: a module of the site (one its docs, posts or `src/pages/`
 * import, and what those import in turn) that keeps state, runs effects, holds refs, handles
 * events or reads browser globals. Its page is rendered once, at build time, as Docusaurus's
 * server render would (lib/docusaurus/server-react.ts): it shows the component's first state and
 * nothing of it runs in the browser. One warning per module, however many pages use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync, type Loader } from 'esbuild';
import { listPageFiles } from '../docusaurus/page-files';
import type { ContentTree } from './read';
import { warning, type Issue } from './types';

const HOOKS = /\b(useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useRef|useSyncExternalStore|useTransition|useDeferredValue|useImperativeHandle|useOptimistic|useActionState|componentDidMount|componentDidUpdate)\s*\(|(?<=\bthis\.)(setState)\s*\(/g;
const HANDLERS = /\b(on[A-Z]\w*)\s*:/g;
const BROWSER = /\b(window|document|localStorage|sessionStorage|navigator)\s*[.[]/g;
const CONSTRUCTS = [HOOKS, HANDLERS, BROWSER];

const CODE = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];
const EXTENSIONS = [...CODE, '.mdx', '.md'];
const LOADERS: Record<string, Loader> = { '.tsx': 'tsx', '.ts': 'ts', '.jsx': 'jsx', '.js': 'jsx', '.mjs': 'jsx' };

const FENCED = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\S\n]*$/gm;
const MDX_IMPORT = /^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const CODE_IMPORT = /\b(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;
/** String literals, whose text is not code (a template's `${…}` goes with it: good enough for a warning). */
const STRINGS = /(["'`])(?:\\[\s\S]|(?!\1)[^\\])*\1/g;

/** A local import (`./x`, `../x`, `@site/x`) as the file esbuild would load, or undefined. */
function resolveLocal(spec: string, from: string, root: string): string | undefined {
  const base = spec.startsWith('@site/') ? path.join(root, spec.slice('@site/'.length)) : /^\.\.?\//.test(spec) ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile() && EXTENSIONS.includes(path.extname(f)));
}

/**
 * A code module's text without types and comments, its JSX as calls (esbuild), so JSX text is string
 * literals and a handler is a prop `onClick: …`; undefined if it does not parse.
 */
function codeOf(file: string, text: string): string | undefined {
  try {
    return transformSync(text, { loader: LOADERS[path.extname(file)] ?? 'tsx', jsx: 'automatic', legalComments: 'none' }).code;
  } catch {
    return undefined;
  }
}

/** What in `code` runs only in the browser, in the order it first appears. */
export function clientConstructs(code: string): string[] {
  const text = code.replace(STRINGS, '""');
  const found = new Map<string, number>();
  for (const re of CONSTRUCTS) {
    for (const m of text.matchAll(re)) {
      const name = m[1] ?? m[2];
      if (!found.has(name)) found.set(name, m.index);
    }
  }
  return [...found].sort((a, b) => a[1] - b[1]).map(([name]) => name);
}

/** The imports of a file: an MDX body's ESM lines (not those shown in code blocks), or a module's. */
function importsOf(file: string, text: string, code: string | undefined): string[] {
  if (code === undefined) return [...text.replace(FENCED, '').matchAll(MDX_IMPORT)].map((m) => m[1]);
  return [...code.matchAll(CODE_IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
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
    const found = code === undefined ? [] : clientConstructs(code);
    if (found.length) issues.push(warning('site/client-code', tree.shownPath(file), `${found.join(', ')}: the component renders its first state; it does not run in the browser here`));
    for (const spec of importsOf(file, text, code)) {
      const target = resolveLocal(spec, file, root);
      if (target) visit(target);
    }
  };
  for (const e of entries) visit(e);
  return issues;
}
