/**
 * Route folders under app/ written from templates before `next build` or `next dev` reads app/
 * (Next routes by folders, and a folder cannot be named after a setting): the blog's at its
 * routeBasePath (./blog-route-folder.ts), each non-default locale's root (./locale-route-folders.ts).
 *
 * A generated top-level folder holds a mark file (its kind's own name) and a .gitignore of `*`; a
 * top-level folder without a mark is the engine's own and is never written over. A file already as
 * it should be is not written again (next dev watches app/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { walkFiles } from '../fs-walk';

/** The route group every route of the engine is in, under the default locale's root layout. */
export const SITE_ROUTES = path.join('app', '(site)');

export type GeneratedFolder = {
  /** Where the folders go: app/ or app/(site)/, absolute. */
  parent: string;
  /** The mark file's name ('.generated-blog-routes') and text. */
  mark: string;
  markText: string;
  /** The folders of this kind that should exist, by top-level name, each with its files (path in the top folder → text). */
  folders: Map<string, Map<string, string>>;
  /** The one-line error when a wanted folder is one of the engine's own. */
  taken: (top: string) => string;
};

/** A template folder's files (relative path → text), each through `transform`. */
export function templateFiles(template: string, transform: (text: string) => string = (t) => t): Map<string, string> {
  return new Map(walkFiles(template).map((rel) => [rel, transform(fs.readFileSync(path.join(template, rel), 'utf8'))]));
}

/** Writes the wanted folders and removes every other folder of this kind (its mark) under `parent`. */
export function writeGeneratedFolders(g: GeneratedFolder): void {
  fs.mkdirSync(g.parent, { recursive: true });
  for (const d of fs.readdirSync(g.parent, { withFileTypes: true })) {
    if (d.isDirectory() && !g.folders.has(d.name) && fs.existsSync(path.join(g.parent, d.name, g.mark))) fs.rmSync(path.join(g.parent, d.name), { recursive: true, force: true });
  }
  for (const [top, files] of g.folders) {
    const topDir = path.join(g.parent, top);
    if (fs.existsSync(topDir) && !fs.existsSync(path.join(topDir, g.mark))) {
      throw new Error(g.taken(top));
    }
    const wanted = new Map<string, string>([
      [path.join(topDir, g.mark), g.markText],
      [path.join(topDir, '.gitignore'), '*\n'],
      ...[...files].map(([rel, text]): [string, string] => [path.join(topDir, rel), text]),
    ]);
    if (fs.existsSync(topDir)) {
      for (const rel of walkFiles(topDir)) {
        const abs = path.join(topDir, rel);
        if (!wanted.has(abs)) fs.rmSync(abs);
      }
    }
    for (const [file, text] of wanted) {
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
    removeEmptyFolders(topDir);
  }
}

function removeEmptyFolders(dir: string): void {
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    const sub = path.join(dir, d.name);
    removeEmptyFolders(sub);
    if (!fs.readdirSync(sub).length) fs.rmdirSync(sub);
  }
}
