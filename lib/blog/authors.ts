import { z } from 'zod';
import { BlogFileError } from './files';

export type Author = {
  id: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  socials: Record<string, string>;
};

const AuthorDef = z.object({
  name: z.string().min(1),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  socials: z.record(z.string(), z.string()).optional(),
});
const AuthorsFile = z.record(z.string(), AuthorDef);

/** authors.yml → id → author. */
export function parseAuthorsFile(data: unknown, file: string): Record<string, Author> {
  const parsed = AuthorsFile.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BlogFileError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const out: Record<string, Author> = {};
  for (const [id, a] of Object.entries(parsed.data)) {
    out[id] = { id, name: a.name, title: a.title, url: a.url, imageUrl: a.image_url, socials: a.socials ?? {} };
  }
  return out;
}

/** The post's authors in frontmatter order; an id missing from authors.yml fails the build naming the post. */
export function resolveAuthors(ids: readonly string[], authors: Record<string, Author>, file: string): Author[] {
  return ids.map((id) => {
    const a = Object.hasOwn(authors, id) ? authors[id] : undefined;
    if (!a) {
      const known = Object.keys(authors).sort().join(', ') || '(none)';
      throw new BlogFileError(`${file}: unknown author "${id}" (authors.yml has: ${known})`);
    }
    return a;
  });
}

/** Authors with at least one post, with their posts (in the order given), sorted by name. */
export function groupByAuthor<P extends { authors: Author[] }>(posts: readonly P[]): { author: Author; posts: P[] }[] {
  const map = new Map<string, { author: Author; posts: P[] }>();
  for (const p of posts) {
    for (const a of p.authors) {
      const entry = map.get(a.id) ?? { author: a, posts: [] };
      entry.posts.push(p);
      map.set(a.id, entry);
    }
  }
  return [...map.values()].sort((a, b) => a.author.name.localeCompare(b.author.name));
}

const SOCIAL_URL: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
};

const SOCIAL_LABEL: Record<string, string> = { github: 'GitHub', x: 'X', twitter: 'X', linkedin: 'LinkedIn', bluesky: 'Bluesky' };

/** authors.yml socials are handles or full URLs (as in Docusaurus). */
export function socialLinks(socials: Record<string, string>): { platform: string; label: string; href: string }[] {
  return Object.entries(socials).map(([platform, v]) => ({
    platform,
    label: SOCIAL_LABEL[platform] ?? platform,
    href: /^https?:\/\//.test(v) ? v : (SOCIAL_URL[platform]?.(v) ?? v),
  }));
}
