/** Blog list pagination: page 1 is the list's own URL, pages 2..n live under `/page/{n}`. */
export type ListPage<T> = {
  items: T[];
  page: number;
  pages: number;
  total: number;
  /** The page with newer posts (lower number), if any. */
  newer?: number;
  /** The page with older posts (higher number), if any. */
  older?: number;
};

/** An empty list still has one (empty) page, so `/blog` always exists. */
export function pageCount(total: number, perPage: number): number {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`postsPerPage must be a positive integer, got ${perPage}`);
  return Math.max(1, Math.ceil(total / perPage));
}

/** The slice of `items` shown on `page` (1-based), or null past the last page. */
export function paginate<T>(items: readonly T[], perPage: number, page: number): ListPage<T> | null {
  const pages = pageCount(items.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    pages,
    total: items.length,
    newer: page > 1 ? page - 1 : undefined,
    older: page < pages ? page + 1 : undefined,
  };
}

/** The page numbers that need a `/page/{n}` route: 2..last. */
export function extraPageNumbers(total: number, perPage: number): number[] {
  const pages = pageCount(total, perPage);
  return Array.from({ length: pages - 1 }, (_, i) => i + 2);
}

/** `"3"` → 3; anything that is not a canonical page number above 1 (`"1"`, `"03"`, `"x"`) → null. */
export function parsePageParam(raw: string): number | null {
  return /^[1-9]\d*$/.test(raw) && raw !== '1' ? Number(raw) : null;
}

/** The segment value of the placeholder route below; its pages render the 404 page. */
