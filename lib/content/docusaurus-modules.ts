/**
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
  '@docusaurus/Link',
  '@docusaurus/Head',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
] as const;

export type DocusaurusModule = (typeof DOCUSAURUS_MODULES)[number];

/** The name compiled MDX reads the modules from. */
export const MODULES_VAR = '__docusaurus';
