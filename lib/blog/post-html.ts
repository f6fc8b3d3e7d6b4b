import { parse } from 'node-html-parser';
import { hasScheme } from '../url';
import { FEED_SKIP_ATTR, POST_BODY_ATTR } from './markers';

const URL_ATTRS = ['href', 'src', 'poster'];

/**
 * The body of an exported post page as standalone HTML for feed readers: URLs made absolute
 * against the post's URL, heading anchors, buttons and scripts removed. Undefined when the page
 * has no marked body.
 */
export function extractPostBody(html: string, postUrl: string): string | undefined {
  const root = parse(html, { comment: false });
  const body = root.querySelector(`[${POST_BODY_ATTR}]`);
  if (!body) return undefined;
  for (const el of body.querySelectorAll(`script, style, button, template, .hash-link, [${FEED_SKIP_ATTR}]`)) el.remove();
  for (const el of body.querySelectorAll('*')) {
    for (const name of URL_ATTRS) {
      const v = el.getAttribute(name);
      if (v && !v.startsWith('#') && !hasScheme(v)) el.setAttribute(name, new URL(v, postUrl).href);
    }
    if (el.getAttribute('srcset')) el.removeAttribute('srcset');
  }
  return body.innerHTML.trim();
}
