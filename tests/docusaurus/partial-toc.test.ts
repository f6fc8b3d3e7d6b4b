/**
 * withPartialHeadings (lib/docusaurus/partial-toc.ts) in the manner of docusaurus-mdx-loader's
 * `src/remark/toc` tests with partials: a page of tests/fixtures/partial-toc/docs shows imported
 * Markdown partials (`<Partial />`), and the headings its table of contents is chosen from, the
 * partials' put where each is shown, are written as the `export const toc = […]` Docusaurus adds
 * to the page (value, id, level) and compared with the file under __snapshots__.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyFacts } from '@/lib/content/body';
import { splitFrontmatter } from '@/lib/source-file';
import { withPartialHeadings } from '@/lib/docusaurus/partial-toc';
import { fixtureDir } from './mdx-fixtures';

const fx = fixtureDir('partial-toc');

function pageHeadings(rel: string) {
  const facts = bodyFacts(splitFrontmatter(fx.read(rel)).body);
  return { facts, shown: withPartialHeadings(facts, fx.file(rel), fx.dir, bodyFacts) };
}

/** Headings as the `toc` export Docusaurus writes into a page. */
const tocExport = (headings: { html: string; id: string; depth: number }[]) =>
  `export const toc = ${JSON.stringify(headings.map((h) => ({ value: h.html, id: h.id, level: h.depth })), null, 2)};\n`;

describe('withPartialHeadings (Docusaurus partials in the table of contents)', () => {
  it("puts each shown partial's headings where it is shown, nested partials and `@site/` imports included", async () => {
    const { facts, shown } = pageHeadings('docs/index.mdx');
    // What the page itself holds, and where its partials are shown.
    expect(facts.headings.map((h) => h.text)).toEqual(['Getting started', 'Before you start', 'Using the client', 'Once more']);
    expect(facts.partials).toEqual([
      { at: 2, from: './_install.md' },
      { at: 3, from: '@site/docs/_usage.mdx' },
      { at: 3, from: './_missing.md' },
      { at: 4, from: './_install.md' },
    ]);
    expect(shown.headings.map((h) => [h.depth, h.text, h.id])).toEqual([
      [1, 'Getting started', 'getting-started'],
      [2, 'Before you start', 'before-you-start'],
      [2, 'Install', 'install'],
      [3, 'With pip', 'with-pip'],
      [3, 'With uv', 'with-uv'],
      [2, 'Using the client', 'using-the-client'],
      [2, 'Usage', 'custom-usage'],
      [3, "A nested partial's heading", 'a-nested-partials-heading'],
      // Each file is slugged on its own, as each is compiled on its own: the id repeats the page's.
      [2, 'Before you start', 'before-you-start'],
      [2, 'Once more', 'once-more'],
      // Shown twice (here inside <details>), its headings are there twice.
      [2, 'Install', 'install'],
      [3, 'With pip', 'with-pip'],
      [3, 'With uv', 'with-uv'],
    ]);
    // An import that is never shown, or a file that does not exist, adds nothing.
    expect(shown.headings.some((h) => h.text === 'Imported but never shown')).toBe(false);
    expect(shown.headings[3].html).toBe('With <code>pip</code>');
    await expect(tocExport(shown.headings)).toMatchFileSnapshot(fx.snapshot('index.mdx'));
  });

  it('reads each partial once however it is reached, and stops at a partial that shows itself', async () => {
    const { shown } = pageHeadings('docs/loop.mdx');
    expect(shown.headings.map((h) => h.text)).toEqual(['The page', 'In A', 'In B']);
    await expect(tocExport(shown.headings)).toMatchFileSnapshot(fx.snapshot('loop.mdx'));
  });

  it('leaves a page without partials as it is', () => {
    const facts = bodyFacts('## Alone\n\nText.\n');
    expect(withPartialHeadings(facts, path.join(fx.dir, 'docs/alone.mdx'), fx.dir, bodyFacts)).toBe(facts);
  });
});
