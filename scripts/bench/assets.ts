// Static checks of out/ for the image and font budgets: they read files, so they never vary between runs.
import fs from 'node:fs';
import path from 'node:path';
import { routeOfFile as routeOf } from '@/lib/exported-site';
import { htmlFiles } from '@/lib/builder/first-load';
import { walkFiles } from '@/lib/fs-walk';
import { parse as parseHtml } from 'node-html-parser';
import { isExternal, stripBase } from '@/lib/url';

export const IMAGE_BUDGET_BYTES = 200 * 1024;
const MODERN = /\.(webp|avif|svg|ico)$/i;
/** A page's elements as a browser reads them (comments skipped, scripts' text not parsed as HTML). */
const pageOf = (outDir: string, h: string) => parseHtml(fs.readFileSync(path.join(outDir, h), 'utf8'), { comment: false, blockTextElements: { script: true, style: true } });

const walk = (dir: string) => walkFiles(dir).map((f) => path.join(dir, f));

/**
 * Images the pages show (<img src>): each at most 200 KB, in a modern format or SVG; every <img>
 * has width and height, and is lazy unless in the header (the logo is above the fold).
 * Social cards (og/) and touch icons are PNG on purpose and are not shown in pages.
 */
export function checkImages(outDir: string, basePath = ''): { files: number; tags: number; problems: string[] } {
  const problems: string[] = [];
  const shown = new Set<string>();
  let tags = 0;
  for (const h of htmlFiles(outDir)) {
    for (const img of pageOf(outDir, h).querySelectorAll('img')) {
      tags++;
      const src = img.getAttribute('src');
      if (src && !isExternal(src)) shown.add(src.split(/[?#]/)[0]);
      if (!img.getAttribute('width') || !img.getAttribute('height')) problems.push(`${routeOf(h)}: <img src="${src}"> has no width/height`);
      // The header's images (the logo) are above the fold: they load at once.
      const lazy = img.getAttribute('loading') === 'lazy' || img.getAttribute('fetchpriority') === 'high';
      if (!lazy && !img.closest('header')) problems.push(`${routeOf(h)}: <img src="${src}"> is not lazy`);
    }
  }
  for (const src of shown) {
    const file = path.join(outDir, decodeURIComponent(stripBase(src, basePath)));
    if (!fs.existsSync(file)) {
      problems.push(`${src}: shown by a page but missing from out/`);
      continue;
    }
    const size = fs.statSync(file).size;
    if (size > IMAGE_BUDGET_BYTES) problems.push(`${src}: ${(size / 1024).toFixed(0)} KB (over 200 KB)`);
    if (!MODERN.test(file)) problems.push(`${src}: not WebP, AVIF or SVG`);
  }
  return { files: shown.size, tags, problems: [...new Set(problems)] };
}

/** Fonts: the system stack, or self-hosted @font-face with font-display: swap; never a font CDN. */
export function checkFonts(outDir: string): { faces: number; problems: string[] } {
  const problems: string[] = [];
  let faces = 0;
  for (const f of walk(path.join(outDir, '_next'))) {
    if (!f.endsWith('.css')) continue;
    const css = fs.readFileSync(f, 'utf8');
    for (const [face] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
      faces++;
      if (!/font-display\s*:\s*swap/.test(face)) problems.push(`${path.relative(outDir, f)}: @font-face without font-display: swap`);
      if (/url\(\s*["']?(https?:)?\/\//.test(face)) problems.push(`${path.relative(outDir, f)}: @font-face from another origin`);
    }
  }
  return { faces, problems };
}

/** Resources (not links) the HTML loads from another origin: scripts, styles, images, frames, preconnects. */
export function checkThirdParty(outDir: string): { problems: string[] } {
  const problems = new Set<string>();
  for (const h of htmlFiles(outDir)) {
    for (const el of pageOf(outDir, h).querySelectorAll('script, img, iframe, link')) {
      const name = el.tagName.toLowerCase();
      const rel = (el.getAttribute('rel') ?? '').toLowerCase();
      if (name === 'link' && !/stylesheet|preload|preconnect|dns-prefetch|modulepreload|icon|manifest/.test(rel)) continue;
      const url = el.getAttribute(name === 'link' ? 'href' : 'src');
      if (url && /^(https?:)?\/\//i.test(url)) problems.add(`${routeOf(h)}: <${name}> ${url}`);
    }
  }
  return { problems: [...problems] };
}
