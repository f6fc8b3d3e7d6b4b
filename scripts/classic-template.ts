// The classic template of the installed `create-docusaurus` (a devDependency): the second real
// Docusaurus site the end-to-end tests build unchanged. Assembled as create-docusaurus assembles a new
// site: templates/shared/ first, then templates/classic/ over it, `gitignore` renamed `.gitignore`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const TEMPLATES = path.join(path.dirname(createRequire(import.meta.url).resolve('create-docusaurus/package.json')), 'templates');

/** The installed create-docusaurus's version (the template's). */
export const templateVersion = () => (JSON.parse(fs.readFileSync(path.join(TEMPLATES, '..', 'package.json'), 'utf8')) as { version: string }).version;

/** Runs `fn` on a new site made from the classic template in a temporary folder, removed afterwards. */
export function withClassicTemplate<T>(fn: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-classic-'));
  try {
    fs.cpSync(path.join(TEMPLATES, 'shared'), dir, { recursive: true });
    fs.cpSync(path.join(TEMPLATES, 'classic'), dir, { recursive: true });
    if (fs.existsSync(path.join(dir, 'gitignore'))) fs.renameSync(path.join(dir, 'gitignore'), path.join(dir, '.gitignore'));
    return fn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The folder the template's files come from, for staleness checks. */
export const CLASSIC_TEMPLATES = TEMPLATES;
