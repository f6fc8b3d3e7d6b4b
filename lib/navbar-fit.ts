import type { NavItem } from './navbar';

/**
 * How wide the desktop navbar must be to hold its content, estimated at build time from its labels,
 * so CSS alone can decide, per locale, when the bar tightens and when it turns into the mobile
 * (hamburger) bar: no script measures it in the browser.
 *
 * Docusaurus switches to the mobile bar at 996 px whatever the bar holds (DesktopBreakpoint in
 * theme-common's hooks/useWindowSize.ts, the same value hard-coded in Infima's CSS), so a bar with
 * long labels, as translations have, runs off the screen between 997 px and its own width. Here the bar goes, as the window narrows:
 * full → compact (the search button down to its icon, the items' gaps and padding tightened) → mobile,
 * the widths below being where each stops fitting, never under Docusaurus's 997 px.
 *
 * The estimate errs wide: character widths are those of a wide sans-serif (DejaVu Sans, the Linux
 * fallback of the system font stack), plus the room a classic scrollbar takes from the window.
 */

/** Advance widths in em by character class, of the widest common system sans-serif (rounded up). */
const EM = { narrow: 0.36, space: 0.34, lower: 0.62, wideLower: 0.92, upper: 0.74, wideUpper: 0.96, digit: 0.66, cjk: 1.02, emoji: 1.25, regional: 0.65, other: 0.66 };

function charEm(ch: string): number {
  const c = ch.codePointAt(0)!;
  if (ch === ' ') return EM.space;
  if ("iljftrI.,:;'!|()[]".includes(ch)) return EM.narrow;
  if (ch === 'm' || ch === 'w') return EM.wideLower;
  if (ch === 'M' || ch === 'W') return EM.wideUpper;
  if (/\p{Ll}/u.test(ch)) return EM.lower;
  if (/\p{Lu}/u.test(ch)) return EM.upper;
  if (/\p{Nd}/u.test(ch)) return EM.digit;
  if (c >= 0x1f1e6 && c <= 0x1f1ff) return EM.regional; // a flag is two regional indicators
  if (/\p{Extended_Pictographic}/u.test(ch)) return EM.emoji;
  // Hangul, CJK, kana, full-width forms: one em each.
  if ((c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60)) return EM.cjk;
  if (/\p{M}/u.test(ch) || ch === '\u200d' || ch === '\ufe0f') return 0;
  return EM.other;
}

/** The width in px of `text` set at `px` (its tags, if it is HTML, dropped). */
export function textWidth(text: string, px = 16, bold = false): number {
  const plain = text.replace(/<[^>]*>/g, '').replace(/&[a-z#0-9]+;/gi, 'x').replace(/\s+/g, ' ').trim();
  const em = Array.from(plain).reduce((n, ch) => n + charEm(ch), 0);
  return em * px * (bold ? 1.06 : 1);
}

/** The bar's boxes in px (navbar.module.css, search-button.module.css, color-mode-toggle.module.css): each written once here. */
const BOX = {
  inner: 32, // .inner's inline padding
  gap: 4, // .inner's and .items' gap
  linkPad: 22.4, // .link's inline padding (0.7rem each side)
  compactLinkPad: 12.8, // in the compact bar (0.4rem each side)
  external: 4.8 + 12, // the ↗ after a link off the site: its gap and icon
  dropdown: -8 + 24 - 1.6, // .dropdownLink's shorter end padding, the caret button, its negative margin
  brand: 32 + 16, // the logo and the brand's end margin
  brandGap: 8,
  searchFull: 8 + 2 + 20 + 18 + 8 + 24 + 8 + 58, // margins, border, padding, icon, gaps, placeholder's end padding, the Ctrl K keys
  searchCompact: 8 + 2 + 19.2 + 18,
  toggle: 40,
  scrollbar: 17, // a media query's width includes the window's vertical scrollbar
  slack: 24, // the spacer's least width: the two sides never touch
};

export type NavbarContent = {
  brand?: { logo: boolean; title?: string };
  items: NavItem[];
  /** The search button's placeholder, when the bar has search. */
  search?: string;
  toggle: boolean;
};

/** The window widths (px) from which the bar fits in full, and in its compact form. */
export type NavbarFit = { full: number; compact: number };

function itemLabel(item: NavItem): string {
  if (item.type === 'html') return item.html;
  if (item.type === 'versions') return [item.label ?? '', ...item.versions.map((v) => v.label)].reduce((a, b) => (textWidth(b) > textWidth(a) ? b : a), '');
  return item.html ?? item.label;
}

function itemWidth(item: NavItem, pad: number): number {
  const text = textWidth(itemLabel(item), 16) * 1.02; // .link is font-weight 500
  if (item.type === 'html') return text + pad;
  if (item.type === 'versions') return text + pad + (item.kind === 'dropdown' ? BOX.dropdown : 0);
  const external = item.external && /^(https?:)?\/\//i.test(item.href) && item.label && !item.html ? BOX.external : 0;
  return text + pad + external + (item.menu ? BOX.dropdown : 0);
}

/** Where the bar holding `content` stops fitting, in full and compact. */
export function navbarFit(content: NavbarContent): NavbarFit {
  const left = content.items.filter((i) => i.position === 'left');
  const right = content.items.filter((i) => i.position === 'right');
  const side = (items: NavItem[], pad: number, gap: number) => items.reduce((n, i) => n + itemWidth(i, pad), 0) + gap * Math.max(0, items.length - 1);
  const brand = content.brand ? BOX.brand - (content.brand.logo ? 0 : 32) + (content.brand.title ? textWidth(content.brand.title, 16.8, true) + (content.brand.logo ? BOX.brandGap : 0) : 0) : 0;
  const boxes = (search: number, pad: number, gap: number) => {
    const parts = [brand, side(left, pad, gap), BOX.slack, side(right, pad, gap), search, content.toggle ? BOX.toggle : 0];
    const shown = [content.brand, left.length, true, right.length, content.search !== undefined, content.toggle].filter(Boolean).length;
    return Math.ceil(BOX.inner + BOX.scrollbar + parts.reduce((a, b) => a + b, 0) + gap * (shown - 1));
  };
  const search = content.search === undefined ? 0 : BOX.searchFull + textWidth(content.search, 15.2);
  return {
    full: boxes(search, BOX.linkPad, BOX.gap),
    compact: boxes(content.search === undefined ? 0 : BOX.searchCompact, BOX.compactLinkPad, 0),
  };
}

/**
 * Docusaurus's mobile breakpoint: the bar is the mobile one at this width and below, whatever it holds
 * (the CSS's `max-width: 996px` queries; components/navbar/mobile-sidebar.tsx's MOBILE_BREAKPOINT, kept
 * there so the hamburger's browser code imports nothing: its menu, opened where this bar's own width
 * makes it the mobile bar, closes by its button, Escape, the backdrop or a navigation, not by widening).
 */
export const MOBILE_MAX = 996;
