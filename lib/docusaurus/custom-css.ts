/**
 * A Docusaurus site's custom CSS (the classic preset's `theme.customCss`) sets Infima's variables;
 * the one this site has an equivalent for is the primary colour, in light mode (`:root`) and dark
 * mode (`[data-theme='dark']`). Its other rules style Infima's classes, which this site does not use.
 */
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
