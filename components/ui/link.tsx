import type { ComponentProps, ReactNode } from 'react';
import { exportHref, isExternal, withBase } from '@/lib/url';
import { localizeHref } from '@/lib/i18n/localize-href';
import styles from './link.module.css';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode };

/**
 * A link to one of the site's pages: a plain <a>, with the base path and the trailing slash, in the
 * rendered page's locale (lib/i18n/localize-href.ts). Client-side navigation and
 * prefetching come from one listener for all links (components/runtime/client-links.tsx), not from
 * a next/link component per link (see lib/runtime/links.ts).
 */
export function RouteLink({ href, children, ...rest }: Props) {
  return (
    <a href={withBase(exportHref(localizeHref(href)))} {...rest}>
      {children}
    </a>
  );
}

/** The ↗ that says a link opens a new tab. */
export function ExternalIcon() {
  return (
    <svg className={styles.external} viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

/**
 * Internal hrefs are route links (client navigation, base path); external ones open safely, in a new
 * tab. `markExternal` adds the ↗ to those, as the navbar, footer and sidebar show it; links in prose have none.
 */
export function SmartLink({ href, children, markExternal, ...rest }: Props & { markExternal?: boolean }) {
  if (isExternal(href)) {
    const isHttp = /^https?:/i.test(href) || href.startsWith('//');
    return (
      <a href={href} {...(isHttp ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
        {isHttp && markExternal ? <ExternalIcon /> : null}
      </a>
    );
  }
  return (
    <RouteLink href={href} {...rest}>
      {children}
    </RouteLink>
  );
}
