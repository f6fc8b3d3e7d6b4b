import { Main } from '@/components/layout/main';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import styles from '../status-page.module.css';

export const metadata = pageMetadata({ title: 'Search the documentation', path: routes.search() });

export default function SearchPage() {
  return (
    <Main className={styles.main}>
      <h1>Search the documentation</h1>
      <form action={routes.search()} method="get" role="search">
        <label htmlFor="search-q" className="visually-hidden">Search</label>
        <input id="search-q" name="q" type="search" maxLength={64} placeholder="Search docs and posts" />
        <button type="submit">Search</button>
      </form>
    </Main>
  );
}
