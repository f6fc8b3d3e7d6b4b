import rehypePrettyCode from 'rehype-pretty-code';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkTruncate } from '../docusaurus/remark-truncate';
import { remarkMermaid } from '../docusaurus/remark-mermaid';
import { remarkAdmonitions } from '../docusaurus/remark-admonitions';
import { remarkEmoji } from '../docusaurus/remark-emoji';
import { remarkChartData } from './chart-data';
import { remarkCodeMeta } from './code-meta';
import { rehypeKeepLineClasses, rehypeLineClasses } from './line-classes';
import { rehypeCodeColors } from './code-colors';
import { DOCUSAURUS_PRISM_THEME, getHighlighter, shikiThemes, type CodeTheme } from './code-theme';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../docusaurus/code-block-lines';
import { remarkCodeBlock } from './code-block';
import { remarkHtmlComments } from '../docusaurus/remark-html-comments';
import { remarkHtmlNesting } from './html-nesting';
import { remarkHeadingIds } from '../docusaurus/remark-headings';
import { remarkLinks, type LinkOptions } from './remark-links';
import { remarkContentTitle } from './body';
import { remarkZoomableImages } from './zoomable-images';
import { rehypeInlineCodeNoBreak } from './inline-code';
import { sitePluginList } from './site-plugins';
import type { SiteMdxPlugins } from '../docusaurus/mdx-plugins';

/**
 * One Markdown pipeline for docs, posts and excerpts, so they render alike: Docusaurus's syntax
 * (comments, heading ids, admonitions, tabs, mermaid diagrams when `mermaid` is on), links and files
 * resolved as on Docusaurus.
 */
/** The site's `prism` settings (lib/site.schema.ts) the compile reads. */
export type CodeSettings = { theme: CodeTheme; darkTheme: CodeTheme; magicComments: MagicComment[]; defaultLanguage?: string };

/** Docusaurus 3's, for a compile given no settings (theme-classic's validateThemeConfig.ts: palenight, no dark theme of its own). */
export const DOCUSAURUS_CODE: CodeSettings = { theme: DOCUSAURUS_PRISM_THEME, darkTheme: DOCUSAURUS_PRISM_THEME, magicComments: DEFAULT_MAGIC_COMMENTS };

/** What the Markdown pipeline reads of a site's settings (lib/site.ts): `markdownSettings` gives it. */
export type MarkdownSettings = Pick<LinkOptions, 'onBrokenMarkdownLinks'> & { mermaid?: boolean; emoji?: boolean; code?: CodeSettings };

/**
 * Everything the pipeline reads, one object handed to every compile of it: the docs' and posts'
 * (contentlayer.config.ts) and a site's src/pages (./site-pages.ts), so a setting read by one is read
 * by all (src/pages once compiled without `mermaid`, its diagrams never drawn).
 */
export type MarkdownOptions = MarkdownSettings & { contentDir: string; site?: SiteMdxPlugins };

/** The site's settings as the pipeline reads them. */
export const markdownSettings = (s: {
  onBrokenMarkdownLinks: LinkOptions['onBrokenMarkdownLinks'];
  markdown: { mermaid: boolean; emoji: boolean };
  prism: CodeSettings;
}): MarkdownSettings => ({ onBrokenMarkdownLinks: s.onBrokenMarkdownLinks, mermaid: s.markdown.mermaid, emoji: s.markdown.emoji, code: s.prism });

export const remarkPluginsFor = (o: MarkdownOptions) => [
  // Docusaurus's order (packages/docusaurus-mdx-loader/src/processor.ts): the site's
  // beforeDefaultRemarkPlugins first, its remarkPlugins after its own (gfm, admonitions, links …).
  ...sitePluginList(o.site, 'beforeDefaultRemarkPlugins', 'remark', o.contentDir),
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
  [remarkCodeMeta, { magicComments: (o.code ?? DOCUSAURUS_CODE).magicComments, defaultLanguage: o.code?.defaultLanguage }],
  [remarkChartData, { contentDir: o.contentDir }],
  remarkTruncate,
  remarkContentTitle,
  remarkZoomableImages,
  [remarkLinks, o],
  ...sitePluginList(o.site, 'remarkPlugins', 'remark', o.contentDir),
  // A repair of what the page's JSX nests, last as Docusaurus's codeCompatPlugin: after the site's plugins.
  remarkHtmlNesting,
];

/**
 * The rehype plugins, with the site's own. Docusaurus has no default rehype plugin but for `.md`'s
 * rehype-raw, and highlights code in the browser: so the site's plugins (beforeDefault first, then
 * the rest) run before rehype-pretty-code, and see code blocks as `<pre><code class="language-…">`.
 */
export const rehypePluginsFor = (o: { code?: CodeSettings; contentDir?: string; site?: SiteMdxPlugins } = {}) => [
  ...sitePluginList(o.site, 'beforeDefaultRehypePlugins', 'rehype', o.contentDir ?? ''),
  rehypeInlineCodeNoBreak,
  ...sitePluginList(o.site, 'rehypePlugins', 'rehype', o.contentDir ?? ''),
  rehypeKeepLineClasses,
  [
    rehypePrettyCode,
    {
      theme: shikiThemes(o.code ?? DOCUSAURUS_CODE),
      getHighlighter,
      keepBackground: true,
      bypassInlineCode: true,
      defaultLang: { block: 'text', inline: 'plaintext' },
    },
  ],
  rehypeLineClasses,
  rehypeCodeColors,
];
