/**
 * duplicateTabValues (lib/docusaurus/tabs.ts) on the fixtures of tests/fixtures/tabs: each MDX file
 * is parsed as the site parses it, and the repeated values of each of its `<Tabs>` are compared with
 * what Docusaurus's `<Tabs>` refuses at render ("Duplicate values … found in <Tabs>", from
 * packages/docusaurus-theme-common/src/utils/tabsUtils.tsx): the values prop when it is given, else
 * the `value` of each direct TabItem. The check is not a transform, so the expected result is
 * written here rather than in a snapshot.
 */
import { describe, expect, it } from 'vitest';
import { bodyFacts } from '@/lib/content/body';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { parseMdx } from '@/lib/docusaurus/mdx-syntax';
import { duplicateTabsMessage, duplicateTabValues } from '@/lib/docusaurus/tabs';
import { fixtureDir } from './mdx-fixtures';

const fx = fixtureDir('tabs');

/** Each <Tabs> of a fixture: the line it opens on and its repeated values. */
function tabsOf(name: string) {
  const tabs: (MdxJsxFlowElement | MdxJsxTextElement)[] = [];
  visit(parseMdx(fx.read(name)), ['mdxJsxFlowElement', 'mdxJsxTextElement'], (n) => void ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === 'Tabs' && tabs.push(n)));
  return tabs.map((t) => ({ line: t.position?.start.line, repeats: duplicateTabValues(t) }));
}

describe('duplicateTabValues (Docusaurus <Tabs> values must be unique)', () => {
  it.each([
    ['unique.mdx', [{ line: 4, repeats: [] }]],
    // Every repeat after the first, in order, as Docusaurus's `duplicates` lists them.
    ['duplicate-children.mdx', [{ line: 6, repeats: ['sql', 'py', 'sql'] }]],
    // The values prop wins over the children (whose "banana" it does not list).
    ['values-prop.mdx', [{ line: 4, repeats: ['apple'] }]],
    // `value={lang}`, a template literal or `values={options}` cannot be read: nothing is reported.
    ['computed.mdx', [{ line: 9, repeats: [] }, { line: 16, repeats: [] }]],
    // Each Tabs counts its own direct items; a Tabs on one line (in a paragraph) counts too.
    ['nested.mdx', [{ line: 4, repeats: [] }, { line: 6, repeats: ['brew'] }, { line: 12, repeats: [] }, { line: 18, repeats: ['x'] }]],
  ])('%s', (name, expected) => {
    expect(tabsOf(name)).toEqual(expected);
    const reported = expected.filter((t) => t.repeats.length).map((t) => ({ line: t.line, values: t.repeats }));
    expect(bodyFacts(fx.read(name)).tabDuplicates ?? []).toEqual(reported);
  });

  it("words the error after Docusaurus's", () => {
    // Docusaurus: `Docusaurus error: Duplicate values "${dup.map((a) => a.value).join(', ')}" found
    // in <Tabs>. Every value needs to be unique.` Here each value is also put in single quotes.
    expect(duplicateTabsMessage(['sql', 'py', 'sql'])).toBe(`Duplicate values "'sql', 'py', 'sql'" found in <Tabs>. Every value needs to be unique.`);
  });
});
