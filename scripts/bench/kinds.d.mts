export type PageKind = { kind: string; path: string; notFound?: boolean };
export const PAGE_KINDS: PageKind[];
export function lighthousePath(k: PageKind): string;
