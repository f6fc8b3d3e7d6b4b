import type { Root } from 'mdast';
import { visitParents } from 'unist-util-visit-parents';
import { ZOOM_ATTR } from '../ui/zoom';

/** MDX's JSX element nodes, as far as this needs them. */
type Jsx = { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'; name: string | null; attributes: { type: string; name?: string; value?: unknown }[] };
const isJsx = (n: { type: string }): n is Jsx & typeof n => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';
/** What makes an image a link already: Markdown links and the JSX link elements MDX may use. */
const LINKS = new Set(['a', 'Link', 'MdxJsxLink']);
const isLink = (n: { type: string }) => n.type === 'link' || n.type === 'linkReference' || (isJsx(n) && LINKS.has(n.name ?? ''));

/**
 * Marks each image (Markdown `![]()` or JSX `<img>`) that no link holds, so the page makes it open
 * full screen. An image inside a link keeps the link's meaning.
 */
export function remarkZoomableImages() {
  return (tree: Root) => {
    visitParents(tree, (node, ancestors) => {
      const image = node.type === 'image' || (isJsx(node) && (node.name === 'img' || node.name === 'MdxJsxImage'));
      if (!image || ancestors.some(isLink)) return;
      if (node.type === 'image') {
        const data = (node.data ??= {});
        data.hProperties = { ...(data.hProperties as object), [ZOOM_ATTR]: '' };
      } else if (isJsx(node) && !node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === ZOOM_ATTR)) {
        node.attributes.push({ type: 'mdxJsxAttribute', name: ZOOM_ATTR, value: '' });
      }
    });
  };
}
