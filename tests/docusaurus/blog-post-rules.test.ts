import { describe, expect, it } from 'vitest';
import { postAuthorRefs } from '@/lib/docusaurus/blog-authors';
import { postDateIso } from '@/lib/docusaurus/locations';

describe("a post's date and authors as the blog plugin reads them", () => {
  it('a bare date is midnight UTC, one-digit month and day included; a date-time is kept', () => {
    expect(postDateIso('2024-05-16')).toBe('2024-05-16T00:00:00.000Z');
    expect(postDateIso('2024-5-6')).toBe('2024-05-06T00:00:00.000Z');
    expect(postDateIso('2024-05-16T10:30:00Z')).toBe('2024-05-16T10:30:00.000Z');
  });

  it('authors: one or a list; else the legacy author fields as one inline author; else none', () => {
    expect(postAuthorRefs({ authors: 'jane' })).toEqual(['jane']);
    expect(postAuthorRefs({ authors: ['jane', { name: 'Joe' }], author: 'ignored' })).toEqual(['jane', { name: 'Joe' }]);
    expect(postAuthorRefs({ author: 'Ann', author_title: 'Editor', author_url: 'https://a.example', author_image_url: '/ann.png' })).toEqual([
      { name: 'Ann', title: 'Editor', url: 'https://a.example', image_url: '/ann.png' },
    ]);
    expect(postAuthorRefs({})).toEqual([]);
  });
});
