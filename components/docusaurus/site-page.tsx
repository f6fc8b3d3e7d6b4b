import type { CompiledPage } from '@/lib/docusaurus/src-pages';
import { Main } from '../layout/main';
import { MDXContent } from '../mdx/mdx-content';
import './infima.css';
import styles from './site-page.module.css';

/**
 * A page of a Docusaurus site's `src/pages/` inside this site's layout: a Markdown page as a column
 * of prose with its title, a React page as it draws itself (its `<Layout>` marks the skip link's
 * target), with the CSS its modules brought.
 */
export function SitePage({ page }: { page: CompiledPage }) {
  const body = <MDXContent code={page.code} page={{ kind: 'page', route: page.route }} />;
  return (
    <>
      {page.css ? <style dangerouslySetInnerHTML={{ __html: page.css }} /> : null}
      {page.kind === 'markdown' ? (
        <Main className={styles.markdownPage}>
          <article className="markdown">
            {page.contentTitle ? <h1>{page.contentTitle}</h1> : null}
            {body}
          </article>
        </Main>
      ) : (
        <div className="docusaurus-page">{body}</div>
      )}
    </>
  );
}
