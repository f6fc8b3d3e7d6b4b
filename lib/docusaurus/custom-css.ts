/**
 * A Docusaurus site's custom CSS (the classic preset's `theme.customCss`). Docusaurus adds it to every
 * page (theme-classic's `getClientModules`), after Infima. Here too: its own rules (a navbar icon
 * link's `.header-github-link::before`, its components' classes) style the pages as they do there.
 * Of Infima's variables, the one this site has an equivalent for is the primary colour, in light
 * mode (`:root`) and dark mode (`[data-theme='dark']`); Infima's classes and other variables are not
 * this site's, so rules about them change nothing.
 */
import path from 'node:path';
const VAR = /--ifm-color-primary\s*:\s*([^;}]+)/;

export function primaryColors(css: string): { light?: string; dark?: string } {
  const out: { light?: string; dark?: string } = {};
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of noComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = m[1].trim();
    const value = VAR.exec(m[2])?.[1].trim();
    if (!value) continue;
    if (/\[data-theme=['"]?dark['"]?\]/.test(selector)) out.dark = value;
    else if (/(^|,)\s*(:root|html)\s*(,|$)/.test(selector)) out.light = value;
  }
  return out;
}

/**
 * The CSS as a page can carry it inline: `url()`s relative to the file that point into the site's
 * static/ become root paths (`/img/x.svg`, which the layout gives the base path), as webpack resolves
 * them for Docusaurus; data: and absolute URLs stay. `</` cannot close the page's <style>.
 */
export function pageCustomCss(css: string, file: string, staticDir: string, warn: (s: string) => void): string {
  const out = css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, q: string, url: string) => {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return whole;
    const abs = path.resolve(path.dirname(file), url.split(/[?#]/)[0]);
    const rel = path.relative(staticDir, abs);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      warn(`theme.customCss ${path.basename(file)}: url(${url}) is outside static/, so it is not served here`);
      return whole;
    }
    return `url(${q}/${rel.split(path.sep).join('/')}${url.slice(url.split(/[?#]/)[0].length)}${q})`;
  });
  if (/@import\s/.test(out)) warn(`theme.customCss ${path.basename(file)}: @import is not followed here; list the imported file in customCss`);
  return out.replace(/<\//g, '<\\/');
}
