import { exportHref, isExternal, withBase } from '@/lib/url';
import type { NavLinkLook } from '@/lib/navbar';
import { ExternalIcon } from '../ui/link';

/**
 * The `<a>` of a navbar, menu or footer link, as theme-classic's NavbarNavLink draws it: its inner
 * HTML when it has `html`, else its label, with the ↗ only on a labelled link off the site (an
 * icon-only link gets none); the item's class beside ours; its own attributes (aria-label, target,
 * rel, title …) last, so they win over the defaults for links off the site. No hooks: the bar, the
 * mobile menu and the footer all use it.
 */
export function NavAnchor({ item, href, className, markExternal, onClick }: { item: NavLinkLook; href: string; className?: string; markExternal?: boolean; onClick?: () => void }) {
  const external = isExternal(href);
  const isHttp = external && (/^https?:/i.test(href) || href.startsWith('//'));
  const classes = [className, item.className].filter(Boolean).join(' ') || undefined;
  const content = item.html
    ? { dangerouslySetInnerHTML: { __html: item.html } }
    : { children: <>{item.label}{isHttp && markExternal && item.label ? <ExternalIcon /> : null}</> };
  return (
    <a
      href={external ? href : withBase(exportHref(href))}
      className={classes}
      onClick={onClick}
      {...(isHttp ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...item.attrs}
      {...content}
    />
  );
}
