/**
 * The site's `/` (lib/builder/home-route.ts): a route of its own, written from a template for what the
 * site has there, so a landing page never carries the docs' code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_TEMPLATES, homeKindOf, writeHomeRoute } from '@/lib/builder/home-route';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

/** A project folder with app/ and the two templates (their text marks which one was written). */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-home-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'app', '(site)'), { recursive: true });
  fs.mkdirSync(path.join(root, HOME_TEMPLATES), { recursive: true });
  fs.writeFileSync(path.join(root, HOME_TEMPLATES, 'page.tsx'), 'export default function Home() { return "site page"; }\n');
  fs.writeFileSync(path.join(root, HOME_TEMPLATES, 'doc.tsx'), 'export default function Home() { return "root doc"; }\n');
  return root;
}
const home = (root: string) => path.join(root, 'app', '(site)', 'page.tsx');

describe('homeKindOf', () => {
  it("is the site's src/pages index first, then a root doc with the docs at the root, else none (Docusaurus builds no `/` then)", () => {
    expect(homeKindOf({ indexPage: true, docsAtRoot: true })).toBe('page');
    expect(homeKindOf({ indexPage: true, docsAtRoot: false })).toBe('page');
    expect(homeKindOf({ indexPage: false, docsAtRoot: true })).toBe('doc');
    expect(homeKindOf({ indexPage: false, docsAtRoot: false })).toBeNull();
    // The blog-only mode (blog routeBasePath '/'): its list, after a src/pages index and a root doc.
    expect(homeKindOf({ indexPage: false, docsAtRoot: false, blogAtRoot: true })).toBe('blog');
    expect(homeKindOf({ indexPage: true, docsAtRoot: false, blogAtRoot: true })).toBe('page');
    expect(homeKindOf({ indexPage: false, docsAtRoot: true, blogAtRoot: true })).toBe('doc');
  });
});

describe('writeHomeRoute', () => {
  it('writes the template of the kind, marked as written here', () => {
    const root = project();
    writeHomeRoute('page', root);
    expect(fs.readFileSync(home(root), 'utf8')).toMatch(/^\/\/ Written by lib\/builder\/home-route\.ts[^\n]*\n.*"site page"/s);
    writeHomeRoute('doc', root);
    expect(fs.readFileSync(home(root), 'utf8')).toContain('"root doc"');
  });

  it('removes the route when the site has no `/`', () => {
    const root = project();
    writeHomeRoute('doc', root);
    writeHomeRoute(null, root);
    expect(fs.existsSync(home(root))).toBe(false);
  });

  it('leaves a file already as it should be untouched (next dev watches app/)', () => {
    const root = project();
    writeHomeRoute('page', root);
    const before = fs.statSync(home(root)).mtimeMs;
    fs.utimesSync(home(root), new Date(0), new Date(0));
    writeHomeRoute('page', root);
    expect(fs.statSync(home(root)).mtimeMs).toBe(0);
    expect(before).toBeGreaterThan(0);
  });

  it('refuses to replace an app/(site)/page.tsx it did not write', () => {
    const root = project();
    fs.writeFileSync(home(root), 'export default function Mine() { return null; }\n');
    expect(() => writeHomeRoute('page', root)).toThrow(/app\/\(site\)\/page\.tsx was not written by lib\/builder\/home-route\.ts/);
    expect(fs.readFileSync(home(root), 'utf8')).toContain('Mine');
  });
});
