/**
 * Docusaurus modules that read nothing of the site, the same on the server (./modules.tsx) and in
 * an island in the browser (../islands/client-modules.tsx), so both render one markup.
 */
import type { ComponentProps, ReactNode } from 'react';
import { MAIN_ID } from '../layout/main';

/** `@theme/Details`: a disclosure with its summary. */
export function Details({ summary, children, ...rest }: ComponentProps<'details'> & { summary?: ReactNode }) {
  return (
    <details {...rest}>
      {summary === undefined ? null : typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      {children}
    </details>
  );
}

/**
 * `@theme/Layout` in a page of `src/pages/`: this site's layout is already around it (navbar,
 * footer), so it only marks where the skip link lands; its title and description were read at
 * build time (lib/content/site-pages.ts) and are the page's metadata.
 */
export function Layout({ children, wrapperClassName }: { children?: ReactNode; wrapperClassName?: string; title?: string; description?: string; noFooter?: boolean }) {
  return (
    <div id={MAIN_ID} tabIndex={-1} className={wrapperClassName}>
      {children}
    </div>
  );
}

/** `@theme/Heading`: a heading of the level `as` names. */
export function Heading({ as: As = 'h2', ...rest }: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return <As {...rest} />;
}
