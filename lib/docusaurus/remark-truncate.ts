import { TRUNCATE } from '../blog/entry';

/** The MDX element that wraps a post's body after the truncate marker. */
export const POST_REST = 'PostRest';

type Node = { type: string; value?: string; commentValue?: string; name?: string; attributes?: unknown[]; children?: Node[] };
type File = { data?: { rawDocumentData?: { sourceFilePath?: string } } };

/** `<!-- truncate -->` (an HTML comment node) or `{/* truncate *\/}` (an MDX expression) on a line of its own. */
const isMarker = (n: Node) =>
  (n.type === 'comment' && TRUNCATE.test(`<!--${n.commentValue ?? ''}-->`)) ||
  (n.type === 'mdxFlowExpression' && TRUNCATE.test(`{${n.value ?? ''}}`));

/**
 * Wraps everything after the truncate marker in `<PostRest>`, so one compiled body serves both
 * views: the post renders PostRest's children, a list renders nothing for it and so shows the
 * excerpt, with the same plugins and components as the full post. ESM (imports/exports) stays at
 * the top level, where MDX requires it.
 */
export function remarkTruncate() {
  return (tree: Node, file: File) => {
    const source = file.data?.rawDocumentData?.sourceFilePath;
    if (source && !source.startsWith('blog/')) return;
    const kids = tree.children ?? [];
    const at = kids.findIndex(isMarker);
    if (at < 0) return;
    const rest = kids.slice(at + 1);
    const esm = rest.filter((n) => n.type === 'mdxjsEsm');
    const body = rest.filter((n) => n.type !== 'mdxjsEsm');
    tree.children = [...kids.slice(0, at), ...esm, { type: 'mdxJsxFlowElement', name: POST_REST, attributes: [], children: body }];
  };
}
