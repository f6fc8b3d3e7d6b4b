import { searchText } from '@/lib/i18n/ui-text';
import { Suspense } from 'react';
import { Main } from '@/components/layout/main';
import { SearchNoScript } from '@/components/search/search-no-script';
import { SearchField, SearchPage } from '@/components/search/search-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { searchConfig } from '@/lib/search/client-settings';
import { localeSearchIndex } from '@/lib/i18n/current-locale';
import { prefillScript, searchPageTitle } from '@/lib/search/page-results';
import { site } from '@/lib/site';
import styles from '@/components/layout/status-page.module.css';

export const generateMetadata = () => pageMetadata({ title: searchPageTitle('', searchText()), path: routes.search() });

// The query lives in ?q=, which only the browser sees: the export holds the empty page.
export default function Search() {
  const config = { ...searchConfig(site, localeSearchIndex()), text: searchText() };
  return (
    <Main className={styles.main}>
      <Suspense
        fallback={
          <>
            <h1>{searchPageTitle('', config.text)}</h1>
            <SearchField value="" text={config.text} />
            {/* The prefill script reads the field and the heading just before it: it stays next to them. */}
            <script dangerouslySetInnerHTML={{ __html: prefillScript(config.text) }} />
            <SearchNoScript />
          </>
        }
      >
        <SearchPage config={config} siteTitle={site.title} />
      </Suspense>
    </Main>
  );
}
