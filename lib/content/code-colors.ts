/**
 * Each code block's colours for both colour modes, on its `<figure>` as custom properties, so its
 * title, line numbers and highlighted lines follow the theme of the mode shown (app/markdown.css).
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { contrast, luminance, mix, toHex } from './colors';

/**
 * The highlighted line's background. Docusaurus's fixed `rgb(72 77 91)` suits its dark default
 * theme only (dark text on it is unreadable). Here: the code's background moved toward its text
 * (a lighter line on dark code, as Docusaurus's), just far enough to show (contrast 1.2 with the
 * ground); if that costs the text its AA contrast (or a quarter of a weaker one), moved away instead.
 */
export function highlightedLineColor(bg: string, fg: string): string {
  const need = Math.min(4.5, contrast(fg, bg) * 0.75);
  const away = luminance(fg) > luminance(bg) ? '#000000' : '#ffffff';
  const steps = Array.from({ length: 30 }, (_, i) => 0.06 + i * 0.02);
  const candidates = [...steps.map((t) => mix(bg, fg, t)), ...steps.map((t) => mix(bg, away, t))];
  const ok = candidates.find((hl) => contrast(hl, bg) >= 1.2 && contrast(fg, hl) >= need);
  return ok ?? mix(bg, fg, 0.15);
}

/** The custom properties a figure carries for one mode (`light` or `dark`). */
export function codeVars(mode: 'light' | 'dark', bgIn?: string, fgIn?: string): Record<string, string> {
  const bg = toHex(bgIn);
  const fg = toHex(fgIn);
  if (!bg || !fg) return {};
  return { [`--code-${mode}-bg`]: bg, [`--code-${mode}-fg`]: fg, [`--code-${mode}-hl`]: highlightedLineColor(bg, fg) };
}

const cssVars = (style: string) => Object.fromEntries([...style.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)].map((m) => [m[1], m[2].trim()]));
export const styleOf = (vars: Record<string, string>) => Object.entries(vars).map(([k, v]) => `${k}:${v}`).join(';');

/** After rehype-pretty-code: the `<pre>`'s theme colours (`--shiki-light-bg` …) become the figure's. */
export function rehypeCodeColors() {
  return (tree: Root) => {
    visit(tree, 'element', (el) => {
      if (el.tagName !== 'figure' || el.properties?.dataRehypePrettyCodeFigure === undefined && el.properties?.['data-rehype-pretty-code-figure'] === undefined) return;
      const pre = el.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
      const style = String(pre?.properties?.style ?? '');
      const v = cssVars(style);
      // One theme for both modes: plain `background-color` and `color`, no per-mode variables.
      const one = { bg: style.match(/(?:^|;)\s*background-color\s*:\s*([^;]+)/)?.[1], fg: style.match(/(?:^|;)\s*color\s*:\s*([^;]+)/)?.[1] };
      const vars = {
        ...codeVars('light', v['--shiki-light-bg'] ?? one.bg, v['--shiki-light'] ?? one.fg),
        ...codeVars('dark', v['--shiki-dark-bg'] ?? one.bg, v['--shiki-dark'] ?? one.fg),
      };
      if (Object.keys(vars).length) el.properties.style = styleOf(vars);
    });
  };
}
