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
