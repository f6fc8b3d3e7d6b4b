import type { Doc } from 'contentlayer/generated';
import { MDXContent } from '@/components/mdx/mdx-content';
import { breadcrumbs, prevNext } from '@/lib/docs/navigation';
import { currentVersion, docToc, mainSidebar, toMeta } from '@/lib/docs/source';
import { routes } from '@/lib/routes';
import { Breadcrumbs } from './breadcrumbs';
import { DocsPaginator } from './paginator';
import { DocTagList } from './tag-list';
import { TableOfContents } from './toc';
import styles from './docs.module.css';

export function DocPage({ doc }: { doc: Doc }) {
  const meta = toMeta(doc);
  const sidebar = mainSidebar();
  const href = routes.doc(doc.route);
  const { prev, next } = prevNext(currentVersion(), sidebar, meta);
  const toc = doc.hide_table_of_contents ? [] : docToc(doc);
  return (
    <div className={styles.docRow}>
      <div className={styles.docColumn}>
        <Breadcrumbs crumbs={breadcrumbs(sidebar, href, meta.sidebarLabel ?? meta.title)} />
        <article className={`markdown ${styles.article}`}>
          {doc.hide_title ? <h1 className="visually-hidden">{doc.pageTitle}</h1> : <h1>{doc.pageTitle}</h1>}
          <MDXContent code={doc.body.code} />
        </article>
        <DocTagList tags={meta.tags} />
        <DocsPaginator prev={prev} next={next} />
      </div>
      {toc.length ? (
        <div className={styles.tocColumn}>
          <TableOfContents items={toc} />
        </div>
      ) : null}
    </div>
  );
}
