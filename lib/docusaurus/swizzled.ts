/**
 * The theme components a site folder swizzles: each module of its `src/theme/`, named as
 * Docusaurus's theme aliases name it (packages/docusaurus/src/webpack/aliases/index.ts,
 * createAliasesForTheme: the path under src/theme without its extension, and a trailing `/index`
 * dropped; `*.d.ts` and tests left out). Docusaurus draws the site's component in place of the
 * theme's; this engine draws its own, so the checks name each one in a warning (lib/checks/cli.ts)
 * rather than leave it out in silence.
 */
import fs from 'node:fs';
import path from 'node:path';
import { walkFiles } from '../fs-walk';

const MODULE = /\.(js|jsx|ts|tsx)$/;
const LEFT_OUT = /(\.d\.ts|\.test\.[jt]sx?|\.spec\.[jt]sx?)$|(^|\/)__tests__\//;

/** `src/theme/DocItem/Content/index.tsx` → `DocItem/Content`; `src/theme/Root.js` → `Root`; sorted, each once. */
export function swizzledComponents(siteRoot: string): string[] {
  const dir = path.join(siteRoot, 'src', 'theme');
  if (!fs.existsSync(dir)) return [];
  const names = walkFiles(dir)
    .filter((f) => MODULE.test(f) && !LEFT_OUT.test(f))
    .map((f) => f.replace(MODULE, '').replace(/(^|\/)index$/, ''))
    .filter(Boolean);
  return [...new Set(names)].sort();
}

/** The warning's text, or none for a site that swizzles nothing. */
export function swizzledWarning(siteRoot: string): string | undefined {
  const names = swizzledComponents(siteRoot);
  if (!names.length) return undefined;
  return `${names.length} swizzled theme component${names.length > 1 ? 's are' : ' is'} not used here (the engine draws its own): ${names.join(', ')}`;
}
