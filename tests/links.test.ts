import { describe, expect, it, vi } from 'vitest';
import { exportHref } from '@/lib/routes';
import { createPrefetchQueue, heldWhile, isPlainClick, navigationHref, prefetchPath } from '@/lib/runtime/links';

const here = { origin: 'https://docs.example.org', pathname: '/docs/get-started/', search: '' };

describe('prefetchPath', () => {
  it.each([
    ['https://docs.example.org/docs/get-started/python/', '/docs/get-started/python/'],
    ['/blog/', '/blog/'],
    ['../integrate/', '/docs/integrate/'],
    ['https://docs.example.org/docs/integrate/#datasets', '/docs/integrate/'],
    ['https://docs.example.org/search/?q=pyoso', '/search/?q=pyoso'],
    ['https://docs.example.org/', '/'],
    // The page being read: a hash link, or the same URL.
    ['https://docs.example.org/docs/get-started/#install', null],
    ['https://docs.example.org/docs/get-started/', null],
    // Files, not pages.
    ['https://docs.example.org/blog/rss.xml', null],
    ['https://docs.example.org/docs/get-started.md', null],
    ['https://docs.example.org/llms.txt', null],
    ['https://docs.example.org/img/oso-emblem-black.svg', null],
    // Elsewhere.
    ['https://github.com/opensource-observer/oso', null],
    ['http://docs.example.org/docs/', null],
    ['mailto:team@example.org', null],
    ['javascript:void(0)', null],
  ])('%s → %s', (href, path) => expect(prefetchPath(href, here)).toBe(path));

  it('keeps a query that differs from the page’s own', () => {
    expect(prefetchPath('/search/?q=b', { ...here, pathname: '/search/', search: '?q=a' })).toBe('/search/?q=b');
    expect(prefetchPath('/search/?q=a', { ...here, pathname: '/search/', search: '?q=a' })).toBeNull();
  });

  it('strips the base path, and ignores links outside it', () => {
    const based = { origin: here.origin, pathname: '/oso-docs/docs/get-started/' };
    expect(prefetchPath('/oso-docs/docs/integrate/', based, '/oso-docs')).toBe('/docs/integrate/');
    expect(prefetchPath('/oso-docs/', based, '/oso-docs/')).toBe('/');
    expect(prefetchPath('/oso-docs', based, '/oso-docs')).toBe('/');
    expect(prefetchPath('/docs/integrate/', based, '/oso-docs')).toBeNull();
    expect(prefetchPath('/oso-docsx/docs/', based, '/oso-docs')).toBeNull();
  });

  it('returns null for an href that is not a URL', () => {
    expect(prefetchPath('http://[bad', here)).toBeNull();
  });
});

