// Records what a reader sees around the content of a Docusaurus build of the OSO sample (its
// navbar, footer, announcement, docs sidebar and blog sidebar title), from the built HTML, into
// e2e/data/docusaurus-chrome.json: what e2e/compat.spec.ts holds this site's build of the same folder to.
//
//   npx tsx --tsconfig tsconfig.scripts.json scripts/compat-chrome.ts /tmp/docu/build
//
// (DIR set up as ../shared/compat/docusaurus-anchor/README.md says, with the sample's own
// docusaurus.config.ts, sidebars.ts and src/, and @docusaurus/theme-mermaid installed.)
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

const build = process.argv[2];
if (!build || !fs.existsSync(path.join(build, 'docs'))) {
  console.error('usage: scripts/compat-chrome.ts <docusaurus build folder>');
  process.exit(2);
}
const page = (route: string) => parse(fs.readFileSync(path.join(build, route, 'index.html'), 'utf8'));
const text = (el: HTMLElement) => el.text.replace(/\s+/g, ' ').trim();
/** A link as a reader meets it: its text and where it goes, without Docusaurus's trailing-slash-less form. */
const link = (a: HTMLElement) => ({ label: text(a), href: a.getAttribute('href')! });

const docs = page('docs/get-started');
const side = (right: boolean) =>
  docs.querySelectorAll(`.navbar__items${right ? '--right' : ':not(.navbar__items--right)'} > .navbar__item`).flatMap((item) => {
    if (item.classList.contains('dropdown')) {
      const head = item.querySelector('.navbar__link')!;
      const rows = item.querySelectorAll('.dropdown__menu > li').map((li) => {
        const a = li.querySelector('a');
        return a ? link(a) : { heading: text(li) };
      });
      return [{ ...link(head), menu: rows }];
    }
    return item.tagName === 'A' ? [link(item)] : [];
  });

const footer = docs.querySelector('footer.footer')!;
const chrome = {
  source: 'Docusaurus 3.10.2 build of ../shared/compat/oso-docusaurus with its own config and sidebars',
  navbar: {
    title: text(docs.querySelector('.navbar__title')!),
    logoAlt: docs.querySelector('.navbar__logo img')?.getAttribute('alt'),
    left: side(false),
    right: side(true),
  },
  footer: {
    columns: footer.querySelectorAll('.footer__col').map((c) => ({ title: text(c.querySelector('.footer__title')!), links: c.querySelectorAll('a').map(link) })),
    copyright: text(footer.querySelector('.footer__copyright')!),
  },
  announcement: docs.querySelector('[class*="announcementBar"]') ? text(docs.querySelector('[class*="announcementBar"]')!) : null,
  docsSidebar: docs.querySelectorAll('nav.menu > ul.menu__list > li').map((li) => text(li.querySelector('.menu__link')!)),
  blogSidebarTitle: text(page('blog').querySelector('aside [class*="sidebarItemTitle"]')!),
};
const out = path.join('e2e', 'data', 'docusaurus-chrome.json');
fs.writeFileSync(out, `${JSON.stringify(chrome, null, 2)}\n`);
console.log(`wrote ${out}`);
