import { visit } from 'unist-util-visit';
import { DEFAULT_MAGIC_COMMENTS, metaLineNumbersStart, metaTitle, parseCodeLines, type MagicComment } from '../docusaurus/code-block-lines';
import { LINE_CLASSES_PROP } from './line-classes';

type Code = { type: 'code'; lang?: string | null; meta?: string | null; value: string; data?: { hProperties?: Record<string, unknown> } };

export type CodeBlockOptions = { magicComments?: MagicComment[]; defaultLanguage?: string };

/**
 * A fenced block read as Docusaurus's CodeBlock reads it (lib/docusaurus/code-block-lines.ts): its
 * language (lowercased, else `prism.defaultLanguage`), magic comments taken out of the code, line
 * classes from them or from a `{1,4-6}` range, `title` and `showLineNumbers[=n]`. rehype-pretty-code
 * then gets only what it should act on, in its own words: a metastring of other words (a path with
 * slashes, a quoted word) would otherwise highlight characters, which Docusaurus never does.
 */
export function remarkCodeMeta(options: CodeBlockOptions = {}) {
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  return (tree: unknown) => {
    visit(tree as never, 'code', (node: Code) => {
      const language = (node.lang ?? options.defaultLanguage)?.toLowerCase();
      const { code, lineClassNames } = parseCodeLines(node.value, { metastring: node.meta, language, magicComments });
      node.value = code;
      node.lang = language ?? null;
      const title = metaTitle(node.meta);
      const start = metaLineNumbersStart(node.meta);
      const meta = [
        // rehype-pretty-code's title ends at the first double quote.
        title ? `title="${title.replace(/"/g, "'")}"` : '',
        start === undefined ? '' : start === 1 || !Number.isFinite(start) ? 'showLineNumbers' : `showLineNumbers{${start}}`,
      ].filter(Boolean).join(' ');
      node.meta = meta || null;
      if (Object.keys(lineClassNames).length) {
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [LINE_CLASSES_PROP]: JSON.stringify(lineClassNames) } };
      }
    });
  };
}
