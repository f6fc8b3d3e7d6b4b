import fs from 'node:fs';
import type { ContentPaths } from '../env';
import { linksOutside, walkFiles } from '../fs-walk';

/**
 * Copies the site folder's static/ into the export (its files win over public/'s); the number of
 * files copied. A symbolic link out of the site folder (or to nothing) stops it, naming the link (the checks refused
 * it already: this is for one made since); links inside the folder are copied as the files they
 * name, so the export holds no link.
 */
export function copyStaticFolder(paths: ContentPaths, outDir: string): number {
  if (!fs.existsSync(paths.static)) return 0;
  const out = linksOutside(paths.root).filter((l) => l.file.startsWith('static/'));
  if (out.length) throw new Error(`static/ has symbolic links to files outside the site folder or to nothing, not published: ${out.map((l) => `${l.file} → ${l.target}`).join(', ')}`);
  fs.cpSync(paths.static, outDir, { recursive: true, force: true, dereference: true });
  return walkFiles(paths.static).length;
}
