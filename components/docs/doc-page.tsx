import { uiText } from '@/lib/i18n/ui-text';
import { inCurrentLocale } from '@/lib/i18n/current-locale';
import { JsonLd } from '@/components/seo/json-ld';
import { MDXContent } from '@/components/mdx/mdx-content';
import { prevNext, shownBreadcrumbs } from '@/lib/docusaurus/doc-navigation';
import { docAlternates, docsSet, docToc, docVersionView, everySidebarItem, type CompiledDoc } from '@/lib/docs/source';
import { docsVersions } from '@/lib/docusaurus/versions';
import { docPageHeading } from '@/lib/docusaurus/content-title';
import { VersionBadge, VersionBanner } from './version-banner';
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
  const { prev, next } = prevNext(docsSet(entry.version), entry);
  const versioned = docsVersions().length > 1;
  const view = docVersionView(entry);
  const toc = docToc(entry);
  const seo = docPageSeo(entry);
  const crumbs = shownBreadcrumbs(site.docs.breadcrumbs, sidebar, href, entry.sidebarLabel ?? entry.title);
  // Which <h1> the page draws above its body, if any: Docusaurus's title rule (lib/docusaurus/content-title.ts).
  const heading = docPageHeading(entry);
  const title = heading ? <h1 className={heading.hidden ? 'visually-hidden' : undefined}>{heading.text}</h1> : null;
  const ui = uiText();
  return (
    <div
      className={[styles.docRow, toc.length ? styles.withToc : '', versioned ? view.version.className : ''].filter(Boolean).join(' ')}
      // The page in each version, in the page's locale, for the navbar's version dropdown (components/navbar/versions.tsx).
      {...(versioned ? { 'data-doc-version': entry.version, 'data-doc-alternates': JSON.stringify(Object.fromEntries(Object.entries(docAlternates(entry)).map(([v, path]) => [v, inCurrentLocale(path)]))) } : {})}
    >
      <div className={styles.docColumn}>
        <VersionBanner {...view} />
        {seo.jsonLd.map((data, i) => (
          <JsonLd key={i} data={data} />
        ))}
        <div className={seoStyles.bar}>
          {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
          <CopyPage
            src={withBase(seo.markdown)}
            text={{ idle: ui.t('engine.docs.copyPage'), copied: ui.t('engine.docs.copyPageDone'), failed: ui.t('engine.docs.copyPageFailed'), title: ui.t('engine.docs.copyPageTitle') }}
          />
        </div>
        <VersionBadge version={view.version} />
        <InlineTableOfContents items={toc} />
        <article className={`markdown ${styles.article}`}>
          {title}
          <MDXContent code={doc.code} page={{ kind: 'doc', entry }} />
        </article>
        <DocTagList tags={entry.tags} version={view.version.pathPart} />
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
