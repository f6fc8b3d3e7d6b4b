/** The docs sidebar: what lib/docs/sidebar.ts builds and components/docs/sidebar.tsx draws. */
export type CategoryLink =
  | { type: 'doc'; id: string }
  | { type: 'generated-index'; slug?: string; title?: string; description?: string; keywords?: string[]; image?: string };

/** A folder's `_category_.json` (or `.yml`), as Docusaurus reads it. */
export type CategoryMeta = {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  link?: CategoryLink | null;
  description?: string;
};

export type SidebarLink = {
  type: 'link';
  label: string;
  href: string;
  docId: string;
  className?: string;
  customProps?: Record<string, unknown>;
};

export type SidebarCategory = {
  type: 'category';
  label: string;
  /** Its folder under docs/ (which category file, if any, describes it). */
  folder: string;
  items: SidebarItem[];
  href?: string;
  /** The doc the category label opens, when it is a doc link. */
  linkDocId?: string;
  generatedIndex?: { slug: string; title: string; description?: string; keywords?: string[]; image?: string };
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
};

export type SidebarItem = SidebarLink | SidebarCategory;
export type Sidebar = SidebarItem[];
