import { RouteLink } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { listedDocTags } from '@/lib/docs/source';
import { pageMetadata } from '@/lib/seo/metadata';
import { orPlaceholder, routes } from '@/lib/routes';
import { DocsFrame } from '@/components/docs/docs-frame';
import styles from '@/components/docs/docs.module.css';
import { generatedParams } from '@/lib/build/page-reuse';

type Params = { tag: string };
export const dynamicParams = false;
export function generateStaticParams(): Params[] {
  return generatedParams(orPlaceholder(listedDocTags().map((g) => ({ tag: g.tag.permalink })), ['tag']), 'docs');
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { tag } = await params;
  const g = listedDocTags().find((x) => x.tag.permalink === tag);
  return g ? pageMetadata({ title: `${g.docs.length} docs tagged with "${g.tag.label}"`, path: routes.docsTag(tag) }) : {};
}

export default async function DocsTagPage({ params }: { params: Promise<Params> }) {
  const { tag } = await params;
  const g = listedDocTags().find((x) => x.tag.permalink === tag);
  if (!g) notFound();
  return (
    <DocsFrame>
      <div className={styles.docRow}>
        <div className={`markdown ${styles.docColumn}`}>
          <h1>
            {g.docs.length} {g.docs.length === 1 ? 'doc' : 'docs'} tagged with &ldquo;{g.tag.label}&rdquo;
          </h1>
          <p>
            <RouteLink href={routes.docsTags()}>View All Tags</RouteLink>
          </p>
          <ul className={styles.cards}>
            {g.docs.map((d) => (
              <li key={d.id}>
                <RouteLink href={routes.doc(d.route)} className={styles.card}>
                  <span className={styles.cardTitle}>{d.title}</span>
                  {d.description ? <span className={styles.cardText}>{d.description}</span> : null}
                </RouteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </DocsFrame>
  );
}
