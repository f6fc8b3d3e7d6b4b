/**
 * `themeConfig.prism.theme` / `darkTheme` for shiki. Docusaurus paints code with prism-react-renderer
 * and a theme object (`{plain, styles: [{types, style}]}`, see theme-common's `usePrismTheme` and
 * codeBlockUtils.ts `getPrismCssVariables`); here shiki highlights at build time, so the object
 * becomes a shiki theme whose TextMate scopes stand for prism's token types. A string names one of
 * shiki's own themes (this engine's extension, for a site that wants one).
 */
import { getSingletonHighlighter, type ThemeRegistration } from 'shiki';
import { themes } from 'prism-react-renderer';
import { toHex } from './colors';

export type PrismStyle = { color?: string; backgroundColor?: string; fontStyle?: string; fontWeight?: string | number; textDecorationLine?: string };
export type PrismTheme = { plain: PrismStyle; styles: { types: string[]; style: PrismStyle; languages?: string[] }[] };
export type CodeTheme = string | PrismTheme;

/** `prism.theme` when a site sets none; `darkTheme` is then the same (theme-classic's validateThemeConfig.ts, theme-common's usePrismTheme). */
export const DOCUSAURUS_PRISM_THEME: PrismTheme = themes.palenight;

/**
 * The TextMate scopes that grammars give what Prism calls each token type. Some scopes appear under
 * two types (a quote mark is punctuation in TextMate, part of the string in Prism); the later type
 * in a theme's `styles` wins, as a later prism style does.
 */
const SCOPES: Record<string, string[]> = {
  comment: ['comment', 'punctuation.definition.comment'],
  prolog: ['meta.tag.preprocessor', 'meta.tag.metadata.doctype'],
  doctype: ['meta.tag.metadata.doctype', 'meta.tag.sgml.doctype'],
  cdata: ['string.unquoted.cdata'],
  punctuation: ['punctuation', 'meta.brace', 'meta.delimiter'],
  namespace: ['entity.name.namespace', 'entity.name.type.namespace'],
  property: ['variable.other.property', 'variable.other.object.property', 'support.type.property-name', 'meta.object-literal.key', 'entity.name.tag.yaml'],
  tag: ['entity.name.tag', 'punctuation.definition.tag'],
  boolean: ['constant.language.boolean', 'constant.language'],
  number: ['constant.numeric'],
  // Not TextMate's `variable.other.constant` (any name a JS `const` declares): Prism's is an UPPER_CASE name.
  constant: ['constant', 'support.constant'],
  symbol: ['constant.other.symbol'],
  deleted: ['markup.deleted'],
  inserted: ['markup.inserted'],
  changed: ['markup.changed'],
  selector: ['meta.selector', 'entity.other.attribute-name.class.css', 'entity.other.attribute-name.id.css', 'entity.name.tag.css'],
  'attr-name': ['entity.other.attribute-name'],
  string: ['string', 'punctuation.definition.string'],
  char: ['string.quoted.single.char', 'constant.character'],
  builtin: ['support.function.builtin', 'support.type.builtin', 'support.type.primitive', 'support.class.builtin'],
  operator: ['keyword.operator', 'punctuation.accessor'],
  entity: ['constant.character.entity'],
  url: ['markup.underline.link', 'string.other.link'],
  // Prism's `variable` is a marked variable ($HOME, $x), not every name as TextMate's `variable`.
  variable: ['variable.other.normal', 'variable.other.bracket', 'variable.other.positional', 'variable.other.special', 'variable.other.php', 'variable.other.dollar', 'punctuation.definition.variable'],
  atrule: ['keyword.control.at-rule', 'meta.at-rule'],
  'attr-value': ['string.quoted.double.html', 'string.quoted.single.html', 'meta.attribute string', 'string.unquoted.html'],
  function: ['entity.name.function', 'support.function', 'meta.function-call entity.name.function'],
  'function-variable': ['meta.definition.variable entity.name.function'],
  'class-name': ['entity.name.type', 'entity.name.class', 'support.class', 'entity.other.inherited-class'],
  keyword: ['keyword', 'storage.type', 'storage.modifier', 'keyword.control', 'variable.language.this'],
  regex: ['string.regexp'],
  important: ['keyword.other.important'],
  bold: ['markup.bold'],
  italic: ['markup.italic'],
  parameter: ['variable.parameter'],
  interpolation: ['meta.embedded', 'meta.template.expression'],
};

