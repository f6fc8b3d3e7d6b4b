import type { ComponentProps, ReactNode } from 'react';
import { isExternal, withBase, withTrailingSlash } from '@/lib/routes';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode };

/**
 * A link to one of the site's pages: a plain <a>, with the base path and the trailing slash. Client-side navigation and
 * prefetching come from one listener for all links (components/runtime/client-links.tsx), not from
 * a next/link component per link (see lib/runtime/links.ts).
 */
export function RouteLink({ href, children, ...rest }: Props) {
  return (
    <a href={withBase(withTrailingSlash(href))} {...rest}>
      {children}
    </a>
  );
}

/** Internal hrefs are route links (client navigation, base path); external ones open safely. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternal(href)) {
    const isHttp = /^https?:/i.test(href) || href.startsWith('//');
    return (
      <a href={href} {...(isHttp ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouteLink href={href} {...rest}>
      {children}
    </RouteLink>
  );
}
