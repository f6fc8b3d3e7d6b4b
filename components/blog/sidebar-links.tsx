'use client';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import type { SidebarGroup, SidebarPost } from '@/lib/blog/sidebar-view';
import { useFocusOnArrival, useLazyBranch } from '@/lib/ui/lazy-branch';
import { withTrailingSlash } from '@/lib/url';
import { RouteLink } from '../ui/link';
import { useReadingYear } from './reading-year';
import styles from './blog.module.css';


function Posts({ posts, here, id }: { posts: SidebarPost[]; here: string; id?: string }) {
  return (
    <ul id={id}>
      {posts.map((p) => {
        const current = withTrailingSlash(p.href) === here;
        return (
          <li key={p.href}>
            <RouteLink href={p.href} aria-current={current ? 'page' : undefined} className={current ? styles.sidebarActive : undefined}>
              {p.title}
            </RouteLink>
          </li>
        );
      })}
    </ul>
  );
}

// What a reader opened outlives the page, for the next one.
const opened = new Set<string>();

/**
 * An older year, sent as a heading and a count: its posts are fetched when it is opened, by the
 * reader or because the post being read is one of them (then it is marked in the list).
 */
function LazyYear({ group, here }: { group: SidebarGroup; here: string }) {
  // The reader's own choice, once made, wins over the year being read.
  const [chosen, setChosen] = useState<boolean | null>(() => (opened.has(group.year!) ? true : null));
  const reading = useReadingYear() === group.year;
  const open = chosen ?? reading;
  const { data, failed, retry } = useLazyBranch<SidebarPost[]>(undefined, group.branch, open);
  const id = useId();
  const toggle = () => {
    if (open) opened.delete(group.year!);
    else opened.add(group.year!);
    setChosen(!open);
  };
  return (
    <div role="group" aria-label={group.year} className={styles.sidebarGroup}>
      <div className={styles.sidebarYearRow}>
        {/* No archive page (the blog's archiveBasePath: null): the year is not a link. */}
        {group.archive ? (
          <RouteLink href={group.archive} className={styles.sidebarYear}>
            {group.year} <span className={styles.sidebarCount}>({group.count})</span>
          </RouteLink>
        ) : (
          <span className={styles.sidebarYear}>
            {group.year} <span className={styles.sidebarCount}>({group.count})</span>
          </span>
        )}
        <button
          type="button"
          className={styles.sidebarCaret}
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? 'Collapse' : 'Expand'} the posts of ${group.year}`}
          onClick={toggle}
        />
      </div>
      {!open ? null : data ? (
        <Posts posts={data} here={here} id={id} />
      ) : failed ? (
        <p id={id} className={styles.sidebarFailed}>
          Could not load these posts.{' '}
          <button type="button" className={styles.sidebarRetry} onClick={retry}>
            Retry
          </button>
        </p>
      ) : (
        <p id={id} className={styles.sidebarFailed} aria-live="polite">
          Loading…
        </p>
      )}
    </div>
  );
}

/**
 * The newest year when it has more posts than a page draws: its first ones, then "Show N more",
 * which fetches the whole year (so does reading one of the posts left out, to mark it), and moves
 * focus to the first post it adds.
 */
function PartialYear({ group, here }: { group: SidebarGroup; here: string }) {
  const drawn = group.posts!;
  const reading = useReadingYear() === group.year && !drawn.some((p) => withTrailingSlash(p.href) === here);
  const [asked, setAsked] = useState(() => opened.has(group.year!));
  const { data, failed, retry } = useLazyBranch<SidebarPost[]>(undefined, group.branch, asked || reading);
  const id = useId();
  // Focus goes to the first post the sidebar had left out, once the whole year is drawn.
  const focusOnArrival = useFocusOnArrival(data, (at) => document.getElementById(id)?.querySelector<HTMLElement>(`:scope > li:nth-child(${at + 1}) > a`));
  const show = () => {
    opened.add(group.year!);
    focusOnArrival(drawn.length);
    setAsked(true);
    if (failed) retry();
  };
  const left = group.count! - drawn.length;
  return (
    <div role="group" aria-label={group.year} className={styles.sidebarGroup}>
      <div className={styles.sidebarYear} aria-hidden="true">
        {group.year}
      </div>
      <Posts posts={data ?? drawn} here={here} id={id} />
      {data ? null : failed ? (
        <p className={styles.sidebarFailed}>
          Could not load these posts.{' '}
          <button type="button" className={styles.sidebarRetry} onClick={retry}>
            Retry
          </button>
        </p>
      ) : (
        <>
          <button type="button" className={styles.sidebarMore} aria-label={`Show ${left} more posts of ${group.year}`} onClick={show}>
            Show {left} more
          </button>
          {group.archive ? (
            <RouteLink href={group.archive} className={styles.sidebarMoreLink}>
              {left} more in the archive
            </RouteLink>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The sidebar's links; client only to mark the post being read and to open older years. */
export function SidebarLinks({ groups }: { groups: SidebarGroup[] }) {
  const here = withTrailingSlash(usePathname() ?? '/');
  return (
    <>
      {groups.map((g) =>
        g.posts && g.branch ? (
          <PartialYear key={g.year} group={g} here={here} />
        ) : g.posts ? (
          <div key={g.year ?? 'all'} role="group" aria-label={g.year} className={styles.sidebarGroup}>
            {g.year ? <div className={styles.sidebarYear} aria-hidden="true">{g.year}</div> : null}
            <Posts posts={g.posts} here={here} />
          </div>
        ) : (
          <LazyYear key={g.year} group={g} here={here} />
        ),
      )}
    </>
  );
}
