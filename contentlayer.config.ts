import path from 'node:path';
import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { docusaurusGlobals, esbuildOptionsFor } from './lib/content/compile';
import { contentlayerFields, docFields, postFields } from './lib/content/frontmatter';
import { markdownSettings, rehypePluginsFor, remarkPluginsFor } from './lib/content/markdown';
import { loadSitePlugins } from './lib/content/site-plugins';
import { forgetDocumentsOnPluginChange } from './lib/content/site-plugins-cache';
import { compiledBodyFacts, remarkBodyFacts, shownFacts } from './lib/content/body';
import { isPostSource } from './lib/source-file';
import { contentGlobs, contentPageFolders } from './lib/docusaurus/page-files';
import { contentPaths } from './lib/env';
import { contentFolders } from './lib/content-folders';
import { site } from './lib/site';

const content = contentPaths();
/** A page's facts from its compile, with the headings of the partials it shows (the TOC lists them). */
const factsOf = (raw: string, sourceFilePath: string) =>
  shownFacts(compiledBodyFacts(raw, { post: isPostSource(sourceFilePath), emoji: site.markdown.emoji }), path.join(content.root, sourceFilePath), content.root);

// contentlayer parses and compiles; what a doc or post *is* (id, route, title, tags …) is made
// from these fields by lib/docs/entry.ts and lib/blog/entry.ts, the same functions the checks use.
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: contentGlobs().docs,
  contentType: 'mdx',
  fields: contentlayerFields(docFields),
  // Read once here, from the compile's parse (remarkBodyFacts), so page builds do not parse every body again.
  computedFields: { facts: { type: 'json', resolve: (d) => factsOf(d.body.raw, d._raw.sourceFilePath) } },
}));

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: contentGlobs().blog,
  contentType: 'mdx',
  fields: contentlayerFields(postFields),
  computedFields: { facts: { type: 'json', resolve: (p) => factsOf(p.body.raw, p._raw.sourceFilePath) } },
}));


// An async thunk: contentlayer resolves it before it reads its document cache. The site's own
// remark/rehype plugins are functions, read from its config evaluated here (not from the resolved
// settings' JSON); documents compiled with other plugins are not reused.
export default makeSource(async () => {
  const sitePlugins = await loadSitePlugins(content.root);
  forgetDocumentsOnPluginChange(sitePlugins.fingerprint);
  const ownPlugins = sitePlugins.plugins;
  // The options every compile of Markdown is handed (lib/content/markdown.ts; src/pages get the same).
  const markdown = { ...markdownSettings(site), contentDir: content.root, site: ownPlugins };
  return {
    contentDirPath: content.root,
    contentDirInclude: contentPageFolders(),
    // Files and folders starting with "_" are partials (imported, never pages), as in Docusaurus.
    contentDirExclude: contentGlobs().exclude,
    documentTypes: [Doc, Post],
    onMissingOrIncompatibleData: 'fail',
    onUnknownDocuments: 'skip-ignore',
    onExtraFieldData: 'ignore',
    disableImportAliasWarning: true,
    mdx: {
      remarkPlugins: [remarkBodyFacts, ...remarkPluginsFor(markdown)] as never,
      rehypePlugins: rehypePluginsFor(markdown) as never,
      // Docusaurus hands `markdown.remarkRehypeOptions` to @mdx-js/mdx (docusaurus-mdx-loader/src/processor.ts).
      mdxOptions: (o: Record<string, unknown>) => (ownPlugins.remarkRehypeOptions ? { ...o, remarkRehypeOptions: { ...(o.remarkRehypeOptions as object), ...ownPlugins.remarkRehypeOptions } } : o),
      globals: docusaurusGlobals as never,
      esbuildOptions: esbuildOptionsFor(content.root) as never,
    },
  };
});