describe('navigationHref', () => {
  it.each([
    ['https://docs.example.org/docs/get-started/python/', '/docs/get-started/python/'],
    ['https://docs.example.org/docs/integrate/#datasets', '/docs/integrate/#datasets'],
    ['https://docs.example.org/search/?q=pyoso', '/search/?q=pyoso'],
    // The same page again: the router reloads it in place (and scrolls to the top).
    ['https://docs.example.org/docs/get-started/', '/docs/get-started/'],
    // A heading of this page: the browser jumps there itself.
    ['https://docs.example.org/docs/get-started/#install', null],
    // Files and other sites load normally.
    ['https://docs.example.org/blog/rss.xml', null],
    ['https://docs.example.org/docs/get-started.md', null],
    ['https://github.com/opensource-observer/oso', null],
    ['mailto:team@example.org', null],
  ])('%s → %s', (href, to) => expect(navigationHref(href, here)).toBe(to));

  it('hands the router paths without the base path', () => {
    const based = { origin: here.origin, pathname: '/oso-docs/docs/' };
    expect(navigationHref('/oso-docs/blog/', based, '/oso-docs')).toBe('/blog/');
    expect(navigationHref('/blog/', based, '/oso-docs')).toBeNull();
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const link = (attrs: Record<string, string> = {}) => ({ target: attrs.target ?? '', hasAttribute: (n: string) => n in attrs });

  it('takes a plain click on a link for this tab', () => {
    expect(isPlainClick(click, link())).toBe(true);
    expect(isPlainClick(click, link({ target: '_self' }))).toBe(true);
  });

  it.each([
    ['the middle button', { button: 1 }],
    ['Ctrl (new tab)', { ctrlKey: true }],
    ['Cmd (new tab)', { metaKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
    ['a handler that already took it', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_, change) => expect(isPlainClick({ ...click, ...change }, link())).toBe(false));

  it('leaves links for other tabs and downloads to the browser', () => {
    expect(isPlainClick(click, link({ target: '_blank' }))).toBe(false);
    expect(isPlainClick(click, link({ download: '' }))).toBe(false);
  });
});

describe('heldWhile', () => {
  it('holds each run while held, checking again later, and runs it once released', () => {
    const idle: (() => void)[] = [];
    const later: (() => void)[] = [];
    let held = true;
    const ran: string[] = [];
    const schedule = heldWhile(() => held, (run) => void idle.push(run), (run) => void later.push(run));
    schedule(() => void ran.push('a'));
    idle.shift()!();
    expect(ran).toEqual([]);
    later.shift()!();
    idle.shift()!();
    expect(ran).toEqual([]);
    held = false;
    later.shift()!();
    idle.shift()!();
    expect(ran).toEqual(['a']);
    expect(idle.length + later.length).toBe(0);
  });
});

describe('createPrefetchQueue', () => {
  function setup() {
    const tasks: (() => void)[] = [];
    const done: string[] = [];
    const queue = createPrefetchQueue((p) => void done.push(p), (run) => void tasks.push(run));
    const tick = () => tasks.shift()?.();
    return { tasks, done, queue, tick };
  }

  it('prefetches one path per idle callback, in order', () => {
    const { tasks, done, queue, tick } = setup();
    queue.add('/a/');
    queue.add('/b/');
    queue.add('/c/');
    expect(done).toEqual([]);
    expect(tasks).toHaveLength(1);
    tick();
    expect(done).toEqual(['/a/']);
    tick();
    tick();
    expect(done).toEqual(['/a/', '/b/', '/c/']);
    expect(tasks).toHaveLength(0);
    expect(queue.pending).toBe(0);
  });

  it('never prefetches a path twice', () => {
    const { done, queue, tick } = setup();
    queue.add('/a/');
    queue.add('/a/');
    tick();
    queue.add('/a/');
    queue.add('/a/', true);
    tick();
    expect(done).toEqual(['/a/']);
  });

  it('runs an intent at once, ahead of the queue', () => {
    const { done, queue, tick } = setup();
    queue.add('/a/');
    queue.add('/b/');
    queue.add('/b/', true);
    expect(done).toEqual(['/b/']);
    queue.add('/c/', true);
    expect(done).toEqual(['/b/', '/c/']);
    tick();
    tick();
    expect(done).toEqual(['/b/', '/c/', '/a/']);
  });

  it('keeps going when one prefetch throws', () => {
    const tasks: (() => void)[] = [];
    const prefetch = vi.fn((p: string) => {
      if (p === '/bad/') throw new Error('router not ready');
    });
    const queue = createPrefetchQueue(prefetch, (run) => void tasks.push(run));
    queue.add('/bad/');
    queue.add('/good/');
    expect(() => tasks.shift()?.()).not.toThrow();
    tasks.shift()?.();
    expect(prefetch.mock.calls.map((c) => c[0])).toEqual(['/bad/', '/good/']);
  });

  it('runs nothing after stop', () => {
    const { done, queue, tick } = setup();
    queue.add('/a/');
    queue.stop();
    tick();
    queue.add('/b/', true);
    expect(done).toEqual([]);
    expect(queue.pending).toBe(0);
  });
});

describe('exportHref', () => {
  it.each([
    ['/docs/get-started/python', '/docs/get-started/python/'],
    ['/docs/get-started/python/', '/docs/get-started/python/'],
    ['/docs/get-started/python#create-an-api-key', '/docs/get-started/python/#create-an-api-key'],
    ['/search?q=a/b', '/search/?q=a/b'],
    ['/', '/'],
    ['/blog/rss.xml', '/blog/rss.xml'],
    ['/docs/get-started.md/', '/docs/get-started.md'],
    ['#install', '#install'],
    ['python', 'python'],
    ['//cdn.example.org/x', '//cdn.example.org/x'],
  ])('%s → %s', (from, to) => expect(exportHref(from)).toBe(to));
});
