/**
 * One frontmatter splitter (lib/source-file.ts) for the checks, the compile's rewrites and the facts
 * cache, held to gray-matter, which contentlayer2 and mdx-bundler read each file with: the same
 * block and the same body on every input, and a file gray-matter cannot read (as contentlayer
 * calls it) is a yamlError for the checks.
 */
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import yaml from 'yaml';
import { preprocessMdxFile } from '@/lib/docusaurus/mdx-syntax';
import { parseSource, splitFrontmatter } from '@/lib/source-file';

/** gray-matter as contentlayer2 calls it (@contentlayer2/source-files, makeCacheItemFromFilePath.js). */
const contentlayerMatter = (text: string) => matter(text, { engines: { yaml: (s: string) => yaml.parse(s) as object } });

const CASES: [string, string][] = [
  ['no frontmatter', '# Title\n\nText'],
  ['frontmatter', '---\ntitle: T\n---\n\nText'],
  ['CRLF and BOM', '\uFEFF---\r\ntitle: T\r\n---\r\nText'],
  ['a space after the opening', '--- \ntitle: T\n---\nText'],
  ['spaces after the close', '---\ntitle: T\n---  \nText'],
  ['a language', '---yaml\ntitle: T\n---\nText'],
  ['a thematic break, not frontmatter', '----\ntitle: T\n---\nText'],
  ['empty', '---\n---\nText'],
  ['comments only', '---\n# nothing\n---\nText'],
  ['a body with its own rule', '---\ntitle: T\n---\nText\n\n---\n\nMore'],
  ['closed with ...', '---\ntitle: T\n...\nText\n\n---\n\nMore'],
  ['closed with ... and nothing after', '---\ntitle: T\n...\nText'],
  ['a close four dashes long', '---\ntitle: T\n----\nText'],
];

describe('splitFrontmatter', () => {
  it.each(CASES)('finds the block and body gray-matter finds: %s', (_name, text) => {
    const ours = splitFrontmatter(text);
    // The split alone: a block its YAML parser would refuse is still split (options given: no cache).
    const theirs = matter(text, { engines: { yaml: () => ({}) } });
    expect(ours.body).toBe(theirs.content);
    if (ours.block === undefined) expect(theirs.matter ?? '').toBe('');
    else expect(ours.block.replace(/^\r?\n/, '')).toBe(theirs.matter.replace(/^\r?\n/, ''));
    // The text is the frontmatter and the body, nothing lost.
    expect(ours.frontmatter + ours.body).toBe(text.replace(/^\uFEFF/, ours.frontmatter.startsWith('\uFEFF') ? '\uFEFF' : ''));
  });

  it.each(CASES)('a file contentlayer cannot read fails the checks: %s', (_name, text) => {
    let rejected = false;
    try {
      contentlayerMatter(text);
    } catch {
      rejected = true;
    }
    if (rejected) expect(parseSource('f.mdx', 'docs/f.mdx', text).yamlError).toBeDefined();
  });

  it('counts the body line the way the file does', () => {
    const text = '--- \ntitle: T\n---\nText\n';
    const { body, bodyLine } = splitFrontmatter(text);
    expect(text.split('\n')[bodyLine - 1]).toBe(body.split('\n')[0]);
  });

  it('keeps the frontmatter as written when the compile rewrites a body', () => {
    const text = '--- \ntitle: "{#x}"\n---\n## A {#a}\n';
    expect(preprocessMdxFile(text)).toBe('--- \ntitle: "{#x}"\n---\n## A \\{#a\\}\n');
  });

  it('names "..." as the close contentlayer does not read, on its line', () => {
    expect(parseSource('f.mdx', 'docs/f.mdx', '---\ntitle: T\n...\nText').yamlError).toMatchObject({ line: 3, reason: expect.stringContaining('close it with "---"') });
  });

  it('names a closing line with more than "---" on it, which the compile would not read as the close', () => {
    expect(parseSource('f.mdx', 'docs/f.mdx', '---\ntitle: T\n----\nText').yamlError).toEqual({ line: 3, reason: 'the frontmatter\'s closing line is "----": write "---" alone on it' });
    expect(parseSource('f.mdx', 'docs/f.mdx', '---\ntitle: T\n---  \r\nText').yamlError).toBeUndefined();
  });

  it('reads a "--- " opening as YAML', () => {
    expect(parseSource('f.mdx', 'docs/f.mdx', '--- \ntitle: T\n---\nText')).toMatchObject({ data: { title: 'T' }, body: 'Text', bodyLine: 4 });
  });

  it('names the line of a YAML error in the file', () => {
    expect(parseSource('f.mdx', 'docs/f.mdx', '---\ntitle: T\nbad: [\n---\nText').yamlError?.line).toBeGreaterThanOrEqual(3);
  });
});
