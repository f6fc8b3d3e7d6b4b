// Two small Docusaurus sites whose only locale is not English, for e2e/i18n-text.spec.ts: one in
// French (`i18n.defaultLocale: 'fr'`: the theme's French strings from @docusaurus/theme-translations,
// one of them overridden by i18n/fr/code.json, a translated navbar, footer and sidebar, French dates)
// and one in Persian (`'fa'`: right to left, the Persian calendar). Built by scripts/e2e.ts into
// out-fr/ and out-fa/, and by hand with `npx tsx --tsconfig tsconfig.scripts.json e2e/locale-sites.ts fr|fa|versions /tmp/dir`.
// The French site has a second locale, English (i18n/en/: one translated post and the blog's
// options.json; the other post untranslated), for e2e/i18n-blog.spec.ts: a locale's blog and 404 page.
import { whenRunAsScript, writeSiteFile as write } from './site-files';

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

/** What the French site's pages must say. */
export const FR = {
  /** i18n/fr/code.json's override of theme-translations' "Modifier cette page". */
  editThisPage: 'Proposer une modification',
  /** theme-translations' fr: theme.docs.paginator.next / theme.TOCCollapsible.toggleButtonLabel. */
  next: 'Suivant',
  onThisPage: 'Sur cette page',
  /** navbar.json's label for the config's "Docs". */
  navDocs: 'Documentation',
  /** footer.json's title for the config's "Community" column and its copyright. */
  footerTitle: 'Communauté',
  copyright: 'Droits réservés',
  /** current.json's label for the category "Guides". */
  category: 'Les guides',
  /** The post's date (2024-07-16) and its 1-minute reading time, in French. */
  postDate: '16 juillet 2024',
  readingTime: 'Une minute de lecture',
  lastUpdated: '3 mars 2025',
  /** theme-translations' fr: theme.SearchPage.emptyResultsTitle / existingResultsTitle. */
  searchTitle: 'Rechercher dans la documentation',
  searchResultsTitle: (q: string) => `Résultats de recherche pour « ${q} »`,
};

/** What the French site's English locale (/en/…) must say. */
export const EN = {
  /** i18n.localeConfigs.en.url: the English pages' own origin (canonical, hreflang, feeds, language menu). */
  origin: 'https://en.example.com',
  /** i18n/en/docusaurus-plugin-content-blog/2024-07-16-hello.md, over blog/'s French post. */
  postTitle: 'Hello',
  postText: 'This post is translated into English.',
  /** i18n/en/docusaurus-plugin-content-blog/options.json's title. */
  blogTitle: 'The blog in English',
  /** theme-translations' English (the default) and French "Page Not Found". */
  notFound: 'Page Not Found',
  notFoundFr: 'Page introuvable',
  /** The untranslated post's French title, shown at /en/blog/older/ as Docusaurus does. */
  olderTitle: 'Un billet plus ancien',
  /** i18n/en/docusaurus-plugin-content-pages/index.md, over src/pages/index.md ("Accueil") at /en/. */
  homeTitle: 'Home',
  homeText: 'The home page, translated into English.',
  /** src/pages/hello.tsx, untranslated: its <Translate id="fixture.hello"> from i18n/en/code.json at /en/hello/, French at /hello/. */
  helloTranslated: 'Hello from code.json',
  helloFr: 'Bonjour depuis la page',
  /** i18n/en/docusaurus-plugin-content-pages/about.tsx, over src/pages/about.tsx (French). */
  aboutTitle: 'About, a React page in English',
};

/** What the Persian site's pages must say. */
export const FA = {
  /** theme-translations' fa: theme.TOCCollapsible.toggleButtonLabel. */
  onThisPage: 'مطالب این صفحه',
  /** 2024-07-16 in the Persian calendar. */
  postDate: '۲۶ تیر ۱۴۰۳',
};

