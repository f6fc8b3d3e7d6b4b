import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

// lib/runtime/browser-process.cjs: what browser code that names `process` gets (next.config.ts aliases
// Next's polyfill to it), run as a browser would, with only the globals given.
const CODE = fs.readFileSync('lib/runtime/browser-process.cjs', 'utf8');
const load = (globals: Record<string, unknown>) => {
  const mod = { exports: {} as unknown };
  vm.runInNewContext(CODE, { module: mod, ...globals });
  return mod.exports as { env?: unknown; emit?: unknown };
};

describe('browser process', () => {
  it('is an object with an empty env in a browser, and no emit (React then reports errors through reportError)', () => {
    const p = load({});
    expect(p).toEqual({ env: {} });
    expect(typeof p.emit).toBe('undefined');
  });

  it('is the page’s own process when it defines one, as Next’s polyfill', () => {
    const own = { env: { A: '1' }, emit: () => true };
    expect(load({ process: own })).toBe(own);
  });

  it('ignores a `process` without an env object', () => {
    expect(load({ process: { env: 'x' } })).toEqual({ env: {} });
  });
});
