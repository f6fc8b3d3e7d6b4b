/**
 * Emoji shortcodes as Docusaurus 3 renders them: remark-emoji 4 (node-emoji 2's names, default
 * options: no emoticons, no padding, no wrapper) runs on every page unless `markdown.emoji` is false,
 * after the heading ids are made — `getDefaultRemarkPlugins`: "[headings, …], ...(markdownConfig.emoji
 * ? [emoji] : []), toc", packages/docusaurus-mdx-loader/src/processor.ts (3.10). So `## Ship :tada:`
 * keeps the id `ship-tada` and shows 🎉, in the TOC too.
 *
 * remark-directive parses first, but a text directive cannot be followed by `:`, so `:tada:` stays
 * text and turns into 🎉 while `a:b` and `10:30` are simple directives that go back to text
 * (remark-admonitions.ts). Names node-emoji 2 dropped (`:thumbsup:`) stay as written, as there.
 */
import type { Root } from 'mdast';
import emoji from 'remark-emoji';

type Transform = (tree: Root) => void;

/** The transform itself, for trees the compile does not run (the TOC's headings, lib/content/body.ts). */
export const emojify: Transform = (emoji as unknown as () => Transform)();

export function remarkEmoji(options: { emoji?: boolean } = {}) {
  return (tree: Root) => {
    if (options.emoji !== false) emojify(tree);
  };
}
