import rehypePrettyCode from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkTruncate } from '../blog/remark-truncate';
import { remarkAdmonitions } from './admonitions';
import { remarkChartData } from './chart-data';
import { remarkCodeMeta } from './code-meta';

/** One Markdown pipeline for docs, posts and excerpts, so they render alike. */
export const remarkPlugins = [remarkGfm, remarkDirective, remarkAdmonitions, remarkCodeMeta, remarkChartData, remarkTruncate];
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
