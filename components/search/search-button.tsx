import { searchText } from '@/lib/i18n/ui-text';
import { preconnect } from 'react-dom';
import { RouteLink } from '@/components/ui/link';
import { routes } from '@/lib/routes';
import { searchConfig } from '@/lib/search/client-settings';
import { localeSearchIndex } from '@/lib/i18n/current-locale';
import { hostedSearchOrigin } from '@/lib/search/urls';
import { site } from '@/lib/site';
import { SearchControl } from './search-control';
import styles from './search-button.module.css';

/**
 * The navbar's search control. In hosted mode the page preconnects to the search service.
 * Without scripts the button could open nothing: CSS (`scripting: none`) swaps it for a link to the
 * search page, which says what to do instead. With scripts the link is `display: none`, so the
 * button stays the only control named "Search".
 */
export function SearchButton() {
  const config = { ...searchConfig(site, localeSearchIndex()), text: searchText() };
  if (config.hosted) preconnect(hostedSearchOrigin(config.hosted.appId), { crossOrigin: 'anonymous' });
  return (
    <>
      <SearchControl config={config} />
      <RouteLink href={routes.search()} className={`${styles.button} ${styles.noScriptLink}`} aria-label={config.text.label}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={styles.placeholder}>{config.text.label}</span>
      </RouteLink>
    </>
  );
}
