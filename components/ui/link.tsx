import NextLink from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { isExternal } from '@/lib/routes';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode };

/** Internal hrefs go through next/link (client navigation, base path); external ones open safely. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternal(href)) {
    const isHttp = /^https?:/i.test(href) || href.startsWith('//');
    return (
      <a href={href} {...(isHttp ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    return <a href={href} {...rest}>{children}</a>;
  }
  return (
    <NextLink href={href} {...rest}>
      {children}
    </NextLink>
  );
}
