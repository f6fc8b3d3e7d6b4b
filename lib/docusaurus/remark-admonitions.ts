import { visit } from 'unist-util-visit';

/** The admonition boxes, each with its own look. */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'important', 'caution'] as const;
export type AdmonitionType = (typeof ADMONITIONS)[number];
/** The heading an admonition gets when it has no title of its own. */
export const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', important: 'Important', caution: 'Caution',
};
/**
 * Docusaurus's legacy keywords, still among its default ones, shown as another box with a fixed,
 * untranslated heading: "secondary: (props) => <AdmonitionTypeNote title="secondary" {...props} />
 * … success: (props) => <AdmonitionTypeTip title="success" {...props} />", from
 * packages/docusaurus-theme-classic/src/theme/Admonition/Types.tsx.
 */
export const LEGACY_ADMONITIONS: Record<string, { type: AdmonitionType; label: string }> = {
  secondary: { type: 'note', label: 'secondary' },
  success: { type: 'tip', label: 'success' },
};
/** Every keyword that makes an admonition (`:::name`), as Docusaurus's default keywords. */
export const ADMONITION_KEYWORDS: readonly string[] = [...ADMONITIONS, ...Object.keys(LEGACY_ADMONITIONS)];

/** The box a keyword shows and the heading it has without a title; undefined for other names. */
export function admonitionOf(name: string | null | undefined): { type: AdmonitionType; label: string } | undefined {
  if (!name) return undefined;
  if ((ADMONITIONS as readonly string[]).includes(name)) return { type: name as AdmonitionType, label: ADMONITION_LABELS[name] };
  return Object.hasOwn(LEGACY_ADMONITIONS, name) ? LEGACY_ADMONITIONS[name] : undefined;
}

/**
 * An admonition's title as Docusaurus picks it: the `title` attribute (`:::tip{title="…"}`, text,
 * before a label), else the label (`:::tip[Title]`, with its Markdown); undefined for neither.
 * "const textOnlyTitle = directive.attributes?.title ?? (directiveLabel ? getTextOnlyTitle(…) : undefined)",
 * from packages/docusaurus-mdx-loader/src/remark/admonitions/index.ts.
 */
export function admonitionTitle<N extends { type: string; value?: string }>(attributes: Record<string, string | null | undefined> | null | undefined, label: { children?: N[] } | undefined): N[] | undefined {
  const attr = attributes?.title;
  if (attr) return [{ type: 'text', value: attr } as N];
  return label?.children;
}

type Node = {
  type: string;
  name?: string;
  children?: Node[];
  data?: Record<string, unknown>;
  attributes?: Record<string, string | null | undefined> | null;
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
      const box = node.type === 'containerDirective' ? admonitionOf(node.name) : undefined;
      if (box) {
        const kids = node.children ?? [];
        const labelNode = kids[0]?.data?.directiveLabel ? kids.shift() : undefined;
        const title = admonitionTitle(node.attributes, labelNode) ?? [{ type: 'text', value: box.label }];
        node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${box.type}`] } };
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
