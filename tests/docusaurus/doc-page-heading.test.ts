import { describe, expect, it } from 'vitest';
import { docPageHeading } from '@/lib/docusaurus/content-title';

describe("a doc page's <h1> (theme-classic's DocItem/Content title rule)", () => {
  const doc = { title: 'From frontmatter', titleInBody: false, hideTitle: false };
  it('draws the page title when the body has no title heading', () => {
    expect(docPageHeading(doc)).toEqual({ text: 'From frontmatter', hidden: false });
  });
  it('draws the title lifted from the top of the body over the frontmatter title', () => {
    expect(docPageHeading({ ...doc, contentTitle: 'From the body' })).toEqual({ text: 'From the body', hidden: false });
  });
  it('draws none when the body keeps its own # Title in place', () => {
    expect(docPageHeading({ ...doc, contentTitle: 'From the body', titleInBody: true })).toBeNull();
  });
  it('hides it from sight with hide_title', () => {
    expect(docPageHeading({ ...doc, hideTitle: true })).toEqual({ text: 'From frontmatter', hidden: true });
  });
});
