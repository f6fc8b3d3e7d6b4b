/** A heading as the table of contents shows it: `text` plain, `html` with its code spans kept. */
export type TocItem = { depth: number; text: string; id: string; html: string };

/** The headings a table of contents shows, between two levels inclusive. */
export function tocFor(items: TocItem[], min = 2, max = 3): TocItem[] {
  if (min > max) throw new Error(`toc_min_heading_level (${min}) is above toc_max_heading_level (${max})`);
  return items.filter((h) => h.depth >= min && h.depth <= max);
}
