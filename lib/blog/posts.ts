import { allPosts, type Post } from 'contentlayer/generated';

const isDev = process.env.NODE_ENV !== 'production';

/** Routed posts (drafts only in development), newest first. */
export function routedPosts(): Post[] {
  return allPosts.filter((p) => isDev || !p.draft).sort(byNewest);
}

/** Posts that appear on lists, tags, feeds and search: routed and not unlisted. */
export function listedPosts(): Post[] {
  return routedPosts().filter((p) => !p.unlisted);
}

export function byNewest(a: { postDate: string; postSlug: string }, b: { postDate: string; postSlug: string }) {
  return b.postDate.localeCompare(a.postDate) || a.postSlug.localeCompare(b.postSlug);
}
