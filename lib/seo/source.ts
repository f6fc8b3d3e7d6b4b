/**
 * What the SEO outputs know about the site's content, read from contentlayer through the docs and
 * blog engines: routed docs and posts with their paths, sections, sources and dates.
 */
import { allDocs, allPosts, type Doc } from 'contentlayer/generated';
import { loadBlog } from '../blog/source';
import { breadcrumbs } from '../docs/navigation';
import { generatedIndexes, pathTo } from '../docs/sidebar';
import { isDev, mainSidebar } from '../docs/source';
import { routes } from '../routes';
import { site } from '../site';
import { docSection, type SocialCard } from './cards';
import { breadcrumbJsonLd, techArticleJsonLd } from './json-ld';
import { lastUpdated } from './last-updated';

/** A doc or post as the twins, llms.txt, sitemap and cards see it. */
export type ContentEntry = {
  kind: 'doc' | 'post';
  path: string;
  markdown: string;
  title: string;
  description?: string;
  section: string;
  /** The top sidebar category that holds the doc (or is its page); llms.txt groups links by it. */
  group: string;
  /** Path under content/, e.g. `docs/get-started/python.mdx`. */
  source: string;
  raw: string;
  listed: boolean;
  lastUpdated?: string;
  date?: string;
};

export const routedDocs = (): Doc[] => allDocs.filter((d) => isDev || !d.draft);

export const docCrumbs = (d: Doc) => breadcrumbs(mainSidebar(), routes.doc(d.route), d.sidebar_label ?? d.pageTitle);

export const editUrl = (source: string) => `${site.editUrl}${source}`;

const docLastUpdated = (d: Doc) => lastUpdated(d._raw.sourceFilePath, d.last_update);

function docEntry(d: Doc): ContentEntry {
  return {
    kind: 'doc',
    path: routes.doc(d.route),
    markdown: routes.docMarkdown(d.route),
    title: d.pageTitle,
    description: d.description,
    section: docSection(docCrumbs(d)),
    group: pathTo(mainSidebar(), routes.doc(d.route))?.[0]?.label ?? 'Docs',
    source: d._raw.sourceFilePath,
    raw: d.body.raw,
    listed: !d.unlisted,
    lastUpdated: docLastUpdated(d),
  };
}

const rawPosts = () => new Map(allPosts.map((p) => [`content/${p._raw.sourceFilePath}`, p]));

function postEntries(): ContentEntry[] {
  const raw = rawPosts();
  return loadBlog().routed.map((p) => {
    const r = raw.get(p.file)!;
    return {
      kind: 'post',
      path: routes.post(p.slug),
      markdown: routes.postMarkdown(p.slug),
      title: p.title,
      description: p.description,
      section: 'Blog',
      group: 'Blog',
      source: p.file.replace(/^content\//, ''),
      raw: r.body.raw,
      listed: !p.unlisted,
      lastUpdated: lastUpdated(r._raw.sourceFilePath, r.last_update),
      date: p.date,
    };
  });
}

/** Docs in sidebar order (the order readers meet them), then docs outside the sidebar. */
function docsInOrder(): Doc[] {
  const order = new Map<string, number>();
  const walk = (items: ReturnType<typeof mainSidebar>) =>
    items.forEach((i) => {
      if (i.type === 'link') order.set(i.href, order.size);
      else {
        if (i.href) order.set(i.href, order.size);
        walk(i.items);
      }
    });
  walk(mainSidebar());
  const at = (d: Doc) => order.get(routes.doc(d.route)) ?? Number.MAX_SAFE_INTEGER;
  return routedDocs().sort((a, b) => at(a) - at(b) || a.route.localeCompare(b.route));
}

let cached: ContentEntry[] | undefined;

/** Every routed doc (sidebar order) and post (newest first). */
export function contentEntries(): ContentEntry[] {
  cached ??= [...docsInOrder().map(docEntry), ...postEntries()];
  return cached;
}

/** The cards to draw: every routed doc and post, each generated docs index, and the site's own. */
export function socialCards(): SocialCard[] {
  const cats = generatedIndexes(mainSidebar()).map((c) => {
    const path = routes.docsCategory(c.generatedIndex!.slug);
    const above = (pathTo(mainSidebar(), path) ?? []).filter((p) => p.href !== path);
    return { path, title: c.generatedIndex!.title, section: above[0]?.label ?? 'Docs' };
  });
  return [
    { path: '/', title: site.title, section: site.tagline },
    ...contentEntries().map((e) => ({ path: e.path, title: e.title, section: e.section })),
    ...cats,
  ];
}

/** What a doc page shows and embeds for readers' tools: edit link, last change, twin and JSON-LD. */
export function docPageSeo(d: Doc) {
  const path = routes.doc(d.route);
  const lastUpdated = docLastUpdated(d);
  const crumbs = docCrumbs(d);
  return {
    editUrl: editUrl(d._raw.sourceFilePath),
    lastUpdated,
    markdown: routes.docMarkdown(d.route),
    jsonLd: [
      breadcrumbJsonLd(crumbs, path),
      techArticleJsonLd({
        title: d.pageTitle,
        description: d.description,
        path,
        image: d.image ?? routes.socialCard(path),
        lastUpdated,
        keywords: d.keywords ?? d.tags,
        section: docSection(crumbs),
      }),
    ],
  };
}

/** The edit link and last change of a post page. */
export function postPageSeo(file: string) {
  const source = file.replace(/^content\//, '');
  const raw = rawPosts().get(file);
  return { editUrl: editUrl(source), lastUpdated: raw ? lastUpdated(raw._raw.sourceFilePath, raw.last_update) : undefined };
}
