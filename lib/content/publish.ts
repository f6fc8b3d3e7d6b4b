import fs from 'node:fs';
import path from 'node:path';
import { contentPaths } from '../env';
import { docTags } from '../docs/tags';
import { listedDocs } from '../docs/source';
import { PLACEHOLDER, routes } from '../routes';
import { copyAssets } from './assets';

/** Copy the content folder's static/ into the export (its files win over public/'s) and the staged assets. */
export function copyContentFiles(outDir: string): { statics: number; assets: number } {
  const dir = contentPaths().static;
  let statics = 0;
  if (fs.existsSync(dir)) {
    fs.cpSync(dir, outDir, { recursive: true, force: true });
    statics = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  }
  return { statics, assets: copyAssets(outDir) };
}

/**
 * The placeholder pages of content-driven routes with nothing to show (see orPlaceholder), and a
 * list page that rendered notFound() because its list is empty (the docs tags of a site without
 * tags): a static host must answer 404 there, as Docusaurus has no such route.
 */
export function removePlaceholders(outDir: string, emptyLists: string[]): number {
  let n = 0;
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const full = path.join(dir, e.name);
      if (e.name === PLACEHOLDER) {
        fs.rmSync(full, { recursive: true, force: true });
        n++;
      } else walk(full);
    }
  };
  walk(outDir);
  for (const route of emptyLists) {
    fs.rmSync(path.join(outDir, route), { recursive: true, force: true });
    n++;
  }
  return n;
}

/** The post-build step for content: static files, assets, and no placeholder pages left behind. */
export function publishContent(outDir: string) {
  const files = copyContentFiles(outDir);
  const removed = removePlaceholders(outDir, docTags(listedDocs()).length ? [] : [routes.docsTags()]);
  return { ...files, removed };
}
