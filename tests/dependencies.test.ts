/**
 * package.json says what the site needs: a package the build or the site imports at run time is a
 * dependency (an install without the devDependencies still builds), and every package listed is
 * imported somewhere or run as a command.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '@/lib/fs-walk';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

const SOURCE = /\.(ts|tsx|mjs)$/;
/** The code `npm run build` and the site run: not the tests, the benches or the e2e runner. */
const NOT_RUNTIME = /^scripts\/(bench\/|bench\.mjs|e2e\.ts|compat|classic-template)/;
/** Packages used as commands or by a tool's configuration, never imported by our code. */
const COMMANDS = new Set(['eslint', 'eslint-config-next', 'typescript', 'tsx', 'vitest', 'lighthouse', 'create-docusaurus']);
/** Module names that are not packages: tsconfig's paths (contentlayer's documents, the dev server's files). */
const tsPaths = Object.keys((ts.readConfigFile('tsconfig.json', ts.sys.readFile).config as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths);
const isVirtual = (spec: string) => tsPaths.some((p) => (p.endsWith('/*') ? spec.startsWith(p.slice(0, -1)) : spec === p));

const files = (roots: string[]) =>
  roots.flatMap((root) => walkFiles(root, (name) => name === 'node_modules' || name.startsWith('.')).map((f) => path.posix.join(root, f.split(path.sep).join('/')))).filter((f) => SOURCE.test(f));
const configs = ['contentlayer.config.ts', 'next.config.ts', 'eslint.config.mjs', 'playwright.config.ts', 'vitest.config.ts'].filter((f) => fs.existsSync(f));

const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/** The packages a file imports: static imports and exports, `import()` and `require()` with a literal; type-only ones apart. */
function importsOf(file: string): { value: string[]; types: string[] } {
  const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const value: string[] = [];
  const types: string[] = [];
  const add = (spec: string, typeOnly: boolean) => {
    if (spec.startsWith('.') || spec.startsWith('@/') || spec.startsWith('node:') || isVirtual(spec) || builtinModules.includes(spec)) return;
    (typeOnly ? types : value).push(packageOf(spec));
  };
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) add(n.moduleSpecifier.text, Boolean(n.importClause?.isTypeOnly));
    else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) add(n.moduleSpecifier.text, n.isTypeOnly);
    else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) add(n.argument.literal.text, true);
    else if (ts.isCallExpression(n) && (n.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(n.expression) && n.expression.text === 'require')) && n.arguments[0] && ts.isStringLiteral(n.arguments[0]))
      add(n.arguments[0].text, false);
    ts.forEachChild(n, visit);
  };
  visit(src);
  return { value, types };
}

describe('package.json', () => {
  it('lists every package the build imports as a dependency, not a devDependency', () => {
    const runtime = [...files(['app', 'components', 'lib', 'scripts']), 'contentlayer.config.ts', 'next.config.ts'].filter((f) => !NOT_RUNTIME.test(f));
    const missing = runtime.flatMap((f) => importsOf(f).value.filter((p) => !(p in pkg.dependencies)).map((p) => `${f}: ${p}`));
    expect(missing).toEqual([]);
  });

  it('imports every package it lists, or runs it as a command', () => {
    const used = new Set(files(['app', 'components', 'lib', 'scripts', 'tests', 'e2e']).concat(configs).flatMap((f) => Object.values(importsOf(f)).flat()));
    const unused = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((p) => !p.startsWith('@types/') && !used.has(p) && !COMMANDS.has(p));
    expect(unused).toEqual([]);
  });
});
