import { EditMeta } from '@/components/docs/edit-meta';
import { InlineTableOfContents, TableOfContents } from '@/components/docs/toc';
import { neighbours, postYear } from '@/lib/blog/archive';
import type { BlogPost } from '@/lib/blog/model';
import { POST_BODY_ATTR } from '@/lib/blog/markers';
import { postJsonLd } from '@/lib/seo/blog';
import { listedBlogPosts } from '@/lib/blog/source';
import { tocFor } from '@/lib/content/toc';
import { routes } from '@/lib/routes';
import { postPageSeo } from '@/lib/seo/source';
import { site } from '@/lib/site';
import { AuthorList } from './author-card';
import { JsonLd } from '../seo/json-ld';
import { PostPaginator } from './paginator';
import { PostBody } from './post-body';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';
import { ReadingYear } from './reading-year';
import styles from './blog.module.css';

const link = (p?: BlogPost) => (p ? { href: routes.post(p.slug), title: p.title } : undefined);

/** A post page: header, cover, body, tags, newer/older posts, and the h2–h3 table of contents. */
export function PostView({ post }: { post: BlogPost }) {
  const { newer, older } = neighbours(listedBlogPosts(), post.slug);
  const toc = post.hideToc ? [] : tocFor(post.headings, post.tocMin ?? site.docs.tocMinLevel, post.tocMax ?? site.docs.tocMaxLevel);
  return (
    <div className={toc.length ? `${styles.postRow} ${styles.withToc}` : styles.postRow}>
      <div className={styles.postColumn}>
        <JsonLd data={postJsonLd(post)} />
        <ReadingYear year={String(postYear(post.date))} />
        <article className={styles.post}>
          <header className={styles.postHeader}>
            <h1 className={styles.postTitle}>{post.title}</h1>
            <PostMeta date={post.date} minutes={post.readingMinutes} />
            <AuthorList authors={post.authors} />
          </header>
          <InlineTableOfContents items={toc} />
          <div className="markdown" {...{ [POST_BODY_ATTR]: '' }}>
            <PostBody post={post} />
          </div>
          <footer className={styles.postFooter}>
            <PostTags tags={post.tags} />
            <EditMeta {...postPageSeo(post)} />
          </footer>
        </article>
        <PostPaginator newer={link(newer)} older={link(older)} />
      </div>
      {toc.length ? (
        <div className={styles.tocColumn}>
          <TableOfContents items={toc} />
        </div>
      ) : null}
    </div>
  );
}
