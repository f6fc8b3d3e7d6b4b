/**
 * A locale's src/pages (lib/docusaurus/page-files.ts localizedPageFiles, src-pages.ts, built-pages.ts):
 * `i18n/<locale>/docusaurus-plugin-content-pages/<same path>` replaces the page in that locale, Markdown
 * or React; a file only the locale's folder has is no page (plugin-content-pages src/content.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listPageFiles, localizedPageFiles } from '@/lib/docusaurus/page-files';
import { compileSitePages } from '@/lib/docusaurus/src-pages';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-pages-'));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
write('src/pages/index.md', '# Accueil\n\nLe texte français.\n');
write('src/pages/about.md', '# À propos\n\nRien de traduit.\n');
write('src/pages/hello.js', "import Layout from '@theme/Layout';\nexport default function Hello() { return <Layout title=\"Bonjour\"><p>Salut</p></Layout>; }\n");
write('i18n/en/docusaurus-plugin-content-pages/index.md', '# Home\n\nThe English text.\n');
write('i18n/en/docusaurus-plugin-content-pages/hello.js', "import Layout from '@theme/Layout';\nexport default function Hello() { return <Layout title=\"Hello\"><p>Hi</p></Layout>; }\n");
write('i18n/en/docusaurus-plugin-content-pages/only-english.md', '# Only in English\n');
write('i18n/de/docusaurus-plugin-content-pages/index.md', '# Startseite\n');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const folders = [
  { locale: 'en', dir: 'i18n/en/docusaurus-plugin-content-pages' },
  { locale: 'es', dir: 'i18n/es/docusaurus-plugin-content-pages' },
];

describe("a locale's translated pages", () => {
  it('are the files of its folder at the path of a page of src/pages; one the default locale lacks is none; a locale without a folder has none', () => {
    const own = listPageFiles(path.join(root, 'src/pages'));
    expect(localizedPageFiles(root, own, folders).map((p) => [p.locale, p.rel, p.route, p.kind, p.dir])).toEqual([
      ['en', 'hello.js', 'hello', 'react', folders[0].dir],
      ['en', 'index.md', '', 'markdown', folders[0].dir],
    ]);
  });

  it('compile from their own folder beside the default pages, each marked with its locale', async () => {
    const { pages, warnings } = await compileSitePages(root, { markdown: { onBrokenMarkdownLinks: 'warn' }, siteConfig: { title: 'Site' }, localeFolders: folders });
    expect(warnings).toEqual([]);
    const of = (route: string, locale?: string) => pages.find((p) => p.route === route && p.locale === locale);
    expect(pages.filter((p) => !p.locale).map((p) => p.route).sort()).toEqual(['', 'about', 'hello']);
    expect(of('', 'en')).toMatchObject({ contentTitle: 'Home', title: 'Home' });
    expect(of('')).toMatchObject({ contentTitle: 'Accueil' });
    expect(of('hello', 'en')).toMatchObject({ title: 'Hello' });
    expect(of('hello')).toMatchObject({ title: 'Bonjour' });
    expect(of('about', 'en')).toBeUndefined();
    expect(pages.some((p) => p.route === 'only-english')).toBe(false);
    // Five MDX compiles: 2 s alone, over vitest's 5 s default on the shared host.
  }, 30_000);
});
