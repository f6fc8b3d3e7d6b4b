import { uiText } from '@/lib/i18n/ui-text';
import { Pager } from '../ui/pager';

/** Between list pages: newer posts are on lower-numbered pages. */
export function BlogListPaginator({ newer, older }: { newer?: string; older?: string }) {
  const text = uiText();
  return (
    <Pager
      label={text.t('theme.blog.paginator.navAriaLabel')}
      prev={newer ? { href: newer, label: text.t('theme.blog.paginator.newerEntries') } : undefined}
      next={older ? { href: older, label: text.t('theme.blog.paginator.olderEntries') } : undefined}
    />
  );
}

/** Between posts: the newer one and the older one, by title. */
export function PostPaginator({ newer, older }: { newer?: { href: string; title: string }; older?: { href: string; title: string } }) {
  const text = uiText();
  return (
    <Pager
      label={text.t('theme.blog.post.paginator.navAriaLabel')}
      prev={newer ? { href: newer.href, label: newer.title, sub: text.t('theme.blog.post.paginator.newerPost') } : undefined}
      next={older ? { href: older.href, label: older.title, sub: text.t('theme.blog.post.paginator.olderPost') } : undefined}
    />
  );
}
