/**
 * The global through which island chunks reach the page's own React and the page's data (set by
 * components/islands/island-client.tsx). A module of its own: the chunks' client modules read it
 * without bundling lib/docusaurus/module-names.ts's lists.
 */
export const ISLAND_GLOBAL = '__osoIslands';
