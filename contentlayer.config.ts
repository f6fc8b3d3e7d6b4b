import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { docusaurusGlobals, esbuildOptionsFor } from './lib/content/compile';
import { contentlayerFields, docFields, postFields } from './lib/content/frontmatter';
import { rehypePlugins, remarkPluginsFor } from './lib/content/markdown';
import { compiledBodyFacts, remarkBodyFacts } from './lib/content/body';
import { contentPaths } from './lib/env';
import { site } from './lib/site';

// contentlayer parses and compiles; what a doc or post *is* (id, route, title, tags …) is made
// from these fields by lib/docs/entry.ts and lib/blog/entry.ts, the same functions the checks use.
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: contentlayerFields(docFields),
  // Read once here, from the compile's parse (remarkBodyFacts), so page builds do not parse every body again.
  computedFields: { facts: { type: 'json', resolve: (d) => compiledBodyFacts(d.body.raw) } },
}));

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: contentlayerFields(postFields),
  computedFields: { facts: { type: 'json', resolve: (p) => compiledBodyFacts(p.body.raw) } },
}));

const content = contentPaths();

export default makeSource({
  contentDirPath: content.root,
  contentDirInclude: ['docs', 'blog'],
  // Files and folders starting with "_" are partials (imported, never pages), as in Docusaurus.
  contentDirExclude: ['node_modules', '.git', '**/_*', '**/_*/**'],
  documentTypes: [Doc, Post],
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'skip-ignore',
  onExtraFieldData: 'ignore',
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [remarkBodyFacts, ...remarkPluginsFor({ contentDir: content.root, onBrokenMarkdownLinks: site.onBrokenMarkdownLinks, mermaid: site.markdown.mermaid })] as never,
    rehypePlugins: rehypePlugins as never,
    globals: docusaurusGlobals as never,
    esbuildOptions: esbuildOptionsFor(content.root) as never,
  },
});
