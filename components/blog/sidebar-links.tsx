'use client';
import { RouteLink } from '../ui/link';
import { usePathname } from 'next/navigation';
import styles from './blog.module.css';

export type SidebarGroup = { year?: string; posts: { href: string; title: string }[] };

const norm = (p: string) => (p.endsWith('/') ? p : `${p}/`);

/** The sidebar's links; client only to mark the post being read. */
export function SidebarLinks({ groups }: { groups: SidebarGroup[] }) {
  const here = norm(usePathname() ?? '/');
  return (
    <>
      {groups.map((g) => (
        <div key={g.year ?? 'all'} role="group" aria-label={g.year} className={styles.sidebarGroup}>
          {g.year ? <div className={styles.sidebarYear} aria-hidden="true">{g.year}</div> : null}
          <ul>
            {g.posts.map((p) => {
              const current = norm(p.href) === here;
              return (
                <li key={p.href}>
                  <RouteLink href={p.href} aria-current={current ? 'page' : undefined} className={current ? styles.sidebarActive : undefined}>
                    {p.title}
                  </RouteLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}
