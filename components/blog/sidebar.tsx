import { blogYears, listedBlogPosts } from '@/lib/blog/source';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { SidebarLinks, type SidebarGroup } from './sidebar-links';
import styles from './blog.module.css';

/** What the sidebar lists: all posts (or the configured count), by year when configured. */
function groups(): SidebarGroup[] {
  const { sidebarCount, groupByYear } = site.blog;
  const limit = sidebarCount === 'ALL' ? Infinity : sidebarCount;
  const link = (p: { slug: string; title: string }) => ({ href: routes.post(p.slug), title: p.title });
  if (!groupByYear) return [{ posts: listedBlogPosts().slice(0, limit).map(link) }];
  let left = limit;
  return blogYears()
    .map(({ year, posts }) => {
      const shown = posts.slice(0, Math.max(0, left));
      left -= shown.length;
      return { year: String(year), posts: shown.map(link) };
    })
    .filter((g) => g.posts.length);
}

/** "All posts": the blog's sidebar, on desktop beside the content and on mobile in the secondary menu. */
export function BlogSidebar() {
  return (
    <nav aria-label="Blog recent posts navigation" className={styles.sidebar}>
      <div className={styles.sidebarTitle}>{site.blog.sidebarTitle}</div>
      <SidebarLinks groups={groups()} />
    </nav>
  );
}
