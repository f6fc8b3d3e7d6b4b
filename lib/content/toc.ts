import GithubSlugger from 'github-slugger';

export type TocItem = { depth: number; text: string; id: string };

/** Plain text of a Markdown heading, as rehype-slug would see it. */
export function headingText(raw: string): string {
  // Code spans are literal: set them aside so `_` or `*` inside them is not read as emphasis.
  const code: string[] = [];
  return raw
    .replace(/\s+#+\s*$/, '') // closing hashes
    .replace(/\{#[^}]+\}\s*$/, '') // Docusaurus explicit id
    .replace(/`([^`]*)`/g, (_, c: string) => `\u0000${code.push(c) - 1}\u0000`)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\u0000(\d+)\u0000/g, (_, i: string) => code[Number(i)])
    .trim();
}

/**
 * Every ATX heading outside fenced code, with the id rehype-slug gives it
 * (GitHub's slugger, de-duplicated in document order, h1 included).
 */
export function extractHeadings(markdown: string): TocItem[] {
  const slugger = new GithubSlugger();
  const out: TocItem[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const f = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const m = line.match(/^(#{1,6})\s+(.+?)\s*$/);
    if (!m) continue;
    const text = headingText(m[2]);
    if (!text) continue;
    const explicit = m[2].match(/\{#([^}]+)\}\s*$/);
    const id = explicit ? explicit[1] : slugger.slug(text);
    out.push({ depth: m[1].length, text, id });
  }
  return out;
}

/** The headings a table of contents shows, between two levels inclusive. */
export function tocFor(items: TocItem[], min = 2, max = 3): TocItem[] {
  if (min > max) throw new Error(`toc_min_heading_level (${min}) is above toc_max_heading_level (${max})`);
  return items.filter((h) => h.depth >= min && h.depth <= max);
}

/** The first `# H1` of a body, the Docusaurus fallback for a missing title. */
export function firstH1(markdown: string): string | undefined {
  return extractHeadings(markdown).find((h) => h.depth === 1)?.text;
}
