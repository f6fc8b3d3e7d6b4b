import { visit } from 'unist-util-visit';

export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'important', 'caution'] as const;
/** The heading an admonition gets when it has no title of its own. */
export const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', important: 'Important', caution: 'Caution',
};

type Node = {
  type: string;
  name?: string;
  children?: Node[];
  data?: Record<string, unknown>;
  attributes?: Record<string, string>;
  value?: string;
};

/**
 * Turns Docusaurus admonitions (`:::tip[Title]` … `:::`, parsed by remark-directive) into plain
 * HTML: an <aside> with a heading and the body. Static markup, so pages need no JS for them.
 * Directives that are not admonitions are put back as text, so `:name` in prose survives.
 */
export function remarkAdmonitions() {
  return (tree: Node) => {
    visit(tree as never, (node: Node, index: number | undefined, parent: Node | undefined) => {
      if (node.type === 'containerDirective' && ADMONITIONS.includes(node.name as never)) {
        const kids = node.children ?? [];
        const labelNode = kids[0]?.data?.directiveLabel ? kids.shift() : undefined;
        const title = labelNode ? labelNode.children : [{ type: 'text', value: ADMONITION_LABELS[node.name!] }];
        node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${node.name}`] } };
        node.children = [
          { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-heading'] } }, children: title },
          { type: 'admonitionBody', data: { hName: 'div', hProperties: { className: ['admonition-content'] } }, children: kids },
        ];
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const text = (node.type === 'leafDirective' ? '::' : ':') + node.name;
        parent.children!.splice(index, 1, { type: 'text', value: text }, ...(node.children ?? []));
      }
    });
  };
}