function fontStyle(s: PrismStyle): string | undefined {
  const parts = [s.fontStyle === 'italic' ? 'italic' : '', s.fontWeight === 'bold' || Number(s.fontWeight) >= 600 ? 'bold' : '', /underline/.test(s.textDecorationLine ?? '') ? 'underline' : '', /line-through/.test(s.textDecorationLine ?? '') ? 'strikethrough' : ''];
  const out = parts.filter(Boolean).join(' ');
  return out || undefined;
}

/** Light or dark from the background, as shiki needs to know. */
const isDarkBackground = (hex: string) => {
  const n = parseInt(hex.slice(1, 7), 16);
  return ((n >> 16) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114) / 1000 < 128;
};

/**
 * A prism theme as a shiki theme. Styles given for some languages only (`languages: ['markup']`) are
 * left out: prism's language names are not TextMate's scope suffixes.
 */
export function prismToShiki(theme: PrismTheme, name: string): ThemeRegistration {
  const fg = toHex(theme.plain.color) ?? '#000000';
  const bg = toHex(theme.plain.backgroundColor) ?? '#ffffff';
  const tokenColors: NonNullable<ThemeRegistration['tokenColors']> = [{ settings: { foreground: fg, background: bg } }];
  // A type the theme leaves unstyled is plain text in Prism, though a broader styled scope (an
  // operator under `keyword`, a number under `constant`) would colour it here.
  const styled = new Set(theme.styles.filter((s) => !s.languages?.length).flatMap((s) => s.types));
  const unstyled = Object.keys(SCOPES).filter((t) => !styled.has(t)).flatMap((t) => SCOPES[t]);
  tokenColors.push({ scope: unstyled, settings: { foreground: fg, fontStyle: '' } });
  for (const { types, style, languages } of theme.styles) {
    if (languages?.length) continue;
    const scope = types.flatMap((t) => SCOPES[t] ?? []);
    const foreground = toHex(style.color);
    const font = fontStyle(style);
    if (!scope.length || (!foreground && !font)) continue;
    // No font style is none, as in Prism: TextMate would give an operator its `keyword` rule's italic.
    tokenColors.push({ scope, settings: { ...(foreground ? { foreground } : {}), fontStyle: font ?? '' } });
  }
  return { name, type: isDarkBackground(bg) ? 'dark' : 'light', fg, bg, colors: { 'editor.foreground': fg, 'editor.background': bg }, tokenColors };
}

const hash = (s: string) => {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
};

/**
 * rehype-pretty-code's `theme` option: the light theme for `data-theme="light"`, the dark one for
 * dark. One theme for both modes is given once: each token then carries one colour, not two.
 */
export function shikiThemes(prism: { theme: CodeTheme; darkTheme: CodeTheme }): string | ThemeRegistration | { light: string | ThemeRegistration; dark: string | ThemeRegistration } {
  // shiki keeps one theme per name for the whole process: the name says which colours it has.
  const one = (t: CodeTheme, name: string) => (typeof t === 'string' ? t : prismToShiki(t, `${name}-${hash(JSON.stringify(t))}`));
  if (JSON.stringify(prism.theme) === JSON.stringify(prism.darkTheme)) return one(prism.theme, 'prism');
  return { light: one(prism.theme, 'prism-light'), dark: one(prism.darkTheme, 'prism-dark') };
}

/**
 * rehype-pretty-code's `getHighlighter`, without shiki's 500 ms limit per line. A line that runs
 * over it is left half tokenized and its state carried on: on a busy build machine the first block
 * of a language (its grammar compiled then) came out with a string that never closed, the lines
 * after it painted as string. Docusaurus's Prism has no such limit; a build can wait.
 */
export async function getHighlighter(options: Parameters<typeof getSingletonHighlighter>[0]) {
  const h = await getSingletonHighlighter(options);
  return { ...h, codeToHtml: (code: string, o: Parameters<typeof h.codeToHtml>[1]) => h.codeToHtml(code, { ...o, tokenizeTimeLimit: 0 }) };
}