function writeSite(root: string, locale: 'fr' | 'fa') {
  const fr = locale === 'fr';
  write(
    root,
    'docusaurus.config.js',
    `module.exports = {
  title: ${fr ? "'Site en français'" : "'سایت فارسی'"},
  url: 'https://${locale}.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: '${locale}', locales: ${fr ? "['fr', 'en'], localeConfigs: { en: { url: '" + EN.origin + "' } }" : `['${locale}']`} },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', editUrl: 'https://github.com/example/site/edit/main/' }, blog: { showReadingTime: true } }]],
  themeConfig: {
    navbar: { title: 'Site', items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' }, { to: '/blog', label: 'Blog', position: 'left' }${fr ? ", { type: 'localeDropdown', position: 'right' }" : ''}] },
    footer: { links: [{ title: 'Community', items: [{ label: 'Forum', href: 'https://forum.example.com' }] }], copyright: 'All rights reserved' },
  },
};
`,
  );
  write(root, 'sidebars.js', "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/install', 'guides/use'] }] };\n");
  const para = fr
    ? 'Ce paragraphe est assez long pour que la page ait du texte autour de ses titres et de son bloc de code, comme une vraie page de documentation.'
    : 'این بند آن‌قدر بلند است که صفحه پیرامون سرفصل‌ها و بلوک کدش متن داشته باشد، مانند یک صفحهٔ واقعی مستندات.';
  const heads = fr ? ['Premiers pas', 'Configuration', 'Aller plus loin'] : ['شروع کار', 'پیکربندی', 'گام بعدی'];
  const body = (title: string) =>
    `# ${title}\n\n${para}\n\n${heads.map((h) => `## ${h}\n\n${para}\n\n${para}\n`).join('\n')}\n\`\`\`js title="config.js"\nconst answer = 42; // ${fr ? 'la réponse' : 'پاسخ'}\nconsole.log(answer);\n\`\`\`\n`;
  write(root, 'docs/intro.md', `---\nsidebar_position: 1\nlast_update:\n  date: 2025-03-03\n  author: Ada\n---\n\n${body(fr ? 'Introduction' : 'درآمد')}`);
  write(root, 'docs/guides/install.md', `---\nlast_update:\n  date: 2025-03-03\n---\n\n${body(fr ? 'Installation' : 'نصب')}`);
  write(root, 'docs/guides/use.md', body(fr ? 'Utilisation' : 'استفاده'));
  write(root, 'blog/2024-07-16-hello.md', `---\ntitle: ${fr ? 'Bonjour' : 'سلام'}\nslug: hello\n---\n\n${para}\n\n<!-- truncate -->\n\n${para}\n`);
  // The home page the navbar's title links to.
  write(root, 'src/pages/index.md', `# ${fr ? 'Accueil' : 'خانه'}\n\n${para}\n`);
  write(root, 'blog/2024-06-01-older.md', `---\ntitle: ${fr ? 'Un billet plus ancien' : 'نوشته‌ای قدیمی‌تر'}\nslug: older\n---\n\n${para}\n`);
  if (!fr) return;
  // Site pages: index.md translated (Markdown), about.tsx translated (React), hello.tsx untranslated
  // with a <Translate> message, and a page only i18n/en/ has (no page: plugin-content-pages lists src/pages).
  write(root, 'src/pages/about.tsx', `import React from 'react';\nimport Layout from '@theme/Layout';\n\nexport default function About() {\n  return (\n    <Layout title="À propos">\n      <main><h1>À propos, en français</h1></main>\n    </Layout>\n  );\n}\n`);
  write(
    root,
    'src/pages/hello.tsx',
    `import React from 'react';\nimport Layout from '@theme/Layout';\nimport Translate from '@docusaurus/Translate';\n\nexport default function Hello() {\n  return (\n    <Layout title="Bonjour">\n      <main><h1><Translate id="fixture.hello">${EN.helloFr}</Translate></h1></main>\n    </Layout>\n  );\n}\n`,
  );
  write(root, 'i18n/en/code.json', json({ 'fixture.hello': { message: EN.helloTranslated } }));
  write(root, 'i18n/en/docusaurus-plugin-content-pages/index.md', `# ${EN.homeTitle}\n\n${EN.homeText}\n`);
  write(
    root,
    'i18n/en/docusaurus-plugin-content-pages/about.tsx',
    `import React from 'react';\nimport Layout from '@theme/Layout';\n\nexport default function About() {\n  return (\n    <Layout title="About">\n      <main><h1>${EN.aboutTitle}</h1></main>\n    </Layout>\n  );\n}\n`,
  );
  write(root, 'i18n/en/docusaurus-plugin-content-pages/only-english.md', '# Only in English\n\nNo page: src/pages has no twin.\n');
  // The site's own translation files, as `docusaurus write-translations` writes them.
  write(root, 'i18n/fr/code.json', json({ 'theme.common.editThisPage': { message: FR.editThisPage, description: 'The link label to edit the page' } }));
  write(root, 'i18n/fr/docusaurus-theme-classic/navbar.json', json({ title: { message: 'Site' }, 'item.label.Docs': { message: FR.navDocs } }));
  write(root, 'i18n/fr/docusaurus-theme-classic/footer.json', json({ 'link.title.Community': { message: FR.footerTitle }, copyright: { message: FR.copyright } }));
  // The English locale: one post translated, the blog's title; the rest shows the French text.
  write(root, 'i18n/en/docusaurus-plugin-content-blog/2024-07-16-hello.md', `---\ntitle: ${EN.postTitle}\nslug: hello\n---\n\n${EN.postText}\n\n<!-- truncate -->\n\n${EN.postText}\n`);
  write(root, 'i18n/en/docusaurus-plugin-content-blog/options.json', json({ title: { message: EN.blogTitle } }));
  write(root, 'i18n/fr/docusaurus-plugin-content-docs/current.json', json({ 'version.label': { message: 'Suivante' }, 'sidebar.docs.category.Guides': { message: FR.category } }));
}

