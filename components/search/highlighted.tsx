import { splitHighlighted } from '@/lib/search/highlight';

export const PAGE_TAGS = { pre: '<mark>', post: '</mark>' };

/** A highlighted value as text and <mark> elements: nothing from the index becomes markup. */
export function Highlighted({ value }: { value: string }) {
  return (
    <>
      {splitHighlighted(value, PAGE_TAGS).map((p, i) => (p.marked ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}
