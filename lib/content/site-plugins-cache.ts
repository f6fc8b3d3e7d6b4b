/**
 * contentlayer keeps each compiled document while its file's mtime is unchanged, under a key made
 * from its own config's bundle: the site's plugins, evaluated at run time, are in neither. So a
 * plugin edit would leave every page compiled by the old plugin. The fingerprint of the site's
 * plugins (./site-plugins.ts) is noted beside contentlayer's cache, and that cache is dropped when
 * it differs. (The page reuse and the up-to-date check see the edit already: the config's local
 * imports are among its inputs, lib/builder/up-to-date.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';

const STAMP = 'oso-site-plugins.json';

/** Drops contentlayer's document cache in `cacheDir` unless it was made with plugins of this fingerprint. */
export function forgetDocumentsOnPluginChange(fingerprint: string, cacheDir = path.resolve('.contentlayer', '.cache')): boolean {
  const stamp = path.join(cacheDir, STAMP);
  let before: string | undefined;
  try {
    before = (JSON.parse(fs.readFileSync(stamp, 'utf8')) as { fingerprint?: string }).fingerprint;
  } catch {
    before = undefined;
  }
  if (before === fingerprint) return false;
  let dropped = false;
  if (fs.existsSync(cacheDir)) {
    for (const e of fs.readdirSync(cacheDir, { withFileTypes: true, recursive: true })) {
      // contentlayer's data cache: `.cache/v<version>/data-<config hash>.json`.
      if (e.isFile() && /^data-.*\.json$/.test(e.name)) {
        fs.rmSync(path.join(e.parentPath, e.name), { force: true });
        dropped = true;
      }
    }
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(stamp, `${JSON.stringify({ fingerprint })}\n`);
  return dropped;
}
