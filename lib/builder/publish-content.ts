import { contentPaths } from '../env';
import { docByRoute, listedDocTags } from '../docs/source';
import { docsVersions } from '../docusaurus/versions';
import { routeBases } from '../route-bases';
import { PLACEHOLDER, routes } from '../routes';
import { assetNamesIn, copyAssets } from '../content/assets';
import type { ExportedSite } from '../exported-site';
import { sitePages } from '../docusaurus/built-pages';
import { site as settings } from '../site';
import { absentRoutes } from './absent-routes';
import { BASE_PATH, withoutTrailingSlash } from '../url';
import { copyStaticFolder } from './static-copy';
import { writeClientRedirects } from '../docusaurus/client-redirects';

/**
 * Copy the content folder's static/ into the export (its files win over public/'s) and the staged
 * assets its pages name.
 */
export function copyContentFiles(site: ExportedSite): { statics: number; assets: number } {
  // The pages Next wrote, static/'s files not yet copied: any .html file of the export is one.
  const built = new Set(site.files().filter((f) => f.endsWith('.html') && !f.startsWith('_next/')));
  const { copied, shadowed } = copyStaticFolder(contentPaths(), site.dir, built);
  for (const f of shadowed) {
    site.forgetVerbatim(f);
    console.warn(`⚠ static/${f}: a page of the site is built at its place; the page is published, as in Docusaurus`);
  }
  const used = new Set(site.pages().flatMap((p) => assetNamesIn(p.html)));
  return { statics: copied, assets: copyAssets(site.dir, used) };
}

/**
 * The placeholder pages of content-driven routes with nothing to show (see orPlaceholder), and a
 * list page that rendered notFound() because its list is empty (the docs tags of a site without
 * tags): a static host must answer 404 there, as Docusaurus has no such route.
 */
export function removePlaceholders(site: ExportedSite, emptyLists: string[]): number {
  const dirs = new Set<string>();
  for (const f of site.files()) {
    // `_/index.html`, or `_.html` and `_.txt` beside `_/` for a trailingSlash: false site.
    const parts = f.split('/').map((p) => p.replace(/\.(html|txt)$/, ''));
    const at = parts.indexOf(PLACEHOLDER);
    if (at >= 0) dirs.add(parts.slice(0, at + 1).join('/'));
  }
  for (const d of [...dirs, ...emptyLists].map(withoutTrailingSlash)) for (const f of [d, `${d}.html`, `${d}.txt`]) site.remove(f);
  return dirs.size + emptyLists.length;
}

/** The post-build step for content: static files, assets, and no placeholder pages left behind. */
export function publishContent(site: ExportedSite) {
  const files = copyContentFiles(site);
  // The copied files join the list (a walk over the whole export: none when nothing was copied).
  if (files.statics || files.assets) site.rescan();
  // Each version's tags list without tags (a placeholder page that rendered notFound()).
  const removed = removePlaceholders(site, docsVersions().filter((v) => !listedDocTags(v.name).length).map((v) => routes.docsTags(v.pathPart)));
  // `/` is the site's src/pages/index, or, with the docs at the root, the doc with slug '/', or, with the blog at the root, its list.
  const home = sitePages().some((p) => p.route === '') || (routeBases().docs === '' && Boolean(docByRoute(''))) || (settings.blog.enabled && settings.blog.listAtRoot === true);
  const absent = absentRoutes(site, { home, blog: settings.blog.enabled });
  // After the pages that are not the site's are gone: a redirect goes to a page the site has.
  const redirects = writeClientRedirects(site, settings.clientRedirects, { trailingSlash: settings.trailingSlash, basePath: BASE_PATH });
  if (redirects.written) console.log(`  client redirects (@docusaurus/plugin-client-redirects): ${redirects.written} page(s) written`);
  for (const w of redirects.warnings) console.warn(`⚠ client redirects: ${w}`);
  return { ...files, removed: removed + absent, redirects: redirects.written };
}
