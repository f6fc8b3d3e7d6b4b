/** `npm run dev` and an edit to the site's own code (lib/dev/site-code-edits.ts): which pages compile again. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importersOf, isSiteCode, markChanged } from '@/lib/dev/site-code-edits';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-dev-code-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
  return path.join(root, rel);
};

describe('the pages an edit to site code reaches', () => {
  const label = write('src/components/label.ts', 'export const label = (n: number) => `n ${n}`;\n');
  const counter = write('src/components/Counter.tsx', "import { label } from './label';\nimport styles from './counter.module.css';\nexport default function Counter() { return <b className={styles.b}>{label(1)}</b>; }\n");
  const css = write('src/components/counter.module.css', '.b { color: red; }\n');
  write('src/components/Plain.tsx', 'export default function Plain() { return <i />; }\n');
  const partial = write('docs/_shared.mdx', "import Counter from '@site/src/components/Counter';\n\n<Counter />\n");
  const direct = write('docs/a.mdx', "import Counter from '../src/components/Counter';\n\n# A\n\n<Counter />\n");
  const through = write('docs/b.mdx', "import Shared from './_shared.mdx';\n\n# B\n\n<Shared />\n");
  const shown = write('docs/c.mdx', "# C\n\n```js\nimport Counter from '@site/src/components/Counter';\n```\n\nimport Plain from '@site/src/components/Plain';\n\n<Plain />\n");
  const entries = [direct, through, shown];

  it('a component, a helper it imports or its CSS module: the docs that import it, directly or through a partial; not a doc that only shows the import in a code block', () => {
    for (const changed of [counter, label, css]) expect(importersOf(changed, entries, root)).toEqual([direct, through]);
    expect(importersOf(partial, entries, root)).toEqual([through]);
    expect(importersOf(path.join(root, 'src/components/Other.tsx'), entries, root)).toEqual([]);
  });

  it("what counts as the site's code: src/ code, styles and MDX, not node_modules nor docs", () => {
    expect(['src/components/Counter.tsx', 'src/theme/x.js', 'src/css/custom.css', 'src/pages/index.tsx', 'src/partials/a.mdx'].every(isSiteCode)).toBe(true);
    expect(['docs/a.mdx', 'src/node_modules/x/index.js', 'static/img/x.png', 'src/components/logo.png'].some(isSiteCode)).toBe(false);
  });

  it("marks a page changed by its modification time, its text untouched", () => {
    const before = fs.readFileSync(direct, 'utf8');
    const at = new Date(Date.now() + 60_000);
    markChanged([direct], at);
    expect(Math.round(fs.statSync(direct).mtimeMs / 1000)).toBe(Math.round(at.getTime() / 1000));
    expect(fs.readFileSync(direct, 'utf8')).toBe(before);
  });
});
