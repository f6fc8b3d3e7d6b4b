import { RouteLink } from '@/components/ui/link';
import { firstSidebarLink } from '@/lib/docs/sidebar';
import { sidebarFor } from '@/lib/docs/source';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { uiText } from '@/lib/i18n/ui-text';
import styles from './search-page.module.css';

/** The docs sidebar's top level (each section's own page, or its first page) and the blog, if the site has one. */
function sections(): { href: string; label: string }[] {
  const out: { href: string; label: string }[] = [];
  for (const it of sidebarFor()) {
    if (it.type === 'link') out.push({ href: it.href, label: it.label });
    else if (it.type === 'category') {
      const first = it.href ?? firstSidebarLink(it.items)?.href;
      if (first) out.push({ href: first, label: it.label });
    }
  }
  // `blog: false` builds no blog to link to.
  return site.blog.enabled ? [...out, { href: routes.blog(), label: site.blog.title }] : out;
}

/**
 * What /search (with or without ?q=) shows when scripts are off: searching runs in the browser, so
 * instead of an input that can do nothing, a note and the docs sections to browse. Hidden by CSS
 * (`scripting: none` shows it); with scripts it is part of the Suspense fallback and goes on hydration.
 */
export function SearchNoScript() {
  return (
    <div className={styles.noScript}>
      <p>{uiText().t('engine.search.noScript')}</p>
      <ul className={styles.sections}>
        {sections().map((s) => (
          <li key={s.href}>
            <RouteLink href={s.href}>{s.label}</RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
