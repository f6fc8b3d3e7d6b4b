/**
 * Docusaurus's Markdown file links (`./python.mdx`, `../guides/dbt.md#setup`): which URLs are
 * such links and the route each resolves to. lib/content/remark-links.ts rewrites them in the
 * compile; lib/checks/source-links.ts reports the ones that resolve to nothing.
 */
import { contentFolders, contentKindOf } from '../content-folders';
import fs from 'node:fs';
import path from 'node:path';
import { siteUrlOf } from './permalinks';
import { parseSource } from '../source-file';
import { isExternal } from '../url';

/** A file a Markdown link may point at, by its path under content/. */
export type LinkTarget = { rel: string; data: Record<string, unknown> };
export type Lookup = (rel: string) => LinkTarget | undefined;

const split = (url: string) => {
  const m = url.match(/^([^?#]*)(.*)$/)!;
  return { pathPart: m[1], rest: m[2] };
};

/** `./python.mdx`, `../guides/dbt.md#setup`: links Docusaurus turns into routes at build time. */
export const isMdLink = (url: string) => !isExternal(url) && /\.mdx?$/i.test(split(url).pathPart);

/** The URL a target file is published at. */
export const routeOfFile = (t: LinkTarget): string => siteUrlOf({ source: t.rel, data: t.data });

/**
 * The route of a Markdown file link, as Docusaurus resolves it: relative to the linking file's
 * folder, then to the docs root; a leading "/" starts at content/ or at the docs root.
 * Undefined when no doc or post is there.
 */
export function resolveMdLink(fromRel: string, url: string, lookup: Lookup): string | undefined {
  const { pathPart, rest } = split(url);
  let p: string;
  try {
    p = decodeURIComponent(pathPart);
  } catch {
    return undefined;
  }
  // A snapshot's links resolve in its own folder (versioned_docs/version-<name>/), as the version's content path.
  const docsDir = /^versioned_docs\/version-[^/]+(?=\/)/.exec(fromRel)?.[0] ?? contentFolders().docs;
  const candidates = p.startsWith('/')
    ? [p.slice(1), `${docsDir}/${p.slice(1)}`]
    : [path.posix.join(path.posix.dirname(fromRel), p), `${docsDir}/${p}`];
  for (const c of candidates) {
    const rel = path.posix.normalize(c);
    if (rel.startsWith('..')) continue;
    const t = lookup(rel);
    if (t) return `${routeOfFile(t)}${rest}`;
  }
  return undefined;
}

/** Reads targets from disk (frontmatter only), re-reading a file when it changes (dev mode). */
export function fsLookup(contentDir: string): Lookup {
  const cache = new Map<string, { mtime: number; target: LinkTarget }>();
  return (rel) => {
    const full = path.join(contentDir, rel);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(full);
    } catch {
      return undefined;
    }
    if (!stat.isFile() || !contentKindOf(rel)) return undefined;
    const hit = cache.get(rel);
    if (hit && hit.mtime === stat.mtimeMs) return hit.target;
    const target = { rel, data: parseSource(rel, rel, fs.readFileSync(full, 'utf8')).data };
    cache.set(rel, { mtime: stat.mtimeMs, target });
    return target;
  };
}
