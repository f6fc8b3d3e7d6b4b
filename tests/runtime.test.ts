import { describe, expect, it } from 'vitest';
import { bootScript, isUndecodable, normalizePath, prefetchDisallowed } from '@/lib/runtime/boot';

describe('normalizePath', () => {
  it.each([
    ['/docs/index.html', '/docs/'],
    ['/docs/index', '/docs/'],
    ['/index.html', '/'],
    ['/docs/get-started/python.html', '/docs/get-started/python/'],
    ['/docs/', null],
    ['/docs/indexing/', null],
    ['/blog/html-tips/', null],
  ])('%s → %s', (from, to) => expect(normalizePath(from)).toBe(to));
});

describe('isUndecodable', () => {
  it.each([
    ['/docs/%E0%A4%A/', true],
    ['/docs/%zz', true],
    ['/docs/caf%C3%A9/', false],
    ['/docs/plain/', false],
  ])('%s → %s', (p, bad) => expect(isUndecodable(p)).toBe(bad));
});

describe('prefetchDisallowed', () => {
  it.each([
    [undefined, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('%j → %s', (conn, no) => expect(prefetchDisallowed(conn)).toBe(no));
});

describe('bootScript', () => {
  it('is a self-contained script that parses', () => {
    expect(() => new Function(bootScript())).not.toThrow();
    expect(bootScript()).toContain('next-router-prefetch');
  });
});
