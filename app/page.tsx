import { RouteLink } from '@/components/ui/link';
import { JsonLd } from '@/components/seo/json-ld';
import { Main } from '@/components/layout/main';
import { SitePage } from '@/components/docusaurus/site-page';
import { sitePage } from '@/lib/docusaurus/built-pages';
import { listedBlogPosts } from '@/lib/blog/source';
import { clipText, formatDate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { baseUrlBannerScript } from '@/lib/runtime/boot';
import { routes } from '@/lib/routes';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { site } from '@/lib/site';
import styles from './landing.module.css';

/** A Docusaurus site's own landing page (src/pages/index.*), when it has one that compiled. */
const own = sitePage('');

export const metadata = own
  ? pageMetadata({ title: own.title ?? '', description: own.description, path: '/' })
  : pageMetadata({ title: '', description: 'Documentation and blog of Open Source Observer: open data on the impact of open source software.', path: '/' });

const entries = [
  { title: 'Get started', text: 'Make your first query to the OSO data lake from Python, GraphQL or BigQuery.', href: routes.doc('get-started') },
  { title: 'View datasets', text: 'Browse more than 100 TB of curated public data on open source activity and funding.', href: routes.doc('integrate/datasets') },
  { title: 'Learn how OSO works', text: 'See how registries, events and metrics fit together in our open pipeline.', href: routes.doc('references') },
];

const personas = [
  {
    title: 'For data scientists',
    links: [
      { label: 'Connect OSO to notebooks', href: routes.doc('guides/notebooks') },
      { label: 'Work through a tutorial', href: routes.doc('tutorials') },
      { label: 'Contribute a model', href: routes.doc('contribute-models') },
    ],
  },
  {
    title: 'For developers',
    links: [
      { label: 'Use the GraphQL API', href: routes.doc('integrate/api') },
      { label: 'Check pipeline status', href: routes.doc('guides/dagster') },
      { label: 'Connect your data', href: routes.doc('contribute-data') },
    ],
  },
  {
    title: 'For OSS projects',
    links: [
      { label: 'Add your project', href: routes.doc('projects') },
      { label: "View your project's artifacts", href: routes.doc('projects/view-artifacts') },
      { label: 'Troubleshoot data issues', href: routes.doc('projects/troubleshoot') },
    ],
  },
];

/** Teasers: each post's description up to this many characters (the blog list shows it whole). */
const TEASER_LENGTH = 160;

const BANNER = baseUrlBannerScript(site.baseUrl);

export default function Home() {
  if (own) {
    return (
      <>
        <script dangerouslySetInnerHTML={{ __html: BANNER }} />
        <JsonLd data={websiteJsonLd()} />
        <SitePage page={own} />
      </>
    );
  }
  const latest = listedBlogPosts().slice(0, 3);
  return (
    <Main className={styles.main}>
      <script dangerouslySetInnerHTML={{ __html: BANNER }} />
      <JsonLd data={websiteJsonLd()} />
      <section className={styles.hero}>
        <h1 className={styles.headline}>{site.title}</h1>
        <p className={styles.tagline}>{site.tagline}</p>
        <p className={styles.intro}>
          OSO tracks open source projects, their code, packages and onchain contracts, and turns that activity into open
          metrics that builders, data scientists and grant funders can query.
        </p>
        <div className={styles.actions}>
          <RouteLink className={styles.primary} href={routes.doc('get-started')}>Get started</RouteLink>
          <RouteLink className={styles.secondary} href={routes.blog()}>Read the blog</RouteLink>
        </div>
      </section>
      <section aria-labelledby="start-here" className={styles.section}>
        <h2 id="start-here" className="visually-hidden">Start here</h2>
        <ul className={styles.cards}>
          {entries.map((e) => (
            <li key={e.title}>
              <RouteLink href={e.href} className={styles.card}>
                <span className={styles.cardTitle}>{e.title}</span>
                <span className={styles.cardText}>{e.text}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="personas" className={styles.section}>
        <h2 id="personas" className={styles.sectionTitle}>Find your path</h2>
        <div className={styles.personas}>
          {personas.map((p) => (
            <div key={p.title} className={styles.persona}>
              <h3>{p.title}</h3>
              <ul>
                {p.links.map((l) => (
                  <li key={l.href}>
                    <RouteLink href={l.href}>{l.label}</RouteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      {latest.length ? (
        <section aria-labelledby="latest" className={styles.section}>
          <h2 id="latest" className={styles.sectionTitle}>Latest from the blog</h2>
          <ul className={styles.posts}>
            {latest.map((p) => (
              <li key={p.slug}>
                <RouteLink href={routes.post(p.slug)} className={styles.postTitle}>{p.title}</RouteLink>
                <time dateTime={p.date} className={styles.postDate}>{formatDate(p.date)}</time>
                {p.description ? <p>{clipText(p.description, TEASER_LENGTH)}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Main>
  );
}
