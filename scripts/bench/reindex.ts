// The relevance bench's --reindex: an export's pages indexed in memory by this checkout's engine, as
// the post-build step would index them, and the engine over those files. Imported only once the
// site's settings are in the environment (lib/url.ts, lib/site.ts read them as they load).
import { createEngine, type Engine, type Trace } from '@/lib/search/engine';
import { collectPages, olderVersionRoute } from '@/lib/search/build';
import { indexFiles } from '@/lib/search/index-files';
import { type Fragment, fragmentPath } from '@/lib/search/sharded-index';
import { ExportedSite } from '@/lib/exported-site';
import { site } from '@/lib/site';

export function engineOverExport(outDir: string, trace?: Trace): { engine: Engine; pages: string[]; urlOf: (id: number) => string } {
  const pages = collectPages(new ExportedSite(outDir));
  const { manifest, files } = indexFiles(pages, site.search.synonyms, { olderVersion: olderVersionRoute });
  const engine = createEngine(JSON.parse(JSON.stringify(manifest)), async (p) => {
    const f = files.get(p);
    if (!f) throw new Error(`${p}: not in the index`);
    return JSON.parse(f) as unknown;
  }, trace);
  const urlOf = (id: number) => (JSON.parse(files.get(fragmentPath(manifest, id))!) as Fragment)[0];
  return { engine, pages: pages.map((p) => p.url), urlOf };
}
