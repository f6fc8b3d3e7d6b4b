/**
 * Blog file naming: `blog/YYYY-MM-DD-slug.mdx` or `blog/YYYY-MM-DD-slug/index.mdx`.
 * Frontmatter `date` and `slug` win over the name.
 */
const NAME = /^blog\/(?:.*\/)?(\d{4})-(\d{2})-(\d{2})-([^/]+?)(?:\/index)?\.mdx?$/;

export class BlogFileError extends Error {}

function match(sourceFilePath: string) {
  return sourceFilePath.match(NAME);
}

export function postSlugOf(sourceFilePath: string, slug?: string): string {
  if (slug) return slug.replace(/^\/+|\/+$/g, '');
  const m = match(sourceFilePath);
  if (m) return m[4];
  const base = sourceFilePath.replace(/^blog\//, '').replace(/(\/index)?\.mdx?$/, '');
  return base.split('/').pop()!;
}

export function postDateOf(sourceFilePath: string, date?: string): string {
  let iso: string | undefined;
  if (date) iso = String(date);
  else {
    const m = match(sourceFilePath);
    if (m) iso = `${m[1]}-${m[2]}-${m[3]}`;
  }
  if (!iso) throw new BlogFileError(`content/${sourceFilePath}: no date (name the file YYYY-MM-DD-slug.mdx or set "date")`);
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) throw new BlogFileError(`content/${sourceFilePath}: date "${iso}" is not a date`);
  return d.toISOString();
}

const MARKER = /^\s*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/m;

/** The excerpt is what stands before the truncate marker; without one the whole post. */
export function splitExcerpt(body: string): { excerpt: string; truncated: boolean } {
  const m = body.match(MARKER);
  if (!m || m.index === undefined) return { excerpt: body, truncated: false };
  return { excerpt: body.slice(0, m.index).trimEnd(), truncated: true };
}
