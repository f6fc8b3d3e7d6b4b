import { visit } from 'unist-util-visit';

type Code = { type: 'code'; lang?: string | null; meta?: string | null };

/**
 * Docusaurus writes ```js title="a.js" {1,3} and also ```js {1,3} title=a.js; rehype-pretty-code wants
 * its own form. Normalise the meta string and keep Docusaurus-only flags harmless.
 */
export function remarkCodeMeta() {
  return (tree: unknown) => {
    visit(tree as never, 'code', (node: Code) => {
      if (!node.meta) return;
      node.meta = node.meta.replace(/title=([^"'\s]+)/, 'title="$1"');
    });
  };
}
