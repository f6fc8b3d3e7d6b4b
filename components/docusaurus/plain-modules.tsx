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
 * build time (lib/docusaurus/src-pages.ts) and are the page's metadata.
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

/**
 * `@theme/ThemedImage`: Docusaurus's server render writes one image per mode, each with
 * `themedComponent` and `themedComponent--light` or `--dark`, and CSS (app/globals.css) shows the one
 * for the mode painted on `<html data-theme>`. Both stay here, in the browser too: the boot script
 * paints the reader's mode before the first paint, so the right one shows with no script and nothing
 * changes on hydration (Docusaurus drops the other image once hydrated).
 */
export function ThemedImage({ sources, className, alt, ...rest }: Omit<ComponentProps<'img'>, 'src'> & { sources: { light: string; dark: string } }) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        // eslint-disable-next-line @next/next/no-img-element
        <img key={mode} src={sources[mode]} alt={alt} className={[className, 'themedComponent', `themedComponent--${mode}`].filter(Boolean).join(' ')} {...rest} />
      ))}
    </>
  );
}
