// The OSO site's landing page: a page of the site folder's src/pages, as any Docusaurus site has.
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import styles from './index.module.css';

const entries = [
  { title: 'Get started', text: 'Make your first query to the OSO data lake from Python, GraphQL or BigQuery.', to: '/docs/get-started/' },
  { title: 'View datasets', text: 'Browse more than 100 TB of curated public data on open source activity and funding.', to: '/docs/integrate/datasets/' },
  { title: 'Learn how OSO works', text: 'See how registries, events and metrics fit together in our open pipeline.', to: '/docs/references/' },
];

const personas = [
  {
    title: 'For data scientists',
    links: [
      { label: 'Connect OSO to notebooks', to: '/docs/guides/notebooks/' },
      { label: 'Work through a tutorial', to: '/docs/tutorials/' },
      { label: 'Contribute a model', to: '/docs/contribute-models/' },
    ],
  },
  {
    title: 'For developers',
    links: [
      { label: 'Use the GraphQL API', to: '/docs/integrate/api/' },
      { label: 'Check pipeline status', to: '/docs/guides/dagster/' },
      { label: 'Connect your data', to: '/docs/contribute-data/' },
    ],
  },
  {
    title: 'For OSS projects',
    links: [
      { label: 'Add your project', to: '/docs/projects/' },
      { label: "View your project's artifacts", to: '/docs/projects/view-artifacts/' },
      { label: 'Troubleshoot data issues', to: '/docs/projects/troubleshoot/' },
    ],
  },
];

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description="Documentation and blog of Open Source Observer: open data on the impact of open source software.">
      <main className={styles.main}>
        <section className={styles.hero}>
          <h1 className={styles.headline}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p className={styles.intro}>
            OSO tracks open source projects, their code, packages and onchain contracts, and turns that activity into open
            metrics that builders, data scientists and grant funders can query.
          </p>
          <div className={styles.actions}>
            <Link className={styles.primary} to="/docs/get-started/">Get started</Link>
            <Link className={styles.secondary} to="/blog/">Read the blog</Link>
          </div>
        </section>
        <section aria-labelledby="start-here" className={styles.section}>
          <h2 id="start-here" className="visually-hidden">Start here</h2>
          <ul className={styles.cards}>
            {entries.map((e) => (
              <li key={e.title}>
                <Link to={e.to} className={styles.card}>
                  <span className={styles.cardTitle}>{e.title}</span>
                  <span className={styles.cardText}>{e.text}</span>
                </Link>
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
                    <li key={l.to}>
                      <Link to={l.to}>{l.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
