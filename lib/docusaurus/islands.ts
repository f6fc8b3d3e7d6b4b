/**
 * Which of a site's own modules are islands: code that needs the browser, so its components are
 * hydrated there alone (the rest of the page stays server-rendered HTML with no JavaScript).
 *
 * Docusaurus hydrates every page whole (packages/docusaurus/src/client/clientEntry.tsx); this
 * engine renders pages on the server only, so it decides per module, by reading it, which code
 * must also run in the browser. The rule (CONTENT.md, "Interactive components"): a module of the
 * site (not node_modules) is an island when, types and comments stripped and string literals
 * ignored, it
 * - starts with the `'use client'` directive, or
 * - calls a hook of state, effects or refs (`useState`, `useReducer`, `useEffect`, `useLayoutEffect`,
 *   `useRef`, `useSyncExternalStore`, `useTransition`, …) or has class state (`this.setState`,
 *   `componentDidMount`), or
 * - hands an element an event handler (`onClick={…}`, any `on` + capital prop), or
 * - reads a browser global (`window.`, `document.`, `localStorage.`, `sessionStorage.`, `navigator.`), or
 * - imports `@docusaurus/BrowserOnly`, `@docusaurus/useIsBrowser` or `@docusaurus/theme-common` (`useColorMode`):
 *   what it shows changes once in the browser (the reader's colour mode is known there only).
 * What a module imports from its own folder is bundled with it, so one island carries its helpers.
 */
import path from 'node:path';
import { transformSync, type Loader } from 'esbuild';

const HOOKS = /\b(useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useRef|useSyncExternalStore|useTransition|useDeferredValue|useImperativeHandle|useOptimistic|useActionState|componentDidMount|componentDidUpdate)\s*\(|(?<=\bthis\.)(setState)\s*\(/g;
const HANDLERS = /\b(on[A-Z]\w*)\s*:/g;
const BROWSER = /\b(window|document|localStorage|sessionStorage|navigator)\s*[.[]/g;
const BROWSER_MODULES = /\bfrom\s*["'](@docusaurus\/(?:BrowserOnly|useIsBrowser|theme-common))["']/g;
const CONSTRUCTS = [HOOKS, HANDLERS, BROWSER, BROWSER_MODULES];
const USE_CLIENT = /^\s*(?:(["'])use strict\1;?\s*)?(["'])use client\2/;

/** Code files of a site, as esbuild loads them. */
export const CODE_LOADERS: Record<string, Loader> = { '.tsx': 'tsx', '.ts': 'ts', '.jsx': 'jsx', '.js': 'jsx', '.mjs': 'jsx' };

/** String literals, whose text is not code (a template's `${…}` goes with it: good enough here). */
const STRINGS = /(["'`])(?:\\[\s\S]|(?!\1)[^\\])*\1/g;

/**
 * A code module's text without types and comments, its JSX as calls (esbuild), so JSX text is string
 * literals and a handler is a prop `onClick: …`; undefined if it does not parse.
 */
export function codeOf(file: string, text: string): string | undefined {
  try {
    return transformSync(text, { loader: CODE_LOADERS[path.extname(file)] ?? 'tsx', jsx: 'automatic', legalComments: 'none' }).code;
  } catch {
    return undefined;
  }
}

/** What in `code` (as codeOf gives it) runs only in the browser, in the order it first appears. */
export function clientConstructs(code: string): string[] {
  const found = new Map<string, number>();
  if (USE_CLIENT.test(code)) found.set("'use client'", -1);
  // Import sources are strings: read them before strings are blanked.
  for (const m of code.matchAll(BROWSER_MODULES)) if (!found.has(m[1])) found.set(m[1], m.index);
  const text = code.replace(STRINGS, '""');
  for (const re of CONSTRUCTS) {
    if (re === BROWSER_MODULES) continue;
    for (const m of text.matchAll(re)) {
      const name = m[1] ?? m[2];
      if (!found.has(name)) found.set(name, m.index);
    }
  }
  return [...found].sort((a, b) => a[1] - b[1]).map(([name]) => name);
}

/** Why the module at `file` (its source `text`) is an island, or [] when it renders on the server alone. */
export function islandReasons(file: string, text: string): string[] {
  const code = codeOf(file, text);
  return code === undefined ? [] : clientConstructs(code);
}
