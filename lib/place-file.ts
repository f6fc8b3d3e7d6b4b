/**
 * Puts the file `from` at `to`, replacing what is there: a hard link to the same file where the file
 * system allows (no bytes written), else a copy (a clone where it can). A new file takes `to`'s
 * place; nothing is written into the old one, so a file `to` was linked to before stays as it was.
 * The kept pages (lib/builder/page-reuse.ts), the last export's unchanged files and the social cards'
 * cache (lib/exported-site.ts) reach an export this way.
 */
import fs from 'node:fs';
import path from 'node:path';

export function placeFile(from: string, to: string): void {
  // The link is tried first: most targets are new, in folders made already, so a file costs one call
  // instead of three (make its folder, remove what is there, link), ~1,400 times for the kept pages
  // of an author's next build at 10 docs versions.
  try {
    fs.linkSync(from, to);
    return;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') fs.mkdirSync(path.dirname(to), { recursive: true });
    else if (code === 'EEXIST') fs.rmSync(to, { force: true });
    else return copy(from, to);
  }
  try {
    fs.linkSync(from, to);
  } catch {
    copy(from, to);
  }
}

// Another device, or a file system without hard links.
function copy(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.rmSync(to, { force: true });
  fs.copyFileSync(from, to, fs.constants.COPYFILE_FICLONE);
}
