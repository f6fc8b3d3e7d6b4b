import { routes, withBase } from '../routes';

const hasScheme = (s: string) => /^[a-z][a-z0-9+.-]*:/i.test(s) || s.startsWith('//');

/** Files a folder post may keep beside its index.mdx and reference relatively (copied to the post's URL after the build). */
export const POST_ASSET = /\.(png|jpe?g|gif|svg|webp|avif)$/i;

/**
 * An image path as a post writes it, as the browser needs it: `./cover.png` (beside the post)
 * → `/blog/{slug}/cover.png`, `/img/x.png` → with the base path, URLs unchanged.
 */
export function postAssetUrl(slug: string, src: string): string {
  if (!src || hasScheme(src) || src.startsWith('#') || src.startsWith('data:')) return src;
  if (src.startsWith('/')) return withBase(src);
  const rel = src.replace(/^\.\//, '');
  return withBase(`${routes.post(slug)}${rel}`);
}
