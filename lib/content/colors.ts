/**
 * CSS colours as the code highlighter needs them: shiki's TextMate engine keeps a colour only when
 * it is hex, while prism themes write `rgb()`, `hsl()`, names or a gradient.
 */

type Rgba = [number, number, number, number];

const NAMED: Record<string, string> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', blue: '#0000ff', yellow: '#ffff00',
  orange: '#ffa500', purple: '#800080', gray: '#808080', grey: '#808080', transparent: '#00000000',
};

const hex2 = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** A CSS colour as RGBA; a gradient gives its first colour. Undefined when it is none of these. */
export function parseColor(input: string): Rgba | undefined {
  const v = input.replace(/!important/i, '').trim().toLowerCase();
  const named = NAMED[v];
  if (named) return parseColor(named);
  const hex = v.match(/^#([0-9a-f]{3,8})$/)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), full.length === 8 ? n(6) / 255 : 1];
  }
  const fn = v.match(/^(rgba?|hsla?)\(([^)]*)\)$/);
  if (fn) {
    const parts = fn[2].split(/[\s,/]+/).filter(Boolean);
    const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : parseFloat(parts[3]);
    if (fn[1].startsWith('rgb')) {
      const c = parts.slice(0, 3).map((p) => (p.endsWith('%') ? (parseFloat(p) * 255) / 100 : parseFloat(p)));
      return c.some(Number.isNaN) ? undefined : [c[0], c[1], c[2], alpha];
    }
    const [h, s, l] = [parseFloat(parts[0]), parseFloat(parts[1]) / 100, parseFloat(parts[2]) / 100];
    return [...hslToRgb(h, s, l), alpha];
  }
  const inner = v.match(/gradient\(.*?(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\))/)?.[1];
  return inner ? parseColor(inner) : undefined;
}

/** `#rrggbb` (or `#rrggbbaa` when not opaque), or undefined for what is not a colour. */
export function toHex(input: string | undefined): string | undefined {
  const c = input === undefined ? undefined : parseColor(input);
  if (!c) return undefined;
  return `#${hex2(c[0])}${hex2(c[1])}${hex2(c[2])}${c[3] < 1 ? hex2(c[3] * 255) : ''}`;
}

/** WCAG relative luminance of an opaque colour. */
export function luminance(hex: string): number {
  const c = parseColor(hex) ?? [0, 0, 0, 1];
  const lin = (x: number) => (x / 255 <= 0.04045 ? x / 255 / 12.92 : ((x / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** `a` moved toward `b` by `t` (0…1), opaque. */
export function mix(a: string, b: string, t: number): string {
  const p = parseColor(a) ?? [0, 0, 0, 1];
  const q = parseColor(b) ?? [0, 0, 0, 1];
  return `#${hex2(p[0] + (q[0] - p[0]) * t)}${hex2(p[1] + (q[1] - p[1]) * t)}${hex2(p[2] + (q[2] - p[2]) * t)}`;
}
