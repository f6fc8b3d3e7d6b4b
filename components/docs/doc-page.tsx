import { JsonLd } from '@/components/seo/json-ld';
import { MDXContent } from '@/components/mdx/mdx-content';
import { prevNext, shownBreadcrumbs } from '@/lib/docs/navigation';
import { docsSet, docToc, everySidebarItem, type CompiledDoc } from '@/lib/docs/source';
import { routes, withBase } from '@/lib/routes';
import { docPageSeo } from '@/lib/seo/source';
import { site } from '@/lib/site';
import { Breadcrumbs } from './breadcrumbs';
import { CopyPage } from './copy-page';
import { EditMeta } from './edit-meta';
import { DocsPaginator } from './paginator';
import { DocTagList } from './tag-list';
import { InlineTableOfContents, TableOfContents } from './toc';
import styles from './docs.module.css';
import seoStyles from './edit-meta.module.css';

export function DocPage({ doc }: { doc: CompiledDoc }) {
  const { entry } = doc;
  const sidebar = everySidebarItem();
  const href = routes.doc(entry.route);
  const { prev, next } = prevNext(docsSet(), entry);
  const toc = docToc(entry);
  const seo = docPageSeo(entry);
  const crumbs = shownBreadcrumbs(site.docs.breadcrumbs, sidebar, href, entry.sidebarLabel ?? entry.title);
  // The body's own `# Title` is the heading readers see (as in Docusaurus); the frontmatter title
  // names the page. A `# ` heading further down is the page's heading where it is (lib/content/body.ts).
  const heading = entry.contentTitle ?? entry.title;
  const title = entry.titleInBody ? null : entry.hideTitle ? <h1 className="visually-hidden">{heading}</h1> : <h1>{heading}</h1>;
  return (
    <div className={toc.length ? `${styles.docRow} ${styles.withToc}` : styles.docRow}>
      <div className={styles.docColumn}>
        {seo.jsonLd.map((data, i) => (
          <JsonLd key={i} data={data} />
        ))}
        <div className={seoStyles.bar}>
          {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
          <CopyPage src={withBase(seo.markdown)} />
        </div>
        <InlineTableOfContents items={toc} />
        <article className={`markdown ${styles.article}`}>
          {title}
          <MDXContent code={doc.code} page={{ kind: 'doc', entry }} />
        </article>
        <DocTagList tags={entry.tags} />
        <EditMeta editUrl={seo.editUrl} lastUpdated={seo.lastUpdated} updatedBy={seo.updatedBy} />
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
