/**
 * One place in <head> for the two tags the root layout writes there itself (app/layout.tsx): the
 * toolbar colour (when the site has one) and the render-blocking `expect` link. React hoists them into <head> in the order it
 * rendered them, and a page's metadata (its <title>, description, links) resolves before or after
 * them depending on how busy the generating worker was: the same page came out with them before or
 * after <title> from one build to the next, so a warm build's export could differ from a cold one's.
 * This step puts them right after the viewport tag, on every page.
 */
import type { ExportedSite } from '../exported-site';
import { assertEveryPage, VIEWPORT_META } from './next-output';

/** The layout's own head tags, as React writes them. */
const LAYOUT_HEAD_TAGS = [/<meta name="theme-color" content="[^"<>]*"\/>/, /<link rel="expect" href="#[^"<>]*" blocking="render"\/>/];

/**
 * The page with the layout's head tags right after the viewport tag; null when the viewport tag or
 * the `expect` link is missing (the toolbar colour is the site's brand colour: a site without one has none).
 */
export function settleHead(html: string): string | null {
  const head = html.slice(0, html.indexOf('</head>') + 1 || html.length);
  const [color, expectLink] = LAYOUT_HEAD_TAGS.map((re) => re.exec(head)?.[0]);
  const viewport = VIEWPORT_META.exec(head)?.[0];
  if (!viewport || !expectLink) return null;
  const tags = color ? [color, expectLink] : [expectLink];
  let rest = html;
  for (const t of tags) rest = rest.replace(t, '');
  return rest.replace(viewport, viewport + tags.join(''));
}

export function settleHeads(out: ExportedSite): string {
  const pages = out.pages();
  const missed: string[] = [];
  let moved = 0;
  for (const page of pages) {
    const settled = settleHead(page.html);
    if (settled === null) missed.push(page.file);
    else if (settled !== page.html) {
      out.write(page.file, settled);
      moved++;
    }
  }
  assertEveryPage(pages.length, missed);
  return `the layout's theme colour and render-blocking link right after the viewport tag (${moved} of ${pages.length} pages had them elsewhere)`;
}
