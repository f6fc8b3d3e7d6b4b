import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditMeta } from '@/components/docs/edit-meta';
import { frontmatterDate } from '@/lib/content/last-updated';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('last updated', () => {
  it('reads Docusaurus `last_update` before anything else: a {date, author} or a bare date', () => {
    expect(frontmatterDate({ date: '2024-03-01', author: 'Docs team' })).toBe('2024-03-01T00:00:00.000Z');
    expect(frontmatterDate('2023-12-31')).toBe('2023-12-31T00:00:00.000Z');
    expect(frontmatterDate({ author: 'Docs team' })).toBeUndefined();
    expect(frontmatterDate({ date: 'not a date' })).toBeUndefined();
  });

  it('says who, when the frontmatter names an author', () => {
    const html = renderToStaticMarkup(<EditMeta lastUpdated="2024-03-01T00:00:00.000Z" updatedBy="Docs team" />);
    expect(text(html)).toMatch(/^Last updated on March 1, 2024 by Docs team$/);
    expect(html).toContain('dateTime="2024-03-01T00:00:00.000Z"');
  });

  it('shows nothing without an edit link or a date (a post without last_update)', () => {
    expect(renderToStaticMarkup(<EditMeta />)).toBe('');
    expect(text(renderToStaticMarkup(<EditMeta editUrl="https://github.com/o/r/edit/main/x.md" />))).toBe('Edit this page');
  });
});
