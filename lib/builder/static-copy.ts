import fs from 'node:fs';
import path from 'node:path';
import type { ContentPaths } from '../env';
import { linksOutside, walkFiles } from '../fs-walk';
import { shadowedStaticFiles } from '../docusaurus/static-files';

/**
 * Copies the site folder's static/ into the export (its files win over public/'s); the number of
 * files copied. A symbolic link out of the site folder (or to nothing) stops it, naming the link (the checks refused
 * it already: this is for one made since); links inside the folder are copied as the files they
 * name, so the export holds no link.
 *
 * A file at the place of a page the build wrote (`pages`, files of the export: a
 * `static/index.html` beside `src/pages/index.tsx`) is not copied and is listed in `shadowed`: the
 * page wins, as lib/docusaurus/static-files.ts says.
 */
export function copyStaticFolder(paths: ContentPaths, outDir: string, pages: ReadonlySet<string> = new Set()): { copied: number; shadowed: string[] } {
  if (!fs.existsSync(paths.static)) return { copied: 0, shadowed: [] };
  const out = linksOutside(paths.root).filter((l) => l.file.startsWith('static/'));
  if (out.length) throw new Error(`static/ has symbolic links to files outside the site folder or to nothing, not published: ${out.map((l) => `${l.file} → ${l.target}`).join(', ')}`);
  const shadowed = shadowedStaticFiles(walkFiles(paths.static), pages);
  const skip = new Set(shadowed.map((f) => path.join(paths.static, f)));
  fs.cpSync(paths.static, outDir, { recursive: true, force: true, dereference: true, filter: (src) => !skip.has(src) });
  return { copied: walkFiles(paths.static).length - shadowed.length, shadowed };
}
