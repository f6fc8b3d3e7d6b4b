import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearGeneratedPages, compiledAlready, compileFingerprint, forgetCompile, noteCompile } from '@/lib/builder/compile-cache';
import { buildInputs, forgetExport, noteExport, upToDate } from '@/lib/builder/up-to-date';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-warm-'));
  dirs.push(dir);
  return dir;
};
const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** A project with a page's code, a script, and a content folder beside it. */
const project = () => {
  const root = tmp();
  write(root, 'app/page.tsx', 'export default () => null;\n');
  write(root, 'lib/a.ts', 'export const a = 1;\n');
  write(root, 'scripts/build.ts', '// build\n');
  write(root, 'content/docs/a.md', '# A\n');
  return root;
};

describe('the compile a build can reuse (lib/builder/compile-cache.ts)', () => {
  it("changes with the engine's code and the variables the compile inlines, not with the content or other variables", () => {
    const root = project();
    const id = compileFingerprint(root, {});
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    write(root, 'content/docs/a.md', '# A, edited\n');
    expect(compileFingerprint(root, { SITE_URL: 'https://example.org', CONTENT_DIR: '/elsewhere' })).toBe(id);
    expect(compileFingerprint(root, { NEXT_PUBLIC_GTAG_ID: 'G-1' })).not.toBe(id);
    expect(compileFingerprint(root, { BASE_PATH: '/docs' })).not.toBe(id);
    write(root, 'lib/a.ts', 'export const a = 2;\n');
    expect(compileFingerprint(root, {})).not.toBe(id);
  });

  it('is reused only when .next/ holds a finished compile of that fingerprint', () => {
    const root = project();
    const id = compileFingerprint(root, {});
    expect(compiledAlready(id, root)).toBe(false);
    write(root, '.next/BUILD_ID', id);
    expect(compiledAlready(id, root)).toBe(false);
    noteCompile(id, root);
    expect(compiledAlready(id, root)).toBe(true);
    expect(compiledAlready('0'.repeat(20), root)).toBe(false);
    forgetCompile(root);
    expect(compiledAlready(id, root)).toBe(false);
  });

  it("clears the pages the last generation wrote and keeps the compile's files", () => {
    const root = tmp();
    const server = path.join(root, '.next', 'server');
    for (const f of ['app/page.js', 'app/page.js.map', 'app/page/build-manifest.json', 'pages/_app.js']) write(server, f, 'x');
    for (const f of ['app/index.html', 'app/index.rsc', 'app/index.meta', 'app/robots.txt.body', 'app/blog/gone.html', 'app/blog/gone.segments/_tree.segment.rsc', 'pages/404.html']) write(server, f, 'x');
    write(root, '.next/export/__next._full.txt', 'x');
    write(root, '.next/prerender-manifest.json', '{}');
    clearGeneratedPages(root);
    const left = fs.readdirSync(server, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(server, f)).isFile());
    expect(left.sort()).toEqual(['app/page.js', 'app/page.js.map', 'app/page/build-manifest.json', 'pages/_app.js'].map((f) => f.split('/').join(path.sep)));
    expect(fs.existsSync(path.join(root, '.next', 'export'))).toBe(false);
    expect(fs.existsSync(path.join(root, '.next', 'prerender-manifest.json'))).toBe(false);
  });
});

describe('an export that is up to date (lib/builder/up-to-date.ts)', () => {
  /** What a build of the content folder (in its project) with `env` starts from, as scripts/build.ts computes it. */
  const inputsOf = (content: string, env: Record<string, string>) => {
    const root = path.dirname(content);
    return buildInputs(content, compileFingerprint(root, env), root, env);
  };
  /** A project, its content folder and an export of it noted as built from its inputs. */
  const built = (env: Record<string, string> = {}) => {
    const root = project();
    const content = path.join(root, 'content');
    const out = path.join(root, 'out');
    write(out, 'index.html', '<p>A</p>');
    const inputs = inputsOf(content, env);
    noteExport(out, inputs, root);
    return { root, content, out, inputs };
  };

  it('is up to date while nothing it was built from changed', () => {
    const { root, content, out, inputs } = built({ SITE_URL: 'https://a.example' });
    expect(inputsOf(content, { SITE_URL: 'https://a.example', PATH: '/elsewhere', OUT_DIR: 'out' })).toBe(inputs);
    expect(upToDate(out, inputs, root)).toBe(true);
  });

  it('is not once a content file, a setting or the code changed', () => {
    const { root, content, inputs } = built({ SITE_URL: 'https://a.example' });
    expect(inputsOf(content, { SITE_URL: 'https://b.example' })).not.toBe(inputs);
    write(root, 'scripts/build.ts', '// build, changed\n');
    expect(inputsOf(content, { SITE_URL: 'https://a.example' })).not.toBe(inputs);
    const again = built();
    write(again.content, 'docs/b.md', '# B\n');
    expect(inputsOf(again.content, {})).not.toBe(again.inputs);
  });

  it('is not once the export was changed, or a build started writing it', () => {
    const a = built();
    write(a.out, 'index.html', '<p>A, by hand</p>');
    expect(upToDate(a.out, a.inputs, a.root)).toBe(false);
    const b = built();
    forgetExport(b.out, b.root);
    expect(upToDate(b.out, b.inputs, b.root)).toBe(false);
  });
});
