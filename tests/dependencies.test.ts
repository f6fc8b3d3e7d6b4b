/**
 * package.json says what the site needs: a package the build or the site imports at run time is a
 * dependency (an install without the devDependencies still builds), and every package listed is
 * imported somewhere or run as a command.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '@/lib/fs-walk';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

const SOURCE = /\.(ts|tsx|mjs)$/;
/** The code `npm run build` and the site run: not the tests, the benches or the e2e runner. */
const NOT_RUNTIME = /^scripts\/(bench\/|bench\.mjs|e2e\.ts|compat|classic-template)/;
/** Packages used as commands or by a tool's configuration, never imported by our code. */
const COMMANDS = new Set(['eslint', 'eslint-config-next', 'typescript', 'tsx', 'vitest', 'lighthouse', 'create-docusaurus']);
/**
 * Packages this project provides to a site's own code, which imports them (create-docusaurus's
 * classic template: `import clsx from 'clsx'`): src/pages compiles with this project's
 * node_modules on its paths (lib/docusaurus/src-pages.ts) for a site folder that has none.
 */
const FOR_SITES = new Set(['clsx']);
/** Packages whose files the build reads as data, found by resolving the package (theme-translations' JSON: lib/docusaurus/translations.ts). */
const READ_AS_DATA = new Set(['@docusaurus/theme-translations']);
/** Module names that are not packages: tsconfig's paths (contentlayer's documents, the dev server's files). */
const tsPaths = Object.keys((JSON.parse(fs.readFileSync('tsconfig.json', 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths);
const isVirtual = (spec: string) => tsPaths.some((p) => (p.endsWith('/*') ? spec.startsWith(p.slice(0, -1)) : spec === p));

const files = (roots: string[]) =>
  roots.flatMap((root) => walkFiles(root, (name) => name === 'node_modules' || name.startsWith('.')).map((f) => path.posix.join(root, f.split(path.sep).join('/')))).filter((f) => SOURCE.test(f));
const configs = ['contentlayer.config.ts', 'next.config.ts', 'eslint.config.mjs', 'playwright.config.ts', 'vitest.config.ts'].filter((f) => fs.existsSync(f));

const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/** What a module name looks like (a string that merely follows `from` in a text does not). */
const MODULE_NAME = /^(@[\w.-]+\/)?[\w.-]+(\/[\w.@-]+)*$|^[.@]/;

const packagesIn = (specs: Iterable<string>) =>
  [...specs].filter((spec) => MODULE_NAME.test(spec) && !spec.startsWith('.') && !spec.startsWith('@/') && !spec.startsWith('node:') && !isVirtual(spec) && !builtinModules.includes(spec)).map(packageOf);

/** Module names in import, export, `import()` and `require()` of a text. */
const specifiersIn = (text: string) => [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)["']([^"'\n]+)["']/g)].map((m) => m[1]);

/** The packages a file needs when it runs: as esbuild compiles it, imports of types alone gone. */
const runtimeImportsOf = (file: string) =>
  packagesIn(specifiersIn(transformSync(fs.readFileSync(file, 'utf8'), { loader: file.endsWith('.tsx') ? 'tsx' : 'ts', format: 'esm', jsx: 'preserve' }).code));

/** Every package a file names, for its types too. */
const namedIn = (file: string) => packagesIn(specifiersIn(fs.readFileSync(file, 'utf8')));

describe('package.json', () => {
  it('lists every package the build imports as a dependency, not a devDependency', () => {
    const runtime = [...files(['app', 'components', 'lib', 'scripts']), 'contentlayer.config.ts', 'next.config.ts'].filter((f) => !NOT_RUNTIME.test(f));
    const missing = runtime.flatMap((f) => runtimeImportsOf(f).filter((p) => !(p in pkg.dependencies)).map((p) => `${f}: ${p}`));
    expect(missing).toEqual([]);
    expect([...FOR_SITES, ...READ_AS_DATA].filter((p) => !(p in pkg.dependencies))).toEqual([]);
  });

  it('imports every package it lists, or runs it as a command', () => {
    const used = new Set(files(['app', 'components', 'lib', 'scripts', 'tests', 'e2e']).concat(configs).flatMap(namedIn));
    const unused = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((p) => !p.startsWith('@types/') && !used.has(p) && !COMMANDS.has(p) && !FOR_SITES.has(p) && !READ_AS_DATA.has(p));
    expect(unused).toEqual([]);
  });
});
