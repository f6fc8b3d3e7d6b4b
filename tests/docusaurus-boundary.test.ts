/**
 * Every Docusaurus rule lives in lib/docusaurus/ (#51 item 5: generic MDX machinery in lib/content/,
 * each Docusaurus rule beside the others). A rule is known by the Docusaurus source it names (the
 * team's bar: name the file of Docusaurus's you read in a comment beside the rule you wrote). A file
 * outside lib/docusaurus/ that names one is listed below with why it is there, or this test fails:
 * move the rule into lib/docusaurus/. A listed file that no longer names one fails it too, so the
 * list only shrinks. Nothing is left to move: each entry is the engine's own code that names the
 * Docusaurus behaviour it serves (shared URL rules, the browser's client API, the generic MDX
 * pipeline, the checks' severities, the settings schema, the chrome strings), not a rule of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '@/lib/fs-walk';

/** A Docusaurus source named: `packages/docusaurus-…`, `docusaurus-mdx-loader/src/…`, "Docusaurus's options.ts". */
const NAMES_DOCUSAURUS_SOURCE = /packages\/docusaurus|\bdocusaurus-[a-z-]+\/src\/|Docusaurus's [\w/.-]+\.tsx?\b/;

/** Outside lib/docusaurus/ on purpose, each with why; an entry saying "to move" fails the second test below. */
const OUTSIDE: Record<string, string> = {
  'lib/url.ts': 'applyTrailingSlash: the URL rules every layer shares, browser bundle included (lib/docusaurus/ is server code)',
  'lib/exported-site.ts': 'which file an exported route is: the export, read by the post-build steps',
  'components/islands/client-modules.tsx': "the client API in the browser: a component, its server twin is lib/docusaurus/client-api.ts",
  'contentlayer.config.ts': "the compile's configuration, handing remarkRehypeOptions on as the MDX loader does",
  'lib/content/markdown.ts': "the MDX pipeline's plugin order (generic machinery, naming the order it keeps)",
  'lib/content/site-plugins.ts': "the site's own remark/rehype plugins loaded into the generic compile",
  'lib/checks/types.ts': "the checks' severities, as Docusaurus's reportMessage acts on onBrokenLinks & co.",
  'lib/site.schema.ts': "the engine's own settings schema (lib/site.ts's shape, a site.config.json's too); a section that takes an option in Docusaurus's shape names its source. Mapping a Docusaurus config onto it is lib/docusaurus/map-config.ts",
  'lib/i18n/ui-text.ts': "the engine's chrome strings, keyed by the translation ids theme-translations' files use (the files are read by lib/docusaurus/translations.ts)",
};

const CODE = ['app', 'components', 'lib', 'scripts'];

describe('Docusaurus rules live in lib/docusaurus/', () => {
  it('no file outside it names a Docusaurus source unless listed, and every listed file still does', () => {
    const naming = [
      ...CODE.flatMap((d) => walkFiles(d).map((f) => path.posix.join(d, f.split(path.sep).join('/')))),
      'next.config.ts',
      'contentlayer.config.ts',
    ].filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.startsWith('lib/docusaurus/') && !f.startsWith('scripts/bench/') && NAMES_DOCUSAURUS_SOURCE.test(fs.readFileSync(f, 'utf8')));
    expect(naming.filter((f) => !(f in OUTSIDE)), 'move the rule into lib/docusaurus/, or list the file with why').toEqual([]);
    expect(Object.keys(OUTSIDE).filter((f) => !naming.includes(f)), 'no longer names one: take it off the list').toEqual([]);
  });

  it('nothing is listed as still to move: the list holds the engine\'s own code only', () => {
    expect(Object.entries(OUTSIDE).filter(([, why]) => /\bto (move|split)\b/.test(why)).map(([f]) => f)).toEqual([]);
  });

  it('the pattern knows a named source when it sees one', () => {
    expect(NAMES_DOCUSAURUS_SOURCE.test('(packages/docusaurus-plugin-content-blog/src/readingTime.ts)')).toBe(true);
    expect(NAMES_DOCUSAURUS_SOURCE.test('docusaurus-mdx-loader/src/processor.ts')).toBe(true);
    expect(NAMES_DOCUSAURUS_SOURCE.test("as Docusaurus's ssgUtils.ts names it")).toBe(true);
    expect(NAMES_DOCUSAURUS_SOURCE.test('as the page fails on Docusaurus (lib/docusaurus/tabs.ts)')).toBe(false);
  });
});
