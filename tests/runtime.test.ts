import { describe, expect, it } from 'vitest';
import { bootScript, isUndecodable, normalizePath, prefetchDisallowed, type BootOptions } from '@/lib/runtime/boot';
import { resolveColorChoice } from '@/lib/ui/color-choice';

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

const OPTIONS = { colorMode: { defaultMode: 'light' as const, respectSystem: false }, announcementId: 'launch' };

/** Run the boot script against a stub page: storage, the OS colour preference, the root element. */
function boot(o: BootOptions, stored: Record<string, string>, opts: { systemDark?: boolean; storage?: 'blocked'; connection?: object } = {}) {
  const attrs: Record<string, string> = {};
  const root = { setAttribute: (k: string, v: string) => (attrs[k] = v), hasAttribute: (k: string) => k in attrs, style: {} as Record<string, string> };
  const store = {
    getItem: (k: string) => stored[k] ?? null,
    setItem: (k: string, v: string) => void (stored[k] = v),
    removeItem: (k: string) => void delete stored[k],
  };
  const win = { matchMedia: () => ({ matches: Boolean(opts.systemDark) }) };
  const location = { pathname: '/docs/', search: '', hash: '', href: 'http://x/docs/' };
  const run = new Function('window', 'localStorage', 'matchMedia', 'document', 'location', 'navigator', 'history', 'addEventListener', bootScript(o));
  // Blocked storage: reading `localStorage` throws, which leaves the script without it.
  const storage = opts.storage === 'blocked' ? undefined : store;
  run(win, storage, win.matchMedia, { documentElement: root }, location, { connection: opts.connection }, { replaceState() {} }, () => {});
  return { attrs, style: root.style, stored };
}

describe('bootScript', () => {
  it('is a self-contained script that parses', () => {
    expect(() => new Function(bootScript(OPTIONS))).not.toThrow();
  });

  it('paints the stored colour mode, else the default', () => {
    expect(boot(OPTIONS, { 'oso.theme': 'dark' }).attrs['data-theme']).toBe('dark');
    expect(boot(OPTIONS, {}).attrs['data-theme']).toBe('light');
    expect(boot(OPTIONS, {}, { systemDark: true }).attrs['data-theme']).toBe('light');
    expect(boot(OPTIONS, { 'oso.theme': 'dark' }).style.colorScheme).toBe('dark');
  });

  it('follows the system when the site respects it', () => {
    const o = { ...OPTIONS, colorMode: { defaultMode: 'light' as const, respectSystem: true } };
    expect(boot(o, {}, { systemDark: true }).attrs['data-theme']).toBe('dark');
    expect(boot(o, { 'oso.theme': 'system' }, { systemDark: false }).attrs['data-theme']).toBe('light');
    expect(boot(o, { 'oso.theme': 'light' }, { systemDark: true }).attrs['data-theme']).toBe('light');
  });

  it('marks the page for no prefetching on data saver or 2g only', () => {
    expect(boot(OPTIONS, {}, { connection: { saveData: true } }).attrs['data-no-prefetch']).toBe('true');
    expect(boot(OPTIONS, {}, { connection: { effectiveType: 'slow-2g' } }).attrs['data-no-prefetch']).toBe('true');
    expect(boot(OPTIONS, {}, { connection: { effectiveType: '4g' } }).attrs['data-no-prefetch']).toBeUndefined();
    expect(boot(OPTIONS, {}).attrs['data-no-prefetch']).toBeUndefined();
  });

  it('paints the default when storage is blocked', () => {
    expect(boot({ ...OPTIONS, colorMode: { defaultMode: 'dark', respectSystem: false } }, {}, { storage: 'blocked' }).attrs['data-theme']).toBe('dark');
  });

  it('hides a dismissed announcement, and shows a new one again', () => {
    expect(boot(OPTIONS, { 'oso.announcement.id': 'launch', 'oso.announcement.dismiss': 'true' }).attrs['data-announcement-dismissed']).toBe('true');
    const next = boot(OPTIONS, { 'oso.announcement.id': 'old', 'oso.announcement.dismiss': 'true' });
    expect(next.attrs['data-announcement-dismissed']).toBeUndefined();
    expect(next.stored).toEqual({ 'oso.announcement.id': 'launch' });
    expect(boot({ ...OPTIONS, announcementId: undefined }, { 'oso.announcement.dismiss': 'true' }).attrs['data-announcement-dismissed']).toBeUndefined();
  });
});

describe('resolveColorChoice', () => {
  const fixed = { defaultMode: 'dark' as const, respectSystem: false };
  const system = { defaultMode: 'light' as const, respectSystem: true };
  it.each([
    ['light', fixed, true, 'light'],
    [null, fixed, false, 'dark'],
    ['system', fixed, false, 'dark'],
    ['bogus', fixed, false, 'dark'],
    [null, system, true, 'dark'],
    ['system', system, false, 'light'],
    ['dark', system, false, 'dark'],
  ] as const)('%s on %j (system dark: %s) → %s', (choice, config, dark, mode) => expect(resolveColorChoice(choice, config, dark)).toBe(mode));
});
