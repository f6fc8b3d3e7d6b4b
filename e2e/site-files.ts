// What every fixture site writer (e2e/*-site.ts, e2e/locale-sites.ts, e2e/engine-pages.ts) does: write
// a file into the site folder, and write the site when run by hand (`npx tsx --tsconfig
// tsconfig.scripts.json e2e/blog-root-site.ts /tmp/dir`).
import fs from 'node:fs';
import path from 'node:path';

/** Writes `text` at `file` (relative) in the site folder `root`, making its folders. */
export function writeSiteFile(root: string, file: string, text: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** Runs `main` with the command line's arguments when `moduleFile` (its `import.meta.filename`) is the script node was started with. */
export function whenRunAsScript(moduleFile: string, main: (args: string[]) => void): void {
  if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(moduleFile)) main(process.argv.slice(2));
}
