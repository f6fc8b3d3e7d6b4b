/**
 * When a navbar item shows as active, by theme-classic's rules (`theme/NavbarItem/NavbarNavLink.tsx`):
 * an `activeBaseRegex` is tested (case-insensitively, anywhere in it, as theme-common's
 * `isRegexpStringMatch` tests it) against the page's path as the browser has it, base path included
 * (Docusaurus's router has no basename); else the path starts with `activeBasePath`; else the item's
 * `to` matches as react-router's NavLink matches it: that path or a page under it. An `href` item
 * has no rule: never active.
 */
import { isUnder, withoutTrailingSlash } from '../url';
export type ActiveRule = {
  /** A `to` path: active on it and every page under it (a whole segment: `/blog` not on `/blogroll`). */
  activePrefix?: string;
  /** `activeBasePath`: active wherever the path starts with it, segment or not. */
  activeBase?: string;
  /** `activeBaseRegex`, which wins over the other two. */
  activeRegex?: string;
};

/** A path and every page under it: `/blog/` is active on `/blog`, `/blog/` and `/blog/a/`, not on `/blogroll/`. */
export function isActivePrefix(pathname: string, activePrefix: string): boolean {
  return isUnder(pathname, withoutTrailingSlash(activePrefix));
}

/** `pathname` is the path without the base path (Next's `usePathname`); `fullPath` is it with the base path. */
export function isNavActive(rule: ActiveRule, pathname: string, fullPath = pathname): boolean {
  if (rule.activeRegex) {
    try {
      return new RegExp(rule.activeRegex, 'i').test(fullPath);
    } catch {
      return false;
    }
  }
  if (rule.activeBase) return pathname.startsWith(rule.activeBase);
  return rule.activePrefix !== undefined && isActivePrefix(pathname, rule.activePrefix);
}
