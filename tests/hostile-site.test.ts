/**
 * A site folder that reaches outside itself (issue #53, 3): symbolic links out of it are refused by
 * the checks, naming each link, and by the copy of static/; nothing outside the folder reaches out/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outsideLinkIssues } from '@/lib/checks/cli';
import { formatIssue } from '@/lib/checks/types';
import { contentPaths } from '@/lib/env';
import { copyStaticFolder } from '@/lib/builder/static-copy';
import { linksOutside } from '@/lib/fs-walk';

const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-site-')));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const SECRET = 'OUTSIDE-THE-SITE-FOLDER';
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

/** A small Docusaurus site; `links` adds symbolic links to a file outside it. */
function site(name: string, links: boolean): string {
  const root = path.join(tmp, name);
  const secret = path.join(tmp, 'secret', 'passwd');
  write(secret, SECRET);
  write(path.join(root, 'docusaurus.config.js'), "export default { title: 'Hostile', url: 'https://x.org', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write(path.join(root, 'docs', 'intro.md'), '---\ntitle: Intro\ndescription: The first page.\n---\n\nHello.\n');
  write(path.join(root, 'static', 'ok.txt'), 'fine');
  if (links) {
    fs.symlinkSync(secret, path.join(root, 'docs', 'leak.md'));
    fs.symlinkSync(secret, path.join(root, 'static', 'leak.txt'));
    fs.symlinkSync(path.dirname(secret), path.join(root, 'static', 'up'));
    // Inside the folder, or in node_modules: no leak. Pointing nowhere: no reader can read it.
    fs.symlinkSync(path.join(root, 'static', 'ok.txt'), path.join(root, 'static', 'same.txt'));
    fs.mkdirSync(path.join(root, 'node_modules'));
    fs.symlinkSync(path.dirname(secret), path.join(root, 'node_modules', 'linked-pkg'));
    fs.symlinkSync(path.join(tmp, 'nowhere'), path.join(root, 'static', 'broken.txt'));
  }
  return root;
}

describe('links out of the site folder', () => {
  it('are listed, once resolved, with links to nothing; links inside or in node_modules are not', () => {
    const root = site('listed', true);
    expect(linksOutside(root).map((l) => `${l.file} → ${path.relative(tmp, l.target)}${l.missing ? ' (missing)' : ''}`)).toEqual([
      'docs/leak.md → secret/passwd',
      'static/broken.txt → nowhere (missing)',
      'static/leak.txt → secret/passwd',
      'static/up → secret',
    ]);
  });

  it('are errors of the checks, naming each link and where it goes', () => {
    const root = site('checked', true);
    const shown = outsideLinkIssues(contentPaths(root)).map((i) => `${i.severity} ${i.rule} ${formatIssue(i)}`);
    expect(shown).toHaveLength(4);
    expect(shown[1]).toBe(`error site/outside-link ${path.join(root, 'static/broken.txt')}: is a symbolic link to ${path.join(tmp, 'nowhere')}, which does not exist`);
    expect(shown[0]).toBe(`error site/outside-link ${path.join(root, 'docs/leak.md')}: is a symbolic link to ${path.join(tmp, 'secret', 'passwd')}, outside the site folder: it is refused, so that nothing outside the folder is published (copy the file into the folder instead)`);
  });

  it('in static/ stop its copy into the export; links inside it are copied as files', () => {
    const root = site('copied', true);
    const out = path.join(tmp, 'copied-out');
    write(path.join(out, 'index.html'), '<p>home</p>');
    expect(() => copyStaticFolder(contentPaths(root), out)).toThrow(/static\/ has symbolic links to files outside the site folder or to nothing, not published: static\/broken\.txt → .*, static\/leak\.txt → .*secret\/passwd, static\/up → /);
    expect(fs.existsSync(path.join(out, 'leak.txt'))).toBe(false);
    fs.rmSync(path.join(root, 'static', 'leak.txt'));
    fs.rmSync(path.join(root, 'static', 'up'));
    fs.rmSync(path.join(root, 'static', 'broken.txt'));
    expect(copyStaticFolder(contentPaths(root), out).copied).toBe(2);
    expect(fs.lstatSync(path.join(out, 'same.txt')).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(path.join(out, 'same.txt'), 'utf8')).toBe('fine');
  });

  it('fail the build, which writes nothing from outside the folder into its export', () => {
    const root = site('built', true);
    // An import from outside too: refused by the compile (tests/docusaurus-mdx-plugins.test.ts), never reached here.
    write(path.join(root, 'docs', 'imports.mdx'), `---\ntitle: Imports\ndescription: Reaches out.\n---\n\nimport s from '${path.join(tmp, 'secret', 'data.json')}';\n\n{s.secret}\n`);
    write(path.join(tmp, 'secret', 'data.json'), JSON.stringify({ secret: SECRET }));
    const outDir = `out-hostile-test-${process.pid}`;
    try {
      // Not vitest's NODE_ENV=test: the build's phases set their own.
      const env = Object.fromEntries(Object.entries({ ...process.env, CONTENT_DIR: root, OUT_DIR: outDir }).filter(([k]) => k !== 'NODE_ENV'));
      const r = spawnSync(process.execPath, ['scripts/run.mjs', 'build'], { encoding: 'utf8', env: env as NodeJS.ProcessEnv });
      expect(r.status).not.toBe(0);
      expect(r.stdout + r.stderr).toContain('docs/leak.md: is a symbolic link to');
      expect(r.stdout + r.stderr).toContain('static/leak.txt: is a symbolic link to');
      const files = fs.existsSync(outDir) ? fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }) : [];
      for (const f of files) if (fs.statSync(path.join(outDir, f)).isFile()) expect(fs.readFileSync(path.join(outDir, f), 'utf8'), f).not.toContain(SECRET);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
