import rehypePrettyCode from 'rehype-pretty-code';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkTruncate } from '../docusaurus/remark-truncate';
import { remarkMermaid } from '../docusaurus/remark-mermaid';
import { remarkAdmonitions } from '../docusaurus/remark-admonitions';
import { remarkEmoji } from '../docusaurus/remark-emoji';
import { remarkChartData } from './chart-data';
import { remarkCodeMeta } from './code-meta';
import { remarkCodeBlock } from './code-block';
import { remarkHtmlComments } from '../docusaurus/remark-html-comments';
import { remarkHtmlNesting } from './html-nesting';
import { remarkHeadingIds } from '../docusaurus/remark-headings';
import { remarkLinks, type LinkOptions } from './remark-links';
import { remarkContentTitle } from './body';
import { remarkZoomableImages } from './zoomable-images';
import { rehypeInlineCodeNoBreak } from './inline-code';

/**
 * One Markdown pipeline for docs, posts and excerpts, so they render alike: Docusaurus's syntax
 * (comments, heading ids, admonitions, tabs, mermaid diagrams when `mermaid` is on), links and files
 * resolved as on Docusaurus.
 */
export const remarkPluginsFor = (o: LinkOptions & { mermaid?: boolean; emoji?: boolean }) => [
  remarkHtmlComments,
  // Before CodeBlock becomes a code node: Docusaurus draws fenced ```mermaid blocks only.
  [remarkMermaid, { mermaid: o.mermaid ?? false, contentDir: o.contentDir }],
  remarkCodeBlock,
  remarkGfm,
  remarkDirective,
  remarkHeadingIds,
  remarkAdmonitions,
  // After the heading ids, as Docusaurus: an id is made from `:tada:` as written.
  [remarkEmoji, { emoji: o.emoji }],
  remarkCodeMeta,
  [remarkChartData, { contentDir: o.contentDir }],
  remarkTruncate,
  remarkContentTitle,
  remarkZoomableImages,
  [remarkLinks, o],
  remarkHtmlNesting,
];

export const rehypePlugins = [
  rehypeInlineCodeNoBreak,
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
