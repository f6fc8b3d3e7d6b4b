import { Pager } from '../ui/pager';

/** Between list pages: newer posts are on lower-numbered pages. */
export function BlogListPaginator({ newer, older }: { newer?: string; older?: string }) {
  return (
    <Pager
      label="Blog list page navigation"
      prev={newer ? { href: newer, label: 'Newer entries' } : undefined}
      next={older ? { href: older, label: 'Older entries' } : undefined}
    />
  );
}

/** Between posts: the newer one and the older one, by title. */
export function PostPaginator({ newer, older }: { newer?: { href: string; title: string }; older?: { href: string; title: string } }) {
  return (
    <Pager
      label="Blog post page navigation"
      prev={newer ? { href: newer.href, label: newer.title, sub: 'Newer post' } : undefined}
      next={older ? { href: older.href, label: older.title, sub: 'Older post' } : undefined}
    />
  );
}
