/**
 * What each blog page sends its "All posts" sidebar. With every post grouped by year, the newest
 * years are drawn in full while they hold at most INLINE_POSTS posts between them (the newest year
 * always, its first INLINE_POSTS posts when it has more, the rest behind a "Show N more" fetched from
 * a file of the whole year); each older year is sent as its heading, its count and the URL of a small
 * JSON file with its posts, fetched when a reader opens it. So every post stays one click away in the sidebar, yet
 * a blog page's HTML and payload stop growing with the number of posts (on a blog of 375 posts the
 * full list was half of each post page). Without JavaScript an older year's heading, and the
 * newest year's "more", link to that year in the archive. A blog under the budget, or a sidebar of a fixed count, is drawn whole.
 */
import { createHash } from 'node:crypto';
import { routes } from '../routes';
import { groupByYear } from './archive';

export const INLINE_POSTS = 50;

export type SidebarPost = { href: string; title: string };
export type SidebarGroup = {
  year?: string;
  /** Present when the group is drawn (its first posts only, when `branch` is there too)… */
  posts?: SidebarPost[];
  /** …otherwise, or for the rest, the URL (without the base path) of the JSON array of all its posts, and their number. */
  branch?: string;
  count?: number;
  /** Where a reader without JavaScript finds the group's posts. */
  archive?: string;
};

type Post = { slug: string; title: string; date: string };
const link = (p: Post): SidebarPost => ({ href: routes.post(p.slug), title: p.title });

/** The groups and the branch files (URL → JSON) of a sidebar over `posts` (newest first). */
export function blogSidebarView(posts: readonly Post[], opts: { count: number | 'ALL'; byYear: boolean }): { groups: SidebarGroup[]; branches: Map<string, string> } {
  const branches = new Map<string, string>();
  const limit = opts.count === 'ALL' ? Infinity : opts.count;
  if (!opts.byYear) return { groups: [{ posts: posts.slice(0, limit).map(link) }], branches };
  const lazy = opts.count === 'ALL' && posts.length > INLINE_POSTS;
  let left = limit;
  let inline = 0;
  let spilled = false;
  const groups: SidebarGroup[] = [];
  for (const { year, posts: all } of groupByYear(posts)) {
    const shown = all.slice(0, Math.max(0, left)).map(link);
    left -= shown.length;
    if (!shown.length) continue;
    // Once a year is sent as a file, every older year is too: the years drawn are the newest.
    spilled ||= lazy && groups.length > 0 && inline + shown.length > INLINE_POSTS;
    const file = () => {
      const json = JSON.stringify(shown);
      const branch = routes.sidebarBranch(createHash('sha256').update(json).digest('hex').slice(0, 16));
      branches.set(branch, json);
      const archive = routes.blogArchive();
      return { branch, count: shown.length, ...(archive ? { archive: `${archive}#archive-${year}` } : {}) };
    };
    if (!spilled) {
      inline += shown.length;
      const cut = lazy && shown.length > INLINE_POSTS;
      groups.push({ year: String(year), posts: cut ? shown.slice(0, INLINE_POSTS) : shown, ...(cut ? file() : {}) });
      continue;
    }
    groups.push({ year: String(year), ...file() });
  }
  return { groups, branches };
}
