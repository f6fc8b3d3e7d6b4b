import type { Nodes, Root } from 'mdast';
import type {} from 'mdast-util-to-hast';
import { visitParents } from 'unist-util-visit-parents';
import { isJsxElement as isJsx } from '../docusaurus/mdx-syntax';
import { ZOOM_ATTR } from '../ui/zoom';

/** What makes an image a link already: Markdown links and the JSX link elements MDX may use. */
const LINKS = new Set(['a', 'Link', 'MdxJsxLink']);
const isLink = (n: Nodes) => n.type === 'link' || n.type === 'linkReference' || (isJsx(n) && LINKS.has(n.name ?? ''));

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
        data.hProperties = { ...data.hProperties, [ZOOM_ATTR]: '' };
      } else if (isJsx(node) && !node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === ZOOM_ATTR)) {
        node.attributes.push({ type: 'mdxJsxAttribute', name: ZOOM_ATTR, value: '' });
      }
    });
  };
}
