// scripts/run.mjs: the build's scripts as one bundle that Node loads by itself.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const run = (await import(pathToFileURL(path.resolve('scripts/run.mjs')).href)) as { scriptsBundle: () => Promise<string> };

/** The bare imports (packages) of a bundle file. */
const packageImports = (code: string) => [...code.matchAll(/(?:from |import\()\s*"([^"./][^"]*)"/g)].map((m) => m[1]).filter((s) => !s.startsWith('node:'));

describe('scripts/run.mjs', () => {
  it('bundles the build scripts, with every package import one Node resolves as written', async () => {
    const dir = await run.scriptsBundle();
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.mjs'));
    expect(files).toEqual(expect.arrayContaining(['build.mjs', 'check.mjs', 'content.mjs', 'postbuild.mjs', 'serve.mjs', 'cards.mjs']));
    const specs = new Set(files.flatMap((f) => packageImports(fs.readFileSync(path.join(dir, f), 'utf8'))));
    // This project's own modules (tsconfig paths) are inside the bundle, not imported.
    expect([...specs].filter((s) => s.startsWith('@/') || s === 'contentlayer/generated')).toEqual([]);
    // next has no `exports` map: `next/og` only loads in Node as `next/og.js`.
    expect(specs).toContain('next/og.js');
    for (const spec of specs) expect(fs.statSync(new URL(import.meta.resolve(spec))).isFile(), spec).toBe(true);
  }, 60_000);

  it('reuses the bundle while its inputs are unchanged', async () => {
    const dir = await run.scriptsBundle();
    const made = fs.statSync(path.join(dir, 'build.mjs')).mtimeMs;
    expect(await run.scriptsBundle()).toBe(dir);
    expect(fs.statSync(path.join(dir, 'build.mjs')).mtimeMs).toBe(made);
  }, 60_000);

  it('makes one folder when several runs bundle at once', async () => {
    // No current bundle: each run makes one, and all name the same folder, whole.
    fs.rmSync(path.join('node_modules', '.cache', 'oso-docs', 'scripts', 'current.json'), { force: true });
    const dirs = await Promise.all([run.scriptsBundle(), run.scriptsBundle(), run.scriptsBundle()]);
    expect(new Set(dirs).size).toBe(1);
    expect(fs.existsSync(path.join(dirs[0], 'postbuild.mjs'))).toBe(true);
    expect(fs.readdirSync(path.dirname(dirs[0])).filter((d) => d.startsWith('tmp-'))).toEqual([]);
  }, 60_000);
});
