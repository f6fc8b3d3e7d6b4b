/**
 * Every mark of Next's export that the post-build's rewrites rely on, in one place, with the Next
 * version they were read from. `next` is pinned to that version in package.json: these are not an
 * API, and a release may change any of them. Each step that relies on them checks, on the real
 * export, that it moved every page it should (`assertEveryPage`), so a changed mark fails the build
 * by name instead of quietly leaving 2–3× heavier pages; e2e/export.spec.ts checks the shipped export.
 */

/** The Next release these marks were read from (package.json pins it). */
export const NEXT_VERSION = '16.4.6';

/** The inline RSC payload ("flight"): its opening push, then one push per chunk of the page's text. */
export const FLIGHT_INIT = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
export const FLIGHT_PUSH = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
/** Any trace of an inline payload, however written: a page that still has one after the move was missed. */
export const FLIGHT_ANY = 'self.__next_f';
/** The same, as the first statement of an inline script (lib/builder/first-load.ts counts it as data, not code). */
export const FLIGHT_SCRIPT = /^\s*\(?self\.__next_f\s*=|^\s*self\.__next_f\.push\(/;
/** The inline script that starts Next (Turbopack's entry). */
export const ENTRY_SCRIPT = /<script id="_R_">([\s\S]*?)<\/script>/;

/** A page's stylesheets as Next links and preloads them. */
export const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)" data-precedence="[^"]*"\/>/g;
export const STYLESHEET_PRELOAD = /<link rel="preload" href="([^"]+\.css)" as="style"\/>/g;
/** Any stylesheet link, however written. */
export const STYLESHEET_ANY = 'rel="stylesheet"';

/** The viewport tag, first in <head> after the charset (from the root layout's `viewport`). */
export const VIEWPORT_META = /<meta name="viewport" content="[^"<>]*"\/>/;

/** The payload file the export writes beside each page (what client navigation fetches). */
export const PAYLOAD_FILE = 'index.txt';
/** The not-found page's payload, which 404.html inlines. */
export const NOT_FOUND_PAYLOAD = '_not-found/index.txt';
/** The second copy of each page's payload, for a server resuming a prerender. */
export const FULL_PAYLOAD_COPY = '__next._full.txt';

/**
 * A step's check that it reached every page it should: `missed` pages still carry Next's own mark
 * after it ran. Throws naming a few pages and where the marks live (the step runner names the step).
 */
export function assertEveryPage(total: number, missed: string[]): void {
  if (!missed.length) return;
  const some = missed.slice(0, 3).join(', ') + (missed.length > 3 ? ` and ${missed.length - 3} more` : '');
  throw new Error(
    `${missed.length} of ${total} pages were not rewritten (${some}): Next's output no longer matches the marks in lib/builder/next-output.ts (read from next ${NEXT_VERSION}). Check the installed next version, and read the marks again from a fresh export.`,
  );
}
