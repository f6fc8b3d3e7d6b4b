/**
 * Navbar and footer items of a Docusaurus config, checked as theme-classic's schema checks them
 * (`packages/docusaurus-theme-classic/src/validateThemeConfig.ts`: NavbarItemSchema,
 * DropdownSubitemSchema, FooterLinkItemSchema) and mapped onto this site's settings
 * (lib/site.schema.ts). A value that schema rejects is an error naming its key; an item it accepts
 * that is not built here is one warning line.
 */
import { htmlToText } from './html';

type Obj = Record<string, unknown>;
export type Report = { warn: (s: string) => void; fail: (key: string, message: string) => void };

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const defined = (o: Obj): Obj => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/**
 * Attributes Docusaurus spreads onto the item's `<a>` (the schemas' `.unknown()`, NavbarNavLink's
 * `...props`) that mean something in static HTML; other unknown keys (functions, `style` objects)
 * get a warning.
 */
const PASSED_ATTR = /^(aria-[a-z]+|data-[a-z0-9_.-]+|target|rel|title|id|role|lang|hrefLang|download|tabIndex)$/i;

/** Keys of a link item theme-classic reads itself (DefaultNavbarItemSchema, FooterLinkItemSchema). */
const LINK_KEYS = new Set(['type', 'position', 'label', 'html', 'className', 'to', 'href', 'activeBasePath', 'activeBaseRegex', 'prependBaseUrlToHref']);

/** The item types of theme-classic's `NavbarItem/ComponentTypes.tsx` that are not built here. */
const NOT_BUILT = new Set<string>();
const NESTED = new Set(['dropdown', 'docsVersionDropdown', 'localeDropdown', 'search']);

/** Keys that must hold strings when present (NavbarItemBaseSchema and its appends). */
function strings(item: Obj, keys: string[], where: string, r: Report) {
  for (const k of keys) if (item[k] !== undefined && typeof item[k] !== 'string') r.fail(`${where}.${k}`, 'must be a string');
}

/** `NavbarItemBaseSchema`'s `.nand('html', 'label')`. */
function htmlOrLabel(item: Obj, where: string, r: Report) {
  if (item.html !== undefined && item.label !== undefined) r.fail(where, '"html" and "label" cannot both be given');
}

/** The attributes passed to the `<a>`, and a warning for unknown keys that cannot be. */
function attributes(item: Obj, where: string, r: Report): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(item)) {
    if (LINK_KEYS.has(k)) continue;
    if (PASSED_ATTR.test(k) && ['string', 'number', 'boolean'].includes(typeof v)) out[k] = String(v);
    else r.warn(`${where}.${k}: not passed to the link here (only aria-*, data-*, target, rel, title and a few other HTML attributes are)`);
  }
  return Object.keys(out).length ? out : undefined;
}

/** A link's `to` inside the site, its `href` as written (theme-classic's NavbarNavLink: an `href` item is never active). */
function target(item: Obj): Obj {
  const to = str(item.to);
  if (to !== undefined) return { to: to.startsWith('/') ? to : `/${to}` };
  return { href: str(item.href) };
}

/** DefaultNavbarItemSchema: `to` xor `href`, a valid `activeBaseRegex`, no nested `items`. */
function defaultItem(item: Obj, where: string, r: Report): Obj | undefined {
  strings(item, ['label', 'html', 'className', 'to', 'href', 'activeBasePath', 'activeBaseRegex'], where, r);
  htmlOrLabel(item, where, r);
  if ((item.to === undefined) === (item.href === undefined)) r.fail(where, 'one and only one of "to" and "href" must be given');
  if (item.prependBaseUrlToHref !== undefined && typeof item.prependBaseUrlToHref !== 'boolean') r.fail(`${where}.prependBaseUrlToHref`, 'must be a boolean');
  const regex = str(item.activeBaseRegex);
  if (regex !== undefined) {
    try {
      new RegExp(regex);
    } catch (e) {
      r.fail(`${where}.activeBaseRegex`, `not a valid regular expression (${(e as Error).message})`);
    }
  }
  const attrs = attributes(item, where, r);
  if (!str(item.label) && !str(item.html) && !attrs?.['aria-label'] && !attrs?.title) {
    r.warn(`${where}: a link with no label, html, aria-label or title has no accessible name`);
  }
  return defined({
    label: str(item.label),
    html: str(item.html),
    ...target(item),
    className: str(item.className),
    attrs,
    activeBasePath: str(item.activeBasePath),
    activeBaseRegex: regex,
  });
}

