import { RouteLink, SmartLink } from '../ui/link';
import type { Author } from '@/lib/docusaurus/blog-authors';
import { socialLinks } from '@/lib/docusaurus/author-socials';
import { routes, withBase } from '@/lib/routes';
import styles from './blog.module.css';
import { SocialIcon } from './social-icon';

/**
 * Avatar, name (linking to the author's page, or the page's h1 there), title, and the author's own
 * links, unless `links` is false: a list of posts names its authors without repeating their links
 * under every post (the author's page and the post itself carry them).
 */
export function AuthorCard({ author, large = false, heading, links: withLinks = true }: { author: Author; large?: boolean; heading?: 'h1' | 'h2'; links?: boolean }) {
  const Heading = heading ?? 'span';
  // The website rides along as a link of its own when the name links to the author's page
  // (`page` in authors.yml); without one the name links to `url`, as Docusaurus's BlogAuthor does.
  const links = withLinks ? [...(author.url && author.page ? [{ platform: 'website', label: 'Website', href: author.url }] : []), ...socialLinks(author.socials)] : [];
  // An author without a page links the name as Docusaurus's BlogAuthor does: `url`, else `mailto:`.
  const ownLink = author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  return (
    <div className={`${styles.author} ${large ? styles.authorLarge : ''}`}>
      {author.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.avatar} src={withBase(author.imageUrl)} alt="" width={large ? 64 : 40} height={large ? 64 : 40} loading="lazy" />
      ) : null}
      <div className={styles.authorText}>
        {heading === 'h1' ? (
          <h1 className={styles.authorName}>{author.name}</h1>
        ) : (
          <Heading className={styles.authorHeading}>
            {!author.page ? (
              // An author without a page of their own links to their website, as Docusaurus does.
              ownLink ? (
                <SmartLink href={ownLink} className={styles.authorName}>
                  {author.name}
                </SmartLink>
              ) : (
                <span className={styles.authorName}>{author.name}</span>
              )
            ) : (
              <RouteLink href={routes.blogAuthor(author.key)} className={styles.authorName}>
                {author.name}
              </RouteLink>
            )}
          </Heading>
        )}
        {author.title ? <span className={styles.authorTitle}>{author.title}</span> : null}
        {links.length ? (
          <ul className={styles.authorLinks} aria-label={`${author.name} elsewhere`}>
            {links.map((l) => (
              <li key={l.platform}>
                <a className={styles.socialLink} href={l.href} target="_blank" rel="noopener noreferrer" aria-label={l.label} title={l.label}>
                  <SocialIcon platform={l.platform} className={styles.socialIcon} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export function AuthorList({ authors, links = true }: { authors: Author[]; links?: boolean }) {
  if (!authors.length) return null;
  return (
    <div className={styles.authors}>
      {authors.map((a) => (
        <AuthorCard key={a.key || a.name} author={a} links={links} />
      ))}
    </div>
  );
}
