/** What the docs engine needs to know about one doc: plain data, no MDX. */
export type DocMeta = {
  id: string;
  route: string; // '' for the docs root, 'get-started/python' …
  sourceDir: string; // folder under content/docs, '' at the root
  fileName: string; // without extension
  title: string;
  description?: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  sidebarClassName?: string;
  tags: string[];
  draft: boolean;
  unlisted: boolean;
  paginationLabel?: string;
  paginationPrev?: string | null;
  paginationNext?: string | null;
  aliases: string[];
};

export type CategoryLink =
  | { type: 'doc'; id: string }
  | { type: 'generated-index'; slug?: string; title?: string; description?: string };

export type CategoryMeta = {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  link?: CategoryLink | null;
};

export type SidebarLink = {
  type: 'link';
  label: string;
  href: string;
  docId: string;
  className?: string;
};

export type SidebarCategory = {
  type: 'category';
  label: string;
  items: SidebarItem[];
  href?: string;
  /** The doc the category label opens, when it is a doc link. */
  linkDocId?: string;
  generatedIndex?: { slug: string; title: string; description?: string };
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
};

export type SidebarItem = SidebarLink | SidebarCategory;
export type Sidebar = SidebarItem[];
