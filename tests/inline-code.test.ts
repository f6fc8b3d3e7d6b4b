import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { rehypeInlineCodeNoBreak } from '@/lib/content/inline-code';

const run = (html: string) => {
  const tree = fromHtml(html, { fragment: true });
  rehypeInlineCodeNoBreak()(tree as never);
  return toHtml(tree);
};

describe('rehypeInlineCodeNoBreak', () => {
  it.each([
    ['a short hyphenated token: the whole code', '<p><code>laptop-notebooks</code></p>', '<p><code data-nobreak="">laptop-notebooks</code></p>'],
    ['tokens among words: each hyphenated one', '<p><code>pip install oso-client now</code></p>', '<p><code>pip install <span data-nobreak="">oso-client</span> now</code></p>'],
    ['no hyphen: unchanged', '<p><code>pyoso</code></p>', '<p><code>pyoso</code></p>'],
    ['a leading dash alone is no break point: unchanged', '<p><code>-v</code></p>', '<p><code>-v</code></p>'],
    ['a long token may still wrap', `<p><code>${'a-'.repeat(20)}z</code></p>`, `<p><code>${'a-'.repeat(20)}z</code></p>`],
    ['code blocks: unchanged', '<pre><code>laptop-notebooks</code></pre>', '<pre><code>laptop-notebooks</code></pre>'],
    ['highlighted inline code (elements inside): unchanged', '<p><code><span>a-b</span></code></p>', '<p><code><span>a-b</span></code></p>'],
  ])('%s', (_name, input, output) => {
    expect(run(input)).toBe(output);
  });

  it('keeps the text as written, for copying and search', () => {
    const input = '<p><code>uv run oso-cli --data-dir x</code></p>';
    const out = fromHtml(run(input), { fragment: true });
    const text = (n: { value?: string; children?: unknown[] }): string => n.value ?? (n.children ?? []).map((c) => text(c as never)).join('');
    expect(text(out as never)).toBe('uv run oso-cli --data-dir x');
  });
});