export const writeFrenchSite = (root: string) => writeSite(root, 'fr');
export const writePersianSite = (root: string) => writeSite(root, 'fa');


/**
 * A site with both versions and locales (out-i18nver/, e2e/i18n-versions.spec.ts): English by default
 * and French, its docs in two versions — 1.0 (versions.json, the last version, at /docs/) and the
 * working copy ("Next", at /docs/next/, with the unreleased banner) — and one doc translated into
 * French in version 1.0 only (i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md).
 */
export const VER = {
  /** The French text of 1.0's intro, and the English of both versions. */
  frIntro10: 'Introduction, version 1.0, en français.',
  enIntro10: 'Introduction, version 1.0, in English.',
  enIntroNext: 'Introduction, the next version, in English.',
  /** theme-translations' fr: theme.docs.versions.latestVersionLinkLabel. */
  frLatestLink: 'dernière version',
};

export function writeVersionedLocaleSite(root: string) {
  write(
    root,
    'docusaurus.config.js',
    `module.exports = {
  title: 'Versions and locales',
  url: 'https://versions.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: {
    navbar: { title: 'Site', items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' }, { type: 'docsVersionDropdown', position: 'right' }, { type: 'localeDropdown', position: 'right' }] },
  },
};
`,
  );
  const sidebar = { docs: ['intro', 'guide'] };
  write(root, 'sidebars.js', `module.exports = ${JSON.stringify(sidebar)};\n`);
  write(root, 'docs/intro.md', `---\nsidebar_position: 1\n---\n\n# Introduction\n\n${VER.enIntroNext}\n\nSee the [guide](./guide.md).\n`);
  write(root, 'docs/guide.md', '# Guide\n\nThe guide of the next version.\n');
  // The home the navbar's title and the language menu (without JavaScript) link to.
  write(root, 'src/pages/index.md', '# Versions and locales\n\nA small site.\n');
  write(root, 'versions.json', json(['1.0']));
  write(root, 'versioned_sidebars/version-1.0-sidebars.json', json(sidebar));
  write(root, 'versioned_docs/version-1.0/intro.md', `---\nsidebar_position: 1\n---\n\n# Introduction\n\n${VER.enIntro10}\n\nSee the [guide](./guide.md).\n`);
  write(root, 'versioned_docs/version-1.0/guide.md', '# Guide\n\nThe guide of version 1.0.\n');
  write(root, 'i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md', `---\nsidebar_position: 1\n---\n\n# Introduction\n\n${VER.frIntro10}\n\nVoir le [guide](./guide.md).\n`);
}

whenRunAsScript(import.meta.filename, ([kind, dir]) => (kind === 'versions' ? writeVersionedLocaleSite(dir) : writeSite(dir, kind === 'fa' ? 'fa' : 'fr')));
