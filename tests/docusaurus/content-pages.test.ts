/**
 * Which file is a doc or a post is one rule (isContentPage, lib/docusaurus/page-files.ts) that the
 * checks, `npm run dev`'s re-checks and the build's page reuse ask, and that contentlayer is given
 * as globs (CONTENT_GLOBS): the globs, run as contentlayer runs them, find the same files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import glob from 'fast-glob';
import { afterAll, describe, expect, it } from 'vitest';
import { readContent } from '@/lib/checks/read';
import { contentGlobs, contentPageFolders, isContentPage } from '@/lib/docusaurus/page-files';
import { contentPaths } from '@/lib/env';
import { walkFiles } from '@/lib/fs-walk';

const FILES = [
  'docs/a.md', 'docs/x/b.mdx', 'docs/x/index.mdx', 'blog/2024-01-01-p.mdx', 'blog/2024-02-02-q/index.md',
  'docs/_partial.mdx', 'docs/_shared/a.md', 'docs/x/_y/z.mdx', 'blog/_drafts/p.md', 'docs/a.png', 'docs/_category_.json',
  'docs/x/_category_.yml', 'docs/notes.txt', 'docs/a.mdx.bak', 'src/pages/index.md', 'src/pages/_p.mdx', 'README.md', 'other/docs/a.md',
];

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-content-pages-'));
for (const f of FILES) {
  fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
  fs.writeFileSync(path.join(root, f), f.endsWith('.json') ? '{}' : '---\ntitle: T\n---\nText\n');
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const ours = () => walkFiles(root).map((f) => f.split(path.sep).join('/')).filter(isContentPage).sort();

describe('isContentPage', () => {
  it('is what contentlayer makes documents of, its globs run as it runs them', async () => {
    // @contentlayer2/source-files: fast-glob over the included folders with the excludes, then each
    // document type's filePathPattern.
    const found = await glob(`{${contentPageFolders().join(',')}}/{,**/}*.{md,mdx,json,yaml,yml}`, { cwd: root, ignore: contentGlobs().exclude });
    const typed = new Set(await glob([contentGlobs().docs, contentGlobs().blog], { cwd: root }));
    const documents = found.filter((f) => typed.has(f));
    expect(documents.sort()).toEqual(ours());
  });

  it('is what the checks read as docs and posts', () => {
    const tree = readContent(contentPaths(root), path.join(root, 'public'), root);
    expect([...tree.docs, ...tree.posts].map((s) => s.rel).sort()).toEqual(ours());
  });

  it('leaves partials, other folders and other files out', () => {
    expect(ours()).toEqual(['blog/2024-01-01-p.mdx', 'blog/2024-02-02-q/index.md', 'docs/a.md', 'docs/x/b.mdx', 'docs/x/index.mdx']);
  });
});