/** HtmlNavbarItemSchema: `value` required, only `className` beside it. */
function htmlItem(item: Obj, where: string, r: Report): Obj {
  if (typeof item.value !== 'string') r.fail(`${where}.value`, 'is required and must be a string');
  strings(item, ['className'], where, r);
  for (const k of Object.keys(item)) if (!['type', 'value', 'className', 'position'].includes(k)) r.fail(`${where}.${k}`, 'is not allowed on an "html" item');
  return defined({ html: str(item.value) ?? '', className: str(item.className) });
}

/** The type an item is read as: a missing one is a dropdown when it has `items`, else a link. */
const typeOf = (item: Obj) => (item.type === undefined ? (Array.isArray(item.items) ? 'dropdown' : 'default') : item.type);

/** One entry of a dropdown (DropdownSubitemSchema), or undefined when it is left out. */
function dropdownEntry(item: unknown, where: string, r: Report): Obj | undefined {
  if (!isObj(item)) return void r.fail(where, 'must be an object');
  if (item.position !== undefined) r.fail(`${where}.position`, 'is not allowed in a dropdown');
  const type = item.type === undefined ? 'default' : item.type;
  if (type === 'default' && item.items !== undefined) return void r.fail(where, 'nested dropdowns are not allowed');
  if (typeof type === 'string' && NESTED.has(type)) return void r.fail(`${where}.type`, 'nested dropdowns are not allowed');
  switch (type) {
    case 'default':
      return defaultItem(item, where, r);
    case 'html':
      return htmlItem(item, where, r);
    case 'doc':
      strings(item, ['label', 'className'], where, r);
      if (typeof item.docId !== 'string') return void r.fail(`${where}.docId`, 'is required and must be a string');
      return defined({ docId: item.docId, label: str(item.label), className: str(item.className) });
    case 'docSidebar':
      strings(item, ['label', 'className'], where, r);
      if (typeof item.sidebarId !== 'string') return void r.fail(`${where}.sidebarId`, 'is required and must be a string');
      return defined({ sidebarId: item.sidebarId, label: str(item.label), className: str(item.className) });
  }
  if (type === 'docsVersion' || (typeof type === 'string' && type.startsWith('custom-'))) {
    // DropdownSubitemSchema accepts a docsVersion entry; here a dropdown lists links.
    return void r.warn(`${where}: a "${type}" item is not built here yet; it is left out`);
  }
  r.fail(`${where}.type`, `bad navbar item type "${String(type)}"`);
}

