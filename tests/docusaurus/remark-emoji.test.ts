/**
 * remark-emoji and remark-directive together, as on Docusaurus 3.10: shortcodes node-emoji 2 knows
 * become emoji, others stay as written; colons in prose (`10:30`, `a:b`, `Note:Hello`) come back as
 * text (packages/docusaurus-mdx-loader/src/remark/unusedDirectives: a simple text directive is
 * turned back into `:name`); code is left alone; a heading's id is made from the shortcode.
 */
import { describe, expect, it } from 'vitest';
import { remarkAdmonitions } from '@/lib/docusaurus/remark-admonitions';
import { remarkEmoji } from '@/lib/docusaurus/remark-emoji';
import { remarkHeadingIds } from '@/lib/docusaurus/remark-headings';
import { bodyFacts } from '@/lib/content/body';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { nodes, textOf, toMdx, transform } from './mdx-fixtures';

async function rendered(source: string, emoji?: boolean) {
  const { processor, tree } = await transform(source, [remarkHeadingIds, remarkAdmonitions, [remarkEmoji, { emoji }]]);
  return { mdx: toMdx(processor, tree).trim(), text: textOf(tree).trim(), tree };
}

describe('emoji shortcodes and colons in text', () => {
  it.each([
    ['Party :tada: time', 'Party 🎉 time'],
    [':smile::tada:', '😄🎉'],
    ['Thumbs :+1: and :-1:', 'Thumbs 👍 and 👎'],
    ['Score :100:', 'Score 💯'],
    // node-emoji 2 has no `thumbsup`: Docusaurus 3 shows it as written.
    ['Old :thumbsup: name', 'Old :thumbsup: name'],
    ['Unknown :not_an_emoji: name', 'Unknown :not_an_emoji: name'],
    ['At 10:30 or 12:00:00', 'At 10:30 or 12:00:00'],
    ['Ratio a:b and key:value', 'Ratio a:b and key:value'],
    ['Note:Hello there', 'Note:Hello there'],
    ['See http://example.com:8080/x', 'See http://example.com:8080/x'],
    ['Code `:tada:` stays', 'Code :tada: stays'],
    // The escape only stops a directive; the text is still `:tada:`, which remark-emoji turns.
    ['Escaped \\:tada: too', 'Escaped 🎉 too'],
    ['A label :abbr[HTML]{title="x"} stays as written', 'A label :abbr[HTML]{title="x"} stays as written'],
  ])('%j → %j', async (source, out) => {
    expect((await rendered(source)).text).toBe(out);
  });

  it('leaves code blocks alone', async () => {
    expect((await rendered('```\n:tada: 10:30\n```')).text).toBe(':tada: 10:30');
  });

  it('does nothing with markdown.emoji: false', async () => {
    expect((await rendered('Party :tada:', false)).text).toBe('Party :tada:');
  });

  it('turns shortcodes in an admonition title and body', async () => {
    const { mdx } = await rendered(':::tip[Ship :rocket:]\nDone :tada:\n:::');
    expect(mdx).toContain('Ship 🚀');
    expect(mdx).toContain('Done 🎉');
  });

  it('makes a heading id from the shortcode as written, and shows the emoji', async () => {
    const { tree, mdx } = await rendered('## Launch :rocket: day');
    const heading = nodes(tree).find((n) => n.type === 'heading')!;
    expect(heading.data?.hProperties?.id).toBe('launch-rocket-day');
    expect(mdx).toContain('Launch 🚀 day');
    expect(bodyFacts('## Launch :rocket: day').headings).toMatchObject([{ id: 'launch-rocket-day', text: 'Launch 🚀 day' }]);
    expect(bodyFacts('## Launch :rocket: day', { emoji: false }).headings).toMatchObject([{ text: 'Launch :rocket: day' }]);
  });
});

describe('markdown.emoji', () => {
  it.each([
    [undefined, true],
    [true, true],
    [false, false],
  ])('markdown.emoji: %s → %s', (emoji, on) => {
    const m = mapDocusaurusConfig({ title: 'T', url: 'https://t.example.com', markdown: emoji === undefined ? {} : { emoji } });
    expect(m.settings.markdown).toMatchObject({ emoji: on });
  });
});
