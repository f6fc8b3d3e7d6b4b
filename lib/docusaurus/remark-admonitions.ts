import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent, Root, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type {} from 'mdast-util-to-hast';
import type { Parent } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

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
export function admonitionTitle(attributes: ContainerDirective['attributes'], label: Paragraph | undefined): PhrasingContent[] | undefined {
  const attr = attributes?.title;
  if (attr) return [{ type: 'text', value: attr }];
  return label?.children;
}

/** An admonition's body, under its heading: this site's own node, a `<div>` in HTML. */
export interface AdmonitionBody extends Parent {
  type: 'admonitionBody';
  children: (BlockContent | DefinitionContent)[];
}

declare module 'mdast' {
  interface BlockContentMap {
    admonitionBody: AdmonitionBody;
  }
  interface RootContentMap {
    admonitionBody: AdmonitionBody;
  }
}

/**
 * Turns Docusaurus admonitions (`:::tip[Title]` … `:::`, parsed by remark-directive) into plain
 * HTML: an <aside> with a heading and the body. Static markup, so pages need no JS for them.
 * Directives that are not admonitions are put back as text, so `:name` in prose survives: a simple
 * one as `:name`, as Docusaurus's unusedDirectives plugin does ("transformSimpleTextDirectiveToString",
 * packages/docusaurus-mdx-loader/src/remark/unusedDirectives); one with a label or attributes, which
 * Docusaurus leaves to render as a stray <div>, as the source wrote it.
 */
export function remarkAdmonitions() {
  return (tree: Root, file?: VFile) => {
    visit(tree, (node, index, parent) => {
      const box = node.type === 'containerDirective' ? admonitionOf(node.name) : undefined;
      if (node.type === 'containerDirective' && box) {
        const kids = node.children;
        // remark-directive marks the label (`:::tip[Title]`) on the paragraph it makes of it.
        const first = kids[0];
        const labelNode = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
        if (labelNode) kids.shift();
        const title = admonitionTitle(node.attributes, labelNode) ?? [{ type: 'text', value: box.label }];
        node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${box.type}`] } };
        node.children = [
          { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-heading'] } }, children: title },
          { type: 'admonitionBody', data: { hName: 'div', hProperties: { className: ['admonition-content'] } }, children: kids },
        ];
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const simple = !node.children.length && !Object.keys(node.attributes ?? {}).length;
        if (node.type === 'textDirective' && !simple && file?.value && start !== undefined && end !== undefined) {
          (parent as Parent).children.splice(index, 1, { type: 'text', value: String(file.value).slice(start, end) } as Text);
          return;
        }
        const text: Text = { type: 'text', value: (node.type === 'leafDirective' ? '::' : ':') + node.name };
        // Put back where the directive was, in flow too, as text: mdast types no text there (hence
        // the parent as a plain unist one); HTML takes it as it is.
        (parent as Parent).children.splice(index, 1, text, ...node.children);
      }
    });
  };
}
