import { describe, expect, it } from 'vitest';
import { LazyConfigError, lazy, LoadingIndicator } from '../components/ui/lazy';
import { highlight, snippet, splitHighlighted } from '../lib/search/highlight';
import { prepareHit } from '../lib/search/hits';
import { QUERY_MAX_LENGTH } from '../lib/search/constants';
import { countLabel, groupByPage, prefillScript, searchPageTitle } from '../lib/search/page-results';
import { isApplePlatform, shortcutAction } from '../lib/search/shortcuts';
import { escapeHtml } from '../lib/search/text';
import type { SearchHit } from '../lib/search/types';
import { missingResultsUrl, toSitePath } from '../lib/search/urls';

const tags = { pre: '<mark>', post: '</mark>' };
const matchWord = (w: string) => (norm: string) => (norm === w ? w : null);

describe('highlight and snippet', () => {
  it.each([
    ['wraps matched words, escaping the rest', 'a <b> & pyoso', '<mark>pyoso</mark>', 'a &lt;b&gt; &amp; <mark>pyoso</mark>'],
    ['matches case-insensitively, keeping the text', 'Pyoso!', '<mark>Pyoso</mark>', '<mark>Pyoso</mark>!'],
  ])('%s', (_n, text, _m, value) => {
    expect(highlight(text, matchWord('pyoso'), ['pyoso'], tags).value).toBe(value);
  });

  it('reports the match level and words', () => {
    expect(highlight('pyoso client', matchWord('pyoso'), ['pyoso', 'sql'], tags)).toMatchObject({ matchLevel: 'partial', matchedWords: ['pyoso'] });
    expect(highlight('other', matchWord('pyoso'), ['pyoso'], tags)).toMatchObject({ matchLevel: 'none', matchedWords: [] });
  });

  it('cuts a window of words around the first match, with the ellipsis', () => {
    const text = 'one two three four five six seven eight pyoso nine ten eleven twelve';
    expect(snippet(text, matchWord('pyoso'), ['pyoso'], 5, '…', tags).value).toBe('…eight <mark>pyoso</mark> nine ten eleven…');
    expect(snippet(text, () => null, ['zz'], 3, '…', tags).value).toBe('one two three…');
    // Near the end of the text the window is shorter rather than starting further back: the mark stays near its start.
    expect(snippet(text, matchWord('eleven'), ['eleven'], 5, '…', tags).value).toBe('…ten <mark>eleven</mark> twelve');
    // Punctuation hugging the window stays; half a dotted name does not.
    expect(snippet('a b client.pyoso: x (pyoso). c d e f', matchWord('pyoso'), ['pyoso'], 4, '…', tags).value).toBe('…client.<mark>pyoso</mark>: x (<mark>pyoso</mark>).…');
    expect(snippet('a b c client.pyoso x y z', matchWord('pyoso'), ['pyoso'], 3, '…', tags).value).toBe('…<mark>pyoso</mark> x y…');
  });

  it('splits a highlighted value back into text, unescaped, without making markup', () => {
    expect(splitHighlighted('a &lt;img&gt; <mark>b&amp;c</mark> d', tags)).toEqual([
      { text: 'a <img> ', marked: false },
      { text: 'b&c', marked: true },
      { text: ' d', marked: false },
    ]);
    expect(escapeHtml(`<img src=x onerror="alert('1')">`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;');
  });
});

describe('hits on this site', () => {
  const base = { url: 'https://docs.example.org/oso/docs/a/#b', url_without_anchor: 'https://docs.example.org/oso/docs/a/', content: 'x < y', hierarchy: { lvl0: 'Docs & more', lvl1: 'A <B>', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } };

  it('become site paths for next/link, with their raw text escaped (lvl0 is shown as text)', () => {
    expect(prepareHit(base, 'https://docs.example.org', '/oso')).toMatchObject({
      url: '/docs/a/#b',
      url_without_anchor: '/docs/a/',
      content: 'x &lt; y',
      hierarchy: { lvl0: 'Docs & more', lvl1: 'A &lt;B&gt;' },
    });
  });

  it.each([
    ['/docs/a/#b', '/docs/a/#b'],
    ['https://docs.example.org/docs/a/', '/docs/a/'],
    ['https://docs.example.org/oso/docs/a/?x=1#h', '/docs/a/?x=1#h'],
    ['https://elsewhere.org/docs/', 'https://elsewhere.org/docs/'],
  ])('toSitePath(%s) = %s', (url, path) => expect(toSitePath(url, 'https://docs.example.org', url.includes('/oso/') ? '/oso' : '')).toBe(path));

  it('"Let us know." opens a prefilled issue', () => {
    const u = new URL(missingResultsUrl('https://github.com/o/r/', 'a&b'));
    expect(`${u.origin}${u.pathname}`).toBe('https://github.com/o/r/issues/new');
    expect(u.searchParams.get('title')).toBe('Search: no results for "a&b"');
  });
});

describe('the search page', () => {
  const hit = (url: string, type: SearchHit['type'], lvl2: string | null, snippetValue?: string) =>
    ({
      objectID: url,
      url,
      url_without_anchor: url.split('#')[0],
      anchor: null,
      type,
      content: null,
      hierarchy: { lvl0: 'Documentation', lvl1: 'Page', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      _highlightResult: { hierarchy: { lvl1: { value: '<mark>Page</mark>', matchLevel: 'full', matchedWords: ['page'] } } },
      _snippetResult: { hierarchy: {}, ...(snippetValue ? { content: { value: snippetValue, matchLevel: 'full' } } : {}) },
    }) as SearchHit;

  it('groups hits by page in rank order, each section once with its heading path and snippet', () => {
    const hits = [hit('/a/', 'lvl1', null), hit('/b/#x', 'lvl2', 'X'), hit('/a/#y', 'content', 'Y', 'text'), hit('/c/', 'lvl1', null, 'the <mark>page</mark> summary')];
    const groups = groupByPage(hits);
    expect(groups.map((g) => [g.url, g.title.value, g.titleHit, g.hits.map((h) => h.url)])).toEqual([
      ['/a/', '<mark>Page</mark>', true, ['/a/#y']],
      ['/b/', '<mark>Page</mark>', false, ['/b/#x']],
      ['/c/', '<mark>Page</mark>', false, ['/c/']],
    ]);
    // A title hit is the page's heading, not an entry repeating it; a section hit shows its heading
    // path; a title hit with text (the description holds the match) shows that text alone.
    expect(groups.map((g) => g.hits.map((h) => [h.path.map((p) => p.value), h.snippet]))).toEqual([[[['Y'], 'text']], [[['X'], null]], [[[], 'the <mark>page</mark> summary']]]);
  });

  it.each([
    [0, 'No documents were found'],
    [1, '1 document found'],
    [42, '42 documents found'],
  ])('count %i reads "%s"', (n, label) => expect(countLabel(n)).toBe(label));

  it.each([
    ['', 'Search the documentation'],
    ['  ', 'Search the documentation'],
    ['pyoso', 'Search results for "pyoso"'],
  ])('title for "%s"', (q, title) => expect(searchPageTitle(q)).toBe(title));
});

describe('the search page before scripts load', () => {
  /** Runs the inline script as the browser would, right after the exported heading and form. */
  function prefill(search: string) {
    const h1 = { textContent: searchPageTitle('') };
    const field = { value: '' };
    const form = { previousElementSibling: h1, q: field };
    const globals = { document: { currentScript: { previousElementSibling: form } }, location: { search }, URLSearchParams };
    new Function(...Object.keys(globals), prefillScript())(...Object.values(globals));
    return { title: h1.textContent, value: field.value };
  }
  /** What the page renders once it hydrates, for the same URL. */
  const rendered = (search: string) => {
    const q = (new URLSearchParams(search).get('q') ?? '').slice(0, QUERY_MAX_LENGTH);
    return { title: searchPageTitle(q), value: q };
  };

  it.each([
    ['?q=bigquery'],
    ['?q=retro%20funding&x=1'],
    ['?q=%22quoted%22%20%3Cb%3E'],
    [`?q=${'a'.repeat(40)}%20${'b'.repeat(40)}`],
    ['?q=%20pyoso%20'],
  ])('%s: heading and field as the hydrated page shows them', (search) => {
    expect(prefill(search)).toEqual(rendered(search));
  });

  it.each([[''], ['?q='], ['?q=%20%20'], ['?other=1']])('%s: leaves the empty page alone', (search) => {
    expect(prefill(search)).toEqual({ title: 'Search the documentation', value: '' });
  });

  it('declares no globals', () => {
    expect(prefillScript()).toMatch(/^\{let /);
    expect(prefillScript()).not.toMatch(/\bvar\b|\bfunction\b/);
  });
});

describe('keyboard shortcuts', () => {
  const key = (k: string, o: Partial<{ metaKey: boolean; ctrlKey: boolean; target: unknown }> = {}) => ({ key: k, metaKey: false, ctrlKey: false, target: { tagName: 'BODY' }, ...o });
  it.each([
    ['Ctrl K opens', key('k', { ctrlKey: true }), false, 'open'],
    ['⌘ K opens', key('K', { metaKey: true }), false, 'open'],
    ['Ctrl K closes when open', key('k', { ctrlKey: true }), true, 'close'],
    ['/ opens', key('/'), false, 'open'],
    ['/ in an input does nothing', key('/', { target: { tagName: 'INPUT' } }), false, null],
    ['/ in a textarea does nothing', key('/', { target: { tagName: 'TEXTAREA' } }), false, null],
    ['/ in contenteditable does nothing', key('/', { target: { tagName: 'DIV', isContentEditable: true } }), false, null],
    ['Escape closes', key('Escape'), true, 'close'],
    ['Escape when closed does nothing', key('Escape'), false, null],
    ['k alone does nothing', key('k'), false, null],
  ] as const)('%s', (_n, e, open, action) => expect(shortcutAction(e, open)).toBe(action));

  it.each([
    ['MacIntel', true],
    ['iPhone', true],
    ['Linux x86_64', false],
    ['Win32', false],
  ])('%s is Apple: %s', (p, apple) => expect(isApplePlatform(p)).toBe(apple));
});

describe('lazy()', () => {
  it('throws a configuration error at once when no loading component is given', () => {
    expect(() => lazy(() => Promise.resolve({ default: () => null }), {} as never)).toThrow(LazyConfigError);
    expect(() => lazy(() => Promise.resolve({ default: () => null }), undefined as never)).toThrow(/options\.loading.*required/);
  });

  it('loads once on preload and forgets a failure so Retry loads again', async () => {
    let calls = 0;
    const C = lazy(
      () => {
        calls++;
        return calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: () => null });
      },
      { loading: LoadingIndicator },
    );
    await expect(C.preload()).rejects.toThrow('chunk failed');
    await expect(C.preload()).resolves.toBeTypeOf('function');
    await C.preload();
    expect(calls).toBe(2);
  });
});
