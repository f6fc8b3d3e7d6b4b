import type { VersionedNavLink as Linked, VersionsNavItem as Item, VersionsRuntime as Runtime } from './versions';

/**
 * The navbar's version items on a site with one docs version: none to draw, and none of their
 * browser code (./versions.tsx) on its pages. next.config.ts gives the navbar this module or that one
 * as `oso-versions-nav`, by NEXT_PUBLIC_DOCS_VERSIONED (lib/builder/code-variants.ts).
 */
export const VersionsNavItem = (props: Parameters<typeof Item>[0]): null => (void props, null);
export const VersionedNavLink = (props: Parameters<typeof Linked>[0]): null => (void props, null);
export const VersionsRuntime = (props: Parameters<typeof Runtime>[0]): null => (void props, null);
