import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { swizzledComponents, swizzledWarning } from '@/lib/docusaurus/swizzled';

describe("a site's swizzled theme components (src/theme, named as Docusaurus's theme aliases name them)", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-swizzled-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const put = (f: string) => {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), 'export default function X() { return null; }\n');
  };

  it('none without src/theme: no warning', () => {
    expect(swizzledComponents(root)).toEqual([]);
    expect(swizzledWarning(root)).toBeUndefined();
  });

  it('each module once, by its path without extension or /index; styles, types and tests left out', () => {
    for (const f of ['src/theme/Root.js', 'src/theme/DocItem/Content/index.tsx', 'src/theme/DocItem/Content/styles.module.css', 'src/theme/BlogPostItem/Content/index.tsx', 'src/theme/types.d.ts', 'src/theme/Footer/__tests__/Footer.test.tsx', 'src/theme/ColorModeToggle/index.js'])
      put(f);
    expect(swizzledComponents(root)).toEqual(['BlogPostItem/Content', 'ColorModeToggle', 'DocItem/Content', 'Root']);
    expect(swizzledWarning(root)).toBe('4 swizzled theme components are not used here (the engine draws its own): BlogPostItem/Content, ColorModeToggle, DocItem/Content, Root');
  });
});
