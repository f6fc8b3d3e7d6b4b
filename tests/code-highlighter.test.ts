/**
 * lib/content/code-theme.ts's `getHighlighter`: every block is tokenized without shiki's 500 ms
 * limit per line, which left a busy build's first block of a language half tokenized (a string that
 * never closed painted the lines after it).
 */
import { describe, expect, it, vi } from 'vitest';

const calls: unknown[] = [];
vi.mock('shiki', () => ({
  getSingletonHighlighter: async () => ({ codeToHtml: (_: string, o: unknown) => (calls.push(o), '<pre></pre>'), loadLanguage: async () => {} }),
}));

describe('getHighlighter', () => {
  it('asks shiki for no time limit, and keeps the caller\'s options', async () => {
    const { getHighlighter } = await import('@/lib/content/code-theme');
    const h = await getHighlighter({ themes: [], langs: [] });
    h.codeToHtml('x', { lang: 'js', theme: 't' });
    expect(calls).toEqual([{ lang: 'js', theme: 't', tokenizeTimeLimit: 0 }]);
    expect(typeof h.loadLanguage).toBe('function');
  });
});
