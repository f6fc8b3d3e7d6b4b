/**
 * What the OSO site's own words, links and images look like in a file of an export: none of them
 * may appear in another site's export (the engine carries no site). Shared by the specs that build
 * a foreign site.
 */
import fs from 'node:fs';
import path from 'node:path';

const OSO = /Open Source Observer|opensource\.observer|opensource-observer|Kariba|pyoso|oso-emblem|\bOSO\b/;
const TEXT = /\.(html|txt|xml|json|webmanifest|js|css|md|svg)$/;

/** Each file of `dir` (an export) whose text names the OSO site, with the first words that do. */
export function osoTraces(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else if (TEXT.test(e.name)) {
        const m = OSO.exec(fs.readFileSync(f, 'utf8'));
        if (m) found.push(`${path.relative(dir, f)}: "${m[0]}"`);
      }
    }
  };
  walk(dir);
  return found;
}
