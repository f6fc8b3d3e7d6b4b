import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../routes';
import { checkManifest, createEngine, type Engine, type Trace } from './engine';
import { type Fragment, fragmentPath, type Manifest } from './sharded-index';

/**
 * The local engine over an export on disk (Node: the relevance bench and test, the search bench),
 * reading the same files the browser fetches. `fetched` lists the site paths read, in order.
 */
export function engineOverFiles(outDir: string, trace?: Trace): { engine: Engine; manifest: Manifest; fetched: string[]; pages: () => string[] } {
  const file = path.join(outDir, routes.searchManifest());
  if (!fs.existsSync(file)) throw new Error(`${file} not found: build the site first (npm run build)`);
  const manifest = checkManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
  const fetched: string[] = [];
  const read = (sitePath: string) => JSON.parse(fs.readFileSync(path.join(outDir, sitePath), 'utf8')) as unknown;
  const engine = createEngine(manifest, async (sitePath) => {
    fetched.push(sitePath);
    return read(sitePath);
  }, trace);
  /** Every indexed page's URL (reads every fragment: for checks, not for searching). */
  const pages = () => Array.from({ length: manifest.pages }, (_, id) => (read(fragmentPath(manifest, id)) as Fragment)[0]);
  return { engine, manifest, fetched, pages };
}
