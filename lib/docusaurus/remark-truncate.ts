import type { BlockContent, DefinitionContent, Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { isPostSource } from '../source-file';

/** The MDX element that wraps a post's body after the truncate marker. */
export const POST_REST = 'PostRest';

/**
 * Docusaurus's default `truncateMarker` (packages/docusaurus-plugin-content-blog/src/options.ts):
 * `<!-- truncate -->` or `{/* truncate *\/}`, spaces inside optional.
 */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** `<!-- truncate -->` (an HTML comment node) or `{/* truncate *\/}` (an MDX expression) on a line of its own. */
const isMarker = (n: RootContent) =>
  (n.type === 'comment' && TRUNCATE_MARKER.test(`<!--${n.commentValue}-->`)) || (n.type === 'mdxFlowExpression' && TRUNCATE_MARKER.test(`{${n.value}}`));

/**
 * Where a post's excerpt ends: the index of the first truncate marker among a body's top-level
 * nodes, or -1. The one definition of a post being truncated: the plugin below cuts there, and the
 * body facts (lib/content/body.ts) give a post's `truncated` flag from it. A marker in a code block,
 * in a paragraph's text or inside an element does not count.
 *
 * (Docusaurus reads the text: `hasTruncateMarker: truncateMarker.test(content)` in blogUtils.ts,
 * and its blog loader cuts the file at the first match, code blocks included; here a marker shown
 * in a code block stays code, and the post is whole.)
 */
export function truncateIndex(children: readonly RootContent[]): number {
  return children.findIndex(isMarker);
}

/**
 * Wraps everything after the truncate marker in `<PostRest>`, so one compiled body serves both
 * views: the post renders PostRest's children, a list renders nothing for it and so shows the
 * excerpt, with the same plugins and components as the full post. ESM (imports/exports) stays at
 * the top level, where MDX requires it.
 */
export function remarkTruncate() {
  return (tree: Root, file: VFile) => {
    const source = file.data.rawDocumentData?.sourceFilePath;
    if (source && !isPostSource(source)) return;
    const kids = tree.children;
    const at = truncateIndex(kids);
    if (at < 0) return;
    const rest = kids.slice(at + 1);
    const esm = rest.filter((n) => n.type === 'mdxjsEsm');
    const body = rest.filter((n) => n.type !== 'mdxjsEsm');
    // The ESM aside, a root's children are flow content, what an element holds; mdast types them
    // as any content.
    const flow = body as (BlockContent | DefinitionContent)[];
    tree.children = [...kids.slice(0, at), ...esm, { type: 'mdxJsxFlowElement', name: POST_REST, attributes: [], children: flow }];
  };
}
