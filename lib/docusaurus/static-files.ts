/**
 * Which of the site folder's static/ files the export publishes where a page is built too.
 * Docusaurus copies static/ while it bundles the client
 * (packages/docusaurus/src/webpack/plugins/StaticDirectoriesCopyPlugin.ts) and writes its pages
 * afterwards (packages/docusaurus/src/ssg/ssg.ts), over any file of the same name: a
 * `static/index.html` beside `src/pages/index.tsx` is not the site's home page, the page is.
 */

/** The static/ files (relative to static/) that a page the build wrote (`pages`, files of the export) replaces. */
export const shadowedStaticFiles = (staticFiles: string[], pages: ReadonlySet<string>): string[] => staticFiles.filter((f) => pages.has(f));
