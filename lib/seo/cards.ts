/**
 * Social cards: one 1200×630 PNG per doc, generated docs index and post, drawn at build time by
 * the post-build (lib/seo/card-files.ts; app/og/[...key]/route.dev.tsx in `npm run dev`); every other
 * page shares the site's card.
 */
import type { DocEntry } from '../docs/entry';
import { breadcrumbs } from '../docusaurus/doc-navigation';
import { generatedIndexes, pathTo } from '../docs/sidebar';
import type { Sidebar } from '../docs/types';
import { routes } from '../routes';
import { BASE_PATH } from '../url';

export const CARD_SIZE = { width: 1200, height: 630 } as const;

export type SocialCard = { path: string; title: string; section: string };

/** Route-handler params for a card: `/docs/a/b/` → ['docs', 'a', 'b.png'] (its URL is routes.socialCard). */
export function cardParams(pagePath: string): string[] {
  return routes.socialCard(pagePath).replace(/^\/og\//, '').split('/');
}

/** The page path a card's params stand for, the inverse of cardParams. */
export function cardPagePath(params: string[]): string {
  const key = params.join('/').replace(/\.png$/, '');
  return key === 'site' ? '/' : `/${key}/`;
}

/** What a card is drawn from: its own text and the site's (its key hashes this, see card-cache.ts). */
export type CardText = { title: string; section: string; siteTitle: string; host: string };

export const cardTextOf = (card: SocialCard, site: { title: string; url: string }, basePath = BASE_PATH): CardText => ({
  title: card.title,
  section: card.section,
  siteTitle: site.title,
  host: `${new URL(site.url).host}${basePath}`,
});

/**
 * Every card to draw: the site's own, each routed doc's and post's, each generated docs index's.
 * From entries alone, so the build can draw them ahead from the content as the checks read it.
 */
export function cardsOf(site: { title: string; tagline: string }, sidebar: Sidebar, docs: DocEntry[], posts: { slug: string; title: string }[]): SocialCard[] {
  const indexes = generatedIndexes(sidebar).map((c) => {
    const path = c.href!;
    const above = (pathTo(sidebar, path) ?? []).filter((p) => p.href !== path);
    return { path, title: c.generatedIndex!.title, section: above[0]?.label ?? 'Docs' };
  });
  return [
    { path: '/', title: site.title, section: site.tagline },
    ...docs.map((d) => ({ path: routes.doc(d.route), title: d.title, section: docSection(breadcrumbs(sidebar, routes.doc(d.route), d.sidebarLabel ?? d.title)) })),
    ...posts.map((p) => ({ path: routes.post(p.slug), title: p.title, section: 'Blog' })),
    ...indexes,
  ];
}

/** A doc's section on its card: the top category that holds it, or "Docs" at the top level. */
export function docSection(crumbs: readonly { label: string }[]): string {
  return crumbs.length > 1 ? crumbs[0].label : 'Docs';
}

/**
 * Text the card's font can draw: the characters `drawable` says it has (lib/seo/card-font.ts; a
 * CJK title's ideographs are not in next/og's font). Emoji go too: next/og would fetch their
 * images from a CDN at build time, and the build has no network.
 */
export function cardText(text: string, drawable: (codePoint: number) => boolean = () => true): string {
  return [...text.replace(/[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D\u20E3]/gu, '')]
    .filter((ch) => drawable(ch.codePointAt(0)!))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Long titles are cut on a word so the card never overflows its three lines. */
export function cardTitle(title: string, max = 90, drawable?: (codePoint: number) => boolean): string {
  const t = cardText(title, drawable);
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
