/** The year a post is filed under (its date's, in UTC). */
export const postYear = (date: string) => new Date(date).getUTCFullYear();

/** Posts grouped by the UTC year of their date, newest year first, keeping the posts' order. */
export function groupByYear<P extends { date: string }>(posts: readonly P[]): { year: number; posts: P[] }[] {
  const map = new Map<number, P[]>();
  for (const p of posts) {
    const year = postYear(p.date);
    const list = map.get(year);
    if (list) list.push(p);
    else map.set(year, [p]);
  }
  return [...map.entries()].sort((a, b) => b[0] - a[0]).map(([year, list]) => ({ year, posts: list }));
}

/** The neighbours of a post in a newest-first list: `newer` above it, `older` below. */
export function neighbours<P extends { slug: string }>(posts: readonly P[], slug: string): { newer?: P; older?: P } {
  const i = posts.findIndex((p) => p.slug === slug);
  if (i < 0) return {};
  return { newer: posts[i - 1], older: posts[i + 1] };
}