/** One top-level navbar item (NavbarItemSchema), or undefined when it is left out. */
function navbarItem(item: unknown, where: string, r: Report): Obj | undefined {
  if (!isObj(item)) return void r.fail(where, 'must be an object');
  if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') r.fail(`${where}.position`, 'must be one of left, right');
  const position = item.position === 'right' ? 'right' : 'left';
  const type = typeOf(item);
  switch (type) {
    case 'default': {
      const link = defaultItem(item, where, r);
      return link && { type: 'link', position, ...link };
    }
    case 'html':
      return { type: 'html', position, ...htmlItem(item, where, r) };
    case 'doc':
    case 'docSidebar': {
      const entry = dropdownEntry({ ...item, position: undefined }, where, r);
      return entry && { type, position, ...entry };
    }
    case 'dropdown': {
      strings(item, ['label', 'html', 'className', 'to', 'href'], where, r);
      htmlOrLabel(item, where, r);
      if (!Array.isArray(item.items)) return void r.fail(`${where}.items`, 'is required and must be an array');
      const entries = item.items.map((e, j) => dropdownEntry(e, `${where}.items[${j}]`, r)).filter((e): e is Obj => e !== undefined);
      const label = str(item.label) ?? (str(item.html) ? htmlToText(str(item.html)!) : '');
      return defined({ type: 'dropdown', position, label, className: str(item.className), ...(item.to || item.href ? target(item) : {}), items: entries });
    }
    case 'docsVersionDropdown': {
      strings(item, ['className', 'docsPluginId'], where, r);
      const list = (k: string): Obj[] => {
        if (item[k] === undefined) return [];
        if (!Array.isArray(item[k])) {
          r.fail(`${where}.${k}`, 'must be an array');
          return [];
        }
        return (item[k] as unknown[]).map((e, j) => dropdownEntry(e, `${where}.${k}[${j}]`, r)).filter((e): e is Obj => e !== undefined);
      };
      if (item.dropdownActiveClassDisabled !== undefined && typeof item.dropdownActiveClassDisabled !== 'boolean') r.fail(`${where}.dropdownActiveClassDisabled`, 'must be a boolean');
      if (item.docsPluginId !== undefined && item.docsPluginId !== 'default') r.warn(`${where}.docsPluginId: only the default docs plugin is built here`);
      for (const k of Object.keys(item)) if (!['type', 'position', 'className', 'docsPluginId', 'dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled', 'versions'].includes(k)) r.warn(`${where}.${k}: not read here`);
      if (item.versions !== undefined) r.warn(`${where}.versions: the dropdown lists every version built here`);
      return defined({ type, position, className: str(item.className), before: list('dropdownItemsBefore'), after: list('dropdownItemsAfter'), activeClassDisabled: item.dropdownActiveClassDisabled === true });
    }
    case 'localeDropdown': {
      // theme-classic's LocaleDropdownNavbarItem: dropdownItemsBefore/After around the locales; `queryString` is kept on its links.
      const list = (k: string) => {
        if (item[k] === undefined) return [];
        if (!Array.isArray(item[k])) {
          r.fail(`${where}.${k}`, 'must be an array');
          return [];
        }
        return (item[k] as unknown[]).map((e, j) => dropdownEntry(e, `${where}.${k}[${j}]`, r)).filter((e): e is Obj => e !== undefined);
      };
      for (const k of Object.keys(item)) if (!['type', 'position', 'className', 'dropdownItemsBefore', 'dropdownItemsAfter'].includes(k)) r.warn(`${where}.${k}: not read here`);
      return defined({ type, position, className: str(item.className), before: list('dropdownItemsBefore'), after: list('dropdownItemsAfter') });
    }
    case 'docsVersion': {
      strings(item, ['label', 'to', 'className', 'docsPluginId'], where, r);
      if (item.docsPluginId !== undefined && item.docsPluginId !== 'default') r.warn(`${where}.docsPluginId: only the default docs plugin is built here`);
      const to = str(item.to);
      return defined({ type, position, label: str(item.label), to: to === undefined ? undefined : to.startsWith('/') ? to : `/${to}`, className: str(item.className) });
    }
    case 'search':
      // The search button is always in the bar here.
      for (const k of Object.keys(item)) if (!['type', 'position', 'className'].includes(k)) r.fail(`${where}.${k}`, 'is not allowed on a "search" item');
      return undefined;
  }
  if (typeof type === 'string' && (NOT_BUILT.has(type) || type.startsWith('custom-'))) {
    return void r.warn(`${where}: the "${type}" navbar item is not built here yet (no locales or custom item components); it is left out`);
  }
  r.fail(`${where}.type`, `bad navbar item type "${String(type)}"`);
}

/** `themeConfig.navbar.items` as navbar items of lib/site.schema.ts. */
export function navbarItems(items: unknown, r: Report): Obj[] {
  if (items === undefined) return [];
  if (!Array.isArray(items)) {
    r.fail('themeConfig.navbar.items', 'must be an array');
    return [];
  }
  return items.map((item, i) => navbarItem(item, `themeConfig.navbar.items[${i}]`, r)).filter((i): i is Obj => i !== undefined);
}

/**
 * A footer link (FooterLinkItemSchema): exactly one of `to`, `href`, `html`; `to` and `href` need a
 * `label`; `html` takes none. Unknown keys are the link's attributes, as in the navbar.
 */
export function footerItem(item: unknown, where: string, r: Report): Obj | undefined {
  if (!isObj(item)) return void r.fail(where, 'must be an object');
  strings(item, ['to', 'href', 'html', 'label', 'className'], where, r);
  const given = ['to', 'href', 'html'].filter((k) => item[k] !== undefined);
  if (given.length !== 1) return void r.fail(where, 'one and only one of "to", "href" and "html" must be given');
  if (item.html !== undefined) {
    if (item.label !== undefined) r.fail(where, '"html" and "label" cannot both be given');
    return defined({ html: str(item.html), className: str(item.className) });
  }
  if (item.label === undefined) return void r.fail(`${where}.label`, `is required with "${given[0]}"`);
  return defined({ label: str(item.label), ...target(item), className: str(item.className), attrs: attributes(item, where, r) });
}
