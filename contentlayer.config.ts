import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import readingTime from 'reading-time';
import { extractHeadings, firstH1 } from './lib/content/toc';
import { docRouteOf, docIdOf } from './lib/docs/paths';
import { postDateOf, postSlugOf, splitExcerpt } from './lib/blog/files';
import { rehypePlugins, remarkPlugins } from './lib/content/markdown';

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;
const strList = { type: 'list', of: { type: 'string' } } as const;

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: {
    title: str,
    id: str,
    slug: str,
    description: str,
    keywords: strList,
    image: str,
    tags: strList,
    sidebar_label: str,
    sidebar_position: num,
    sidebar_class_name: str,
    draft: bool,
    unlisted: bool,
    hide_title: bool,
    hide_table_of_contents: bool,
    toc_min_heading_level: num,
    toc_max_heading_level: num,
    pagination_label: str,
    pagination_prev: str,
    pagination_next: str,
    aliases: strList,
    last_update: { type: 'json' },
  },
  computedFields: {
    docId: { type: 'string', resolve: (d) => docIdOf(d._raw.sourceFilePath, d.id) },
    route: { type: 'string', resolve: (d) => docRouteOf(d._raw.sourceFilePath, d.slug) },
    pageTitle: {
      type: 'string',
      resolve: (d) => d.title ?? firstH1(d.body.raw) ?? d._raw.sourceFileName.replace(/\.mdx?$/, ''),
    },
    headings: { type: 'json', resolve: (d) => extractHeadings(d.body.raw) },
  },
}));

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/**/*.{md,mdx}',
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    slug: str,
    date: str,
    description: str,
    authors: strList,
    tags: strList,
    image: str,
    draft: bool,
    unlisted: bool,
    hide_table_of_contents: bool,
    last_update: { type: 'json' },
  },
  computedFields: {
    postSlug: { type: 'string', resolve: (p) => postSlugOf(p._raw.sourceFilePath, p.slug) },
    postDate: { type: 'string', resolve: (p) => postDateOf(p._raw.sourceFilePath, p.date) },
    readingMinutes: { type: 'number', resolve: (p) => Math.max(1, Math.ceil(readingTime(p.body.raw).minutes)) },
    excerptRaw: { type: 'string', resolve: (p) => splitExcerpt(p.body.raw).excerpt },
    hasTruncate: { type: 'boolean', resolve: (p) => splitExcerpt(p.body.raw).truncated },
    headings: { type: 'json', resolve: (p) => extractHeadings(p.body.raw) },
  },
}));

export default makeSource({
  contentDirPath: 'content',
  documentTypes: [Doc, Post],
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'skip-ignore',
  onExtraFieldData: 'ignore',
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: remarkPlugins as never,
    rehypePlugins: rehypePlugins as never,
  },
});
