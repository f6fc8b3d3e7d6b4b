import rehypePrettyCode from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkTruncate } from '../blog/remark-truncate';
import { remarkMdLinks } from '../checks/md-links';
import { remarkAdmonitions } from './admonitions';
import { remarkChartData } from './chart-data';
import { remarkCodeMeta } from './code-meta';

/**
 * One Markdown pipeline for docs, posts and excerpts, so they render alike. remarkMdLinks turns
 * links to .md/.mdx files into their routes, as Docusaurus does.
 */
export const remarkPlugins = [remarkGfm, remarkDirective, remarkAdmonitions, remarkCodeMeta, remarkChartData, remarkTruncate, remarkMdLinks];
export const rehypePlugins = [
  rehypeSlug,
  [
    rehypePrettyCode,
    {
      // The spec wants a dark code theme in both colour modes.
      theme: 'github-dark-default',
      keepBackground: true,
      bypassInlineCode: true,
      defaultLang: { block: 'text', inline: 'plaintext' },
    },
  ],
] as const;
