import MiniSearch, { type Options } from 'minisearch';
import { indexTerm, normalize, tokenize } from './text';
import type { RecordType, SearchRecord } from './types';

/**
 * The prebuilt local index: the records, packed as arrays with each page listed once. The browser
 * builds MiniSearch's inverted index from them when the file loads. Measured on this site, that is
 * both smaller (a serialised inverted index adds ~60% to the gzip size) and no slower than loading
 * a serialised one (MiniSearch.loadJS rebuilds the same maps): see lib/search/README.md.
 */
export const INDEX_FORMAT = 3;
const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'content'];

type PackedPage = [url: string, lvl0: string, lvl1: string];
type PackedRecord = [page: number, type: number, anchor: string, lvl2: string, lvl3: string, content: string];
export type PackedIndex = { format: typeof INDEX_FORMAT; pages: PackedPage[]; records: PackedRecord[] };

type Doc = { id: number; title?: string; heading?: string; content?: string; context?: string };
export type Field = 'title' | 'heading' | 'content' | 'context';
export const OWN_FIELDS: Field[] = ['title', 'heading', 'content'];

export const MINISEARCH_OPTIONS: Options<Doc> = {
  fields: ['title', 'heading', 'content', 'context'],
  storeFields: [],
  tokenize,
  processTerm: indexTerm,
  // The query arrives already parsed (lib/search/match.ts): only normalise it.
  searchOptions: { processTerm: (t) => normalize(t) || null },
};

/** What MiniSearch indexes for a record: its own text, and the headings above it as weak context. */
export function toDoc(r: SearchRecord, id: number): Doc {
  const h = r.hierarchy;
  const above = r.type === 'lvl1' ? [] : r.type === 'lvl2' ? [h.lvl1] : r.type === 'lvl3' ? [h.lvl1, h.lvl2] : [h.lvl1, h.lvl2, h.lvl3];
  return {
    id,
    title: r.type === 'lvl1' ? (h.lvl1 ?? '') : undefined,
    heading: r.type === 'lvl2' || r.type === 'lvl3' ? (h[r.type] ?? '') : undefined,
    content: r.content ?? undefined,
    context: above.filter(Boolean).join(' ') || undefined,
  };
}

export function packIndex(records: SearchRecord[]): PackedIndex {
  const pages: PackedPage[] = [];
  const pageOf = new Map<string, number>();
  const packed = records.map((r): PackedRecord => {
    let p = pageOf.get(r.url_without_anchor);
    if (p === undefined) {
      p = pages.push([r.url_without_anchor, r.hierarchy.lvl0 ?? '', r.hierarchy.lvl1 ?? '']) - 1;
      pageOf.set(r.url_without_anchor, p);
    }
    return [p, TYPES.indexOf(r.type), r.anchor ?? '', r.hierarchy.lvl2 ?? '', r.hierarchy.lvl3 ?? '', r.content ?? ''];
  });
  return { format: INDEX_FORMAT, pages, records: packed };
}

export function unpackRecords(packed: PackedIndex): SearchRecord[] {
  const seen = new Map<number, number>();
  return packed.records.map(([p, t, anchor, lvl2, lvl3, content]): SearchRecord => {
    const [url, lvl0, lvl1] = packed.pages[p];
    const n = seen.get(p) ?? 0;
    seen.set(p, n + 1);
    return {
      objectID: `${url}#${n}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor: anchor || null,
      type: TYPES[t],
      hierarchy: { lvl0, lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null },
      content: content || null,
    };
  });
}

export type LocalIndex = { search: MiniSearch<Doc>; records: SearchRecord[] };

export function loadIndex(packed: PackedIndex): LocalIndex {
  if (packed?.format !== INDEX_FORMAT) throw new Error(`Search index format ${packed?.format} is not ${INDEX_FORMAT}: rebuild the site.`);
  const records = unpackRecords(packed);
  const search = new MiniSearch<Doc>(MINISEARCH_OPTIONS);
  search.addAll(records.map(toDoc));
  return { search, records };
}
