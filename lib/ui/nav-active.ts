/**
 * A navbar item (link or dropdown) shows as active on its prefix and every page under it:
 * `/blog/` is active on `/blog`, `/blog/` and `/blog/a/`, not on `/blogroll/`.
 */
export const isActivePrefix = (pathname: string, activePrefix: string) => pathname === activePrefix.replace(/\/$/, '') || pathname.startsWith(activePrefix);
