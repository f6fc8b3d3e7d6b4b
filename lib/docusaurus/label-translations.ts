import type { Site } from '../site';
import type { Messages } from './translations';
import type { Sidebar } from '../docs/types';

/**
 * The navbar's, footer's and sidebars' labels in a locale, from the site's translation files, as
 * Docusaurus translates its theme config and docs (packages/docusaurus-theme-classic/src/translations.ts
 * translateNavbar / translateFooter; packages/docusaurus-plugin-content-docs/src/translations.ts
 * translateSidebar): a label is looked up by the label the config gives it; what a file does not
 * name keeps its label. The default locale is translated too when `i18n/<defaultLocale>/` has the
 * files, as in Docusaurus.
 */

type Navbar = Site['navbar'];
type Footer = NonNullable<Site['footer']>;

const label = <T extends { label?: string }>(item: T, messages: Messages, key: string): T =>
  item.label !== undefined && messages[`${key}${item.label}`] !== undefined ? { ...item, label: messages[`${key}${item.label}`] } : item;

/** navbar.json: `title`, `item.label.<label>` for the items and a dropdown's items. */
export function translateNavbar(navbar: Navbar, messages: Messages): Navbar {
  if (!Object.keys(messages).length) return navbar;
  const items = navbar.items.map((item) => {
    const out = label(item as { label?: string }, messages, 'item.label.') as typeof item;
    if ('items' in out && Array.isArray(out.items)) return { ...out, items: out.items.map((sub) => label(sub as { label?: string }, messages, 'item.label.')) } as typeof item;
    return out;
  });
  const logo = navbar.logo && messages['logo.alt'] !== undefined ? { ...navbar.logo, alt: messages['logo.alt'] } : navbar.logo;
  return { ...navbar, title: messages.title ?? navbar.title, logo, items };
}

/** footer.json: `link.title.<title>`, `link.item.label.<label>`, `copyright`. */
export function translateFooter(footer: Footer, messages: Messages): Footer {
  if (!Object.keys(messages).length) return footer;
  return {
    ...footer,
    columns: footer.columns.map((col) => ({
      ...col,
      title: col.title !== undefined ? (messages[`link.title.${col.title}`] ?? col.title) : undefined,
      items: col.items.map((it) => label(it as { label?: string }, messages, 'link.item.label.') as typeof it),
    })),
    copyright: messages.copyright ?? footer.copyright,
  };
}

/**
 * A docs version's file (current.json, version-<name>.json): `sidebar.<id>.category.<label>` (and its
 * generated index's `.link.generated-index.title` / `.description`), `sidebar.<id>.link.<label>`,
 * `sidebar.<id>.doc.<label>` (a doc item, here any link to a doc).
 */
export function translateSidebars(sidebars: Record<string, Sidebar>, messages: Messages): Record<string, Sidebar> {
  if (!Object.keys(messages).length) return sidebars;
  const walk = (id: string, items: Sidebar): Sidebar =>
    items.map((item) => {
      if (item.type === 'category') {
        const key = `sidebar.${id}.category.${item.label}`;
        const gi = item.generatedIndex && {
          ...item.generatedIndex,
          title: messages[`${key}.link.generated-index.title`] ?? item.generatedIndex.title,
          description: messages[`${key}.link.generated-index.description`] ?? item.generatedIndex.description,
        };
        return { ...item, label: messages[key] ?? item.label, items: walk(id, item.items), ...(gi ? { generatedIndex: gi } : {}) };
      }
      if (item.type === 'link') return { ...item, label: messages[`sidebar.${id}.${item.docId ? 'doc' : 'link'}.${item.label}`] ?? item.label };
      return item;
    });
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, walk(id, items)]));
}

export type BlogLabels = { title: string; description: string; sidebarTitle: string };

/**
 * The blog's options.json: `title`, `description`, `sidebar.title` over the blog's options (the
 * blog plugin's translation file, packages/docusaurus-plugin-content-blog/src/translations.ts).
 */
export const translateBlogOptions = (blog: BlogLabels, messages: Messages): BlogLabels => ({
  title: messages.title ?? blog.title,
  description: messages.description ?? blog.description,
  sidebarTitle: messages['sidebar.title'] ?? blog.sidebarTitle,
});
