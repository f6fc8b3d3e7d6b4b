/**
 * `npm run dev` and an edit to the site's own code (`src/components/Counter.tsx`, a CSS module, a
 * helper they import): the pages that import it, directly or through other modules of the site,
 * are compiled again, so the open page shows the edit without a restart (scripts/dev.ts).
 *
 * contentlayer keeps a compiled doc while its file's modification time is unchanged, and watches
 * only the docs and blog folders; so a doc or post that imports the edited module is marked changed
 * (its modification time set to now: its text is untouched) and contentlayer compiles it again,
 * with the component's new code (an island's chunk too: lib/content/islands.ts rebuilds a chunk
 * whose files changed). Pages of `src/pages/` are compiled again by scripts/dev.ts itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localImports } from '../checks/site-code';
import { CODE_LOADERS, codeOf } from '../docusaurus/islands';

/** A file of the site's own code whose edit reaches the pages that import it: code, styles and MDX partials under `src/`. */
export function isSiteCode(rel: string): boolean {
  const parts = rel.split('/');
  return parts[0] === 'src' && !parts.includes('node_modules') && (path.extname(rel) in CODE_LOADERS || /\.(css|mdx?)$/.test(rel));
}

const isModule = (file: string) => path.extname(file) in CODE_LOADERS || /\.mdx?$/.test(file);

/** The files among `entries` (absolute) that import `changed` (absolute; or any of a set), directly or through the site's other modules. */
export function importersOf(changed: string | ReadonlySet<string>, entries: string[], root: string): string[] {
  const targets: ReadonlySet<string> = typeof changed === 'string' ? new Set([changed]) : changed;
  const reaches = new Map<string, boolean>();
  const visit = (file: string, stack: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (targets.has(file)) return true;
    if (stack.has(file) || !fs.existsSync(file)) return false;
    stack.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const code = path.extname(file) in CODE_LOADERS ? codeOf(file, text) : undefined;
    // Its stylesheets and images too (compiled into the pages that import them), which import nothing.
    const found = localImports(file, text, code, root, true).some((f) => targets.has(f) || (isModule(f) && visit(f, stack)));
    stack.delete(file);
    reaches.set(file, found);
    return found;
  };
  return entries.filter((e) => !targets.has(e) && visit(e, new Set()));
}

/** Marks `files` changed for contentlayer (their modification time now; their text untouched). */
export function markChanged(files: string[], now = new Date()): void {
  for (const f of files) fs.utimesSync(f, now, now);
}
