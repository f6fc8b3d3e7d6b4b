import type { Doc } from 'contentlayer/generated';
import { JsonLd } from '@/components/blog/json-ld';
import { MDXContent } from '@/components/mdx/mdx-content';
import { breadcrumbs, prevNext } from '@/lib/docs/navigation';
import { currentVersion, docToc, mainSidebar, toMeta } from '@/lib/docs/source';
import { routes, withBase } from '@/lib/routes';
import { docPageSeo } from '@/lib/seo/source';
import { Breadcrumbs } from './breadcrumbs';
import { CopyPage } from './copy-page';
import { EditMeta } from './edit-meta';
import { DocsPaginator } from './paginator';
import { DocTagList } from './tag-list';
import { TableOfContents } from './toc';
import styles from './docs.module.css';
import seoStyles from './edit-meta.module.css';

export function DocPage({ doc }: { doc: Doc }) {
  const meta = toMeta(doc);
  const sidebar = mainSidebar();
  const href = routes.doc(doc.route);
  const { prev, next } = prevNext(currentVersion(), sidebar, meta);
  const toc = doc.hide_table_of_contents ? [] : docToc(doc);
  const seo = docPageSeo(doc);
  return (
    <div className={toc.length ? `${styles.docRow} ${styles.withToc}` : styles.docRow}>
      <div className={styles.docColumn}>
        {seo.jsonLd.map((data, i) => (
          <JsonLd key={i} data={data} />
        ))}
        <div className={seoStyles.bar}>
          <Breadcrumbs crumbs={breadcrumbs(sidebar, href, meta.sidebarLabel ?? meta.title)} />
          <CopyPage src={withBase(seo.markdown)} />
        </div>
        <article className={`markdown ${styles.article}`}>
          {doc.hide_title ? <h1 className="visually-hidden">{doc.pageTitle}</h1> : <h1>{doc.pageTitle}</h1>}
          <MDXContent code={doc.body.code} />
        </article>
        <DocTagList tags={meta.tags} />
        <EditMeta editUrl={seo.editUrl} lastUpdated={seo.lastUpdated} />
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
