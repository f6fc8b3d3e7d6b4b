/**
 * The bits of HTML a Docusaurus config holds (an announcement's `content`, a footer's `copyright`, a
 * dropdown's `html` heading) read as text, for settings that are text here.
 */
import { HTMLElement, Node, parse, TextNode } from 'node-html-parser';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The text a reader sees: tags dropped, entities decoded, white space collapsed. */
export const htmlToText = (html: string) => squash(parse(html).text);

/** An HTML sentence around its first `<a href>`: the text before it, the link, the text after it. */
export function splitAtFirstLink(html: string): { before: string; link?: { href: string; label: string }; after: string } {
  const root = parse(html);
  const a = root.querySelector('a[href]');
  if (!a) return { before: squash(root.text), after: '' };
  let before = '';
  let after = '';
  let seen = false;
  const walk = (n: Node) => {
    if (n === a) {
      seen = true;
      return;
    }
    if (n instanceof TextNode) {
      if (seen) after += n.text;
      else before += n.text;
    } else if (n instanceof HTMLElement) n.childNodes.forEach(walk);
  };
  walk(root);
  return { before: squash(before), link: { href: a.getAttribute('href')!, label: squash(a.text) }, after: squash(after) };
}
