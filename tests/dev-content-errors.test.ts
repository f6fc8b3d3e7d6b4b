import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFile, writeDevErrors } from '@/lib/dev/content-errors';

describe('checkFile: the errors npm run dev shows for a saved file', () => {
  it('names the file and line of an MDX error, counting the frontmatter lines', () => {
    const text = '---\ntitle: A page\ndescription: One line.\n---\n\nText.\n\n<div>\n\nNever closed.\n';
    const [e, ...rest] = checkFile(text, 'content/docs/a.mdx', 'docs/a.mdx');
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ file: 'content/docs/a.mdx', line: 8 });
    expect(e.message).toMatch(/^not valid MDX: /);
  });

  it('names the field of a frontmatter value of the wrong type, and the line of broken YAML', () => {
    expect(checkFile('---\ntitle: A\nsidebar_position: first\n---\n\nText.\n', 'content/docs/a.mdx', 'docs/a.mdx')).toEqual([
      { file: 'content/docs/a.mdx', field: 'sidebar_position', message: 'expected a number, got "first"' },
    ]);
    const [yaml] = checkFile('---\ntitle: [unclosed\n---\n\nText.\n', 'content/blog/2024-01-01-a.mdx', 'blog/2024-01-01-a.mdx');
    expect(yaml).toMatchObject({ file: 'content/blog/2024-01-01-a.mdx', line: 2 });
    expect(yaml.message).toMatch(/^invalid YAML/);
  });

  it('has nothing to say about a good file, and no warnings', () => {
    expect(checkFile('---\ntitle: A\ndescription: B.\ntypo_key: 1\n---\n\nText with {/* a comment */}.\n', 'content/docs/a.mdx', 'docs/a.mdx')).toEqual([]);
  });
});

describe('writeDevErrors', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-dev-errors-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes sorted errors, and leaves the file alone when nothing changed (no reload for nothing)', () => {
    const file = path.join(dir, 'dev-errors.json');
    const b = { file: 'content/docs/b.mdx', message: 'x' };
    const a = { file: 'content/docs/a.mdx', line: 3, message: 'y' };
    expect(writeDevErrors([b, a], file)).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([a, b]);
    expect(writeDevErrors([a, b], file)).toBe(false);
    expect(writeDevErrors([], file)).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});
