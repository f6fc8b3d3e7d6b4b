import path from 'node:path';

/**
 * Where a server-relative import (`import Tip from '/src/components/Tip'`) is looked up, in order:
 * the site's static/ folder, then the site folder, as webpack's `resolve.roots` in Docusaurus
 * (packages/docusaurus/src/webpack/base.ts: the static directories, the site directory). The
 * compile (lib/content/compile.ts) tries each.
 */
export const importRoots = (siteRoot: string): string[] => [path.join(siteRoot, 'static'), siteRoot];
