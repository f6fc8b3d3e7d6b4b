import path from 'node:path';
import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { docusaurusGlobals, esbuildOptionsFor } from './lib/content/compile';
import { contentlayerFields, docFields, postFields } from './lib/content/frontmatter';
import { rehypePlugins, remarkPluginsFor } from './lib/content/markdown';
import { compiledBodyFacts, remarkBodyFacts, shownFacts } from './lib/content/body';
import { isPostSource } from './lib/source-file';
import { contentPaths } from './lib/env';
import { site } from './lib/site';

const content = contentPaths();
/** A page's facts from its compile, with the headings of the partials it shows (the TOC lists them). */
const factsOf = (raw: string, sourceFilePath: string) =>
  shownFacts(compiledBodyFacts(raw, { post: isPostSource(sourceFilePath), emoji: site.markdown.emoji }), path.join(content.root, sourceFilePath), content.root);

// contentlayer parses and compiles; what a doc or post *is* (id, route, title, tags …) is made
// from these fields by lib/docs/entry.ts and lib/blog/entry.ts, the same functions the checks use.
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: contentlayerFields(docFields),
  // Read once here, from the compile's parse (remarkBodyFacts), so page builds do not parse every body again.
  computedFields: { facts: { type: 'json', resolve: (d) => factsOf(d.body.raw, d._raw.sourceFilePath) } },
}));

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: contentlayerFields(postFields),
  computedFields: { facts: { type: 'json', resolve: (p) => factsOf(p.body.raw, p._raw.sourceFilePath) } },
}));


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
    remarkPlugins: [remarkBodyFacts, ...remarkPluginsFor({ contentDir: content.root, onBrokenMarkdownLinks: site.onBrokenMarkdownLinks, mermaid: site.markdown.mermaid, emoji: site.markdown.emoji })] as never,
    rehypePlugins: rehypePlugins as never,
    globals: docusaurusGlobals as never,
    esbuildOptions: esbuildOptionsFor(content.root) as never,
  },
});
