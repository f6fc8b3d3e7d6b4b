/**
 * Names the compile and the page agree on (the compile writes them into the MDX, the page supplies
 * what they stand for).
 *
 * The Docusaurus theme and core modules that MDX content may import (`import Tabs from
 * '@theme/Tabs'`), each served by one of this site's components (components/docusaurus/). The
 * compile leaves these imports to a global of this name; the page supplies the components.
 */
export const DOCUSAURUS_MODULES = [
  '@theme/Tabs',
  '@theme/TabItem',
  '@theme/Admonition',
  '@theme/CodeBlock',
  '@theme/Details',
  '@theme/DocCardList',
  '@theme/Layout',
  '@theme/Heading',
  '@docusaurus/Link',
  '@docusaurus/Head',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/router',
  '@docusaurus/BrowserOnly',
  '@docusaurus/useIsBrowser',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/Translate',
  '@docusaurus/Interpolate',
  '@docusaurus/isInternalUrl',
  '@docusaurus/useGlobalData',
  '@docusaurus/useRouteContext',
  '@docusaurus/theme-common',
  '@theme/ThemedImage',
  '@docusaurus/plugin-content-docs/client',
] as const;

export type DocusaurusModule = (typeof DOCUSAURUS_MODULES)[number];

/**
 * The named exports of those modules (`import { Redirect } from '@docusaurus/router'`, `import
 * Translate, { translate } from '@docusaurus/Translate'`): read as properties of the module's value,
 * whose default export is that value itself.
 */
export const NAMED_EXPORTS: Partial<Record<DocusaurusModule, readonly string[]>> = {
  '@docusaurus/router': ['Redirect', 'useLocation', 'useHistory', 'matchPath', 'withRouter'],
  '@docusaurus/useBaseUrl': ['useBaseUrlUtils'],
  '@docusaurus/Translate': ['translate'],
  '@docusaurus/Interpolate': ['interpolate'],
  '@docusaurus/isInternalUrl': ['hasProtocol'],
  '@docusaurus/useGlobalData': ['useAllPluginInstancesData', 'usePluginData'],
  // Of theme-common, only the colour mode (its other hooks are the theme's internals).
  '@docusaurus/theme-common': ['useColorMode'],
  // Of the docs plugin's client API, the page's sidebar and doc (its other hooks read the plugin's global data, which is not kept).
  '@docusaurus/plugin-content-docs/client': ['useDocsSidebar', 'useDoc'],
};

/** The name compiled MDX reads the modules from. */
export const MODULES_VAR = '__docusaurus';

/**
 * MDX leaves `<a>` and `<img>` written as JSX to the browser as they are (only Markdown's links and
 * images reach the components map). The compile renames them to these, which the map holds, so
 * they get the base path, client-side navigation, lazy loading and their size, as Markdown ones do.
 */
export const JSX_AS_COMPONENT: Record<string, string> = { a: 'MdxJsxLink', img: 'MdxJsxImage' };

/** The module compiled site code reads its island wrapper from (lib/content/islands.ts writes the import, the page supplies it: components/islands/island.tsx). */
export const ISLAND_MODULE = '@oso/island';

/** Where an island's component is: its chunk's URL (without base path) and the export's name. */
export type IslandRef = { src: string; name: string; needs?: IslandNeed[] };

export { ISLAND_GLOBAL } from './island-global';

/** The attributes of an island's element in the HTML. */
export const ISLAND_ATTR = { src: 'data-island', name: 'data-island-export' } as const;

/**
 * What an island's chunk may import besides its own files and packages: the page's React (one
 * copy, the app's, handed over by components/islands/island-client.tsx) and every module above
 * (components/islands/client-modules.tsx, bundled into the chunk). `@docusaurus/useDocusaurusContext`
 * is written into the chunk that imports it (the site's config); the modules that read what only the
 * page has (its route, sidebar, doc, cards, tabs' class names) read it from the data the page gives
 * the island (ISLAND_NEEDS).
 */
export const ISLAND_CLIENT_MODULES: readonly string[] = ['react', 'react/jsx-runtime', ...DOCUSAURUS_MODULES];

/**
 * The page's data an island may read (components/islands/page-data.tsx makes it), each part sent
 * only with the islands whose chunk bundles a module that reads it (lib/content/islands.ts reads
 * that from the chunk's inputs): the route's context, the doc's sidebar and the doc itself, the
 * cards `<DocCardList />` shows, and the class names of the page's tabs.
 */
export type IslandNeed = 'route' | 'sidebar' | 'doc' | 'cards' | 'tabs';
export const ISLAND_NEEDS: Partial<Record<DocusaurusModule, readonly IslandNeed[]>> = {
  '@docusaurus/useRouteContext': ['route'],
  '@docusaurus/plugin-content-docs/client': ['sidebar', 'doc'],
  '@theme/DocCardList': ['cards'],
  '@theme/Tabs': ['tabs'],
};
