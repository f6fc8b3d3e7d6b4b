import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `root`, as paths relative to it with `/` between segments, depth first with each
 * folder's entries in name order; [] when `root` does not exist. `skip(name, rel)` leaves out a file
 * or a whole folder (it is not read).
 */
export function walkFiles(root: string, skip: (name: string, rel: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    const entries = fs.readdirSync(rel ? path.join(root, rel) : root, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (skip(e.name, r)) continue;
      if (e.isDirectory()) visit(r);
      else out.push(r);
    }
  };
  if (fs.existsSync(root)) visit('');
  return out;
}

/** Folders a site keeps that are not its content: their links are tools' business, not published. */
const NOT_CONTENT = new Set(['node_modules', '.git', '.docusaurus', 'build']);

/**
 * The symbolic links under `root` (folders linked to are not entered) whose target is outside it,
 * once every link is resolved: `[{ file: 'docs/a.md', target: '/etc/passwd' }]`, file relative with
 * `/`; and those that resolve to nothing (`missing`), which no reader can read.
 */
export function linksOutside(root: string): { file: string; target: string; missing?: true }[] {
  if (!fs.existsSync(root)) return [];
  const real = fs.realpathSync(root);
  const out: { file: string; target: string; missing?: true }[] = [];
  const visit = (rel: string) => {
    for (const e of fs.readdirSync(rel ? path.join(root, rel) : root, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && !NOT_CONTENT.has(e.name)) visit(r);
      if (!e.isSymbolicLink()) continue;
      let target: string;
      try {
        target = fs.realpathSync(path.join(root, r));
      } catch {
        out.push({ file: r, target: path.resolve(path.join(root, rel), fs.readlinkSync(path.join(root, r))), missing: true });
        continue;
      }
      if (target !== real && !target.startsWith(real + path.sep)) out.push({ file: r, target });
    }
  };
  visit('');
  return out.sort((a, b) => (a.file < b.file ? -1 : 1));
}
