/**
 * The exported site (out/) as the post-build steps see it: its file list walked once, each page's
 * HTML read once and shared by every step that needs it (most of them do). Other files are read
 * from disk when a step asks: the payload files are as large as the pages and one or two steps
 * read each, so holding them was most of the post-build's memory at scale. Steps write and remove
 * through it, so the list and the texts stay true without another walk. Paths are relative to
 * out/, with `/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hasFileExtension, TRAILING_SLASH, trimSlashes, withoutLeadingSlash } from './url';
import { walkFiles } from './fs-walk';
import { placeFile } from './place-file';
import { staticFile } from './static-host';
import { contentPaths } from './env';
import { publishedOf } from './builder/out-dir';

/** A page of the export: its file, its route (`docs/a/index.html` → `/docs/a/`, `404.html` → `/404`) and its HTML. */
export type ExportedPage = { file: string; route: string; html: string };

/**
 * The route a page file answers at. Without trailing slashes every page is `path.html`, so `a/index.html`
 * is the route `/a/index` (a doc whose id is `index`, as Docusaurus's ssgUtils.ts writes it too).
 */
export function routeOfFile(file: string, trailing = TRAILING_SLASH): string {
  const p = withoutLeadingSlash(file.split(path.sep).join('/'));
  if (p === 'index.html') return '/';
  if (p.endsWith('/index.html') && trailing) return `/${p.slice(0, -'index.html'.length)}`;
  return `/${p.replace(/\.html$/, '')}`;
}

/**
 * `/docs/a/` → `docs/a/index.html`, `/docs/a` → `docs/a.html` (a `trailingSlash: false` site's page,
 * as Docusaurus's ssgUtils.ts names it); a route with an extension (`/blog/rss.xml`) is its own file.
 */
export function fileOfRoute(route: string): string {
  const p = withoutLeadingSlash(decodeURIComponent(route));
  return !p || p.endsWith('/') ? `${p}index.html` : hasFileExtension(p) ? p : `${p}.html`;
}

/** An exported page: an .html file outside _next/. */
export const isPageFile = (file: string) => file.endsWith('.html') && !file.startsWith('_next/');

/** The files whose text is kept once read: the pages. */
const held = (file: string) => file.endsWith('.html');

/**
 * The .html files of the site folder's static/: copied into the export byte for byte, as
 * Docusaurus's StaticDirectoriesCopyPlugin (packages/docusaurus/src/webpack/plugins/) copies them
 * (a search engine's verification file, a page written by hand). They are files, not pages of the
 * site: no step rewrites, indexes or checks them.
 */
export function staticHtmlFiles(staticDir = contentPaths().static): string[] {
  return fs.existsSync(staticDir) ? walkFiles(staticDir).filter((f) => f.endsWith('.html')) : [];
}

export class ExportedSite {
  readonly dir: string;
  /** The last export this one replaces (a build writes a staging folder: lib/builder/out-dir.ts), if any. */
  readonly previous: string | undefined;
  private list: Set<string> | null = null;
  private texts = new Map<string, string>();
  /** Files served as the site folder's static/ holds them (`staticHtmlFiles`): never pages. */
  private verbatim: Set<string>;

  /**
   * `verbatim`: the static/ files that are not pages (default: the site folder's); `previous`: the
   * export this one replaces (default: the published export of a staging folder).
   */
  constructor(dir: string, { verbatim = staticHtmlFiles(), previous = publishedOf(path.resolve(dir)) }: { verbatim?: Iterable<string>; previous?: string } = {}) {
    this.dir = path.resolve(dir);
    this.verbatim = new Set(verbatim);
    this.previous = previous && path.resolve(previous) !== this.dir && fs.existsSync(previous) ? path.resolve(previous) : undefined;
    // index.html, or 404.html alone for a site without a `/` page (lib/builder/absent-routes.ts).
    if (!['index.html', '404.html'].some((f) => fs.existsSync(path.join(this.dir, f)))) throw new Error(`${path.relative(process.cwd(), this.dir) || this.dir}/ has no exported site: run next build first.`);
  }

  abs(file: string): string {
    return path.join(this.dir, file);
  }

  /** Every file, sorted (walked once; a step that copies in a whole folder calls `rescan`). */
  files(): string[] {
    this.list ??= new Set(walkFiles(this.dir).sort());
    return [...this.list];
  }

  has(file: string): boolean {
    if (!this.list) this.files();
    return this.list!.has(file);
  }

  /**
   * A file written into the export that is not a page of the site, as the static/ files are not:
   * the steps after the one that wrote it neither rewrite, index nor check it (a client redirect's
   * page, lib/docusaurus/client-redirects.ts).
   */
  addVerbatim(file: string): void {
    this.verbatim.add(file);
  }

  /** A static/ file the build's page replaced (lib/builder/static-copy.ts): that file is a page after all. */
  forgetVerbatim(file: string): void {
    this.verbatim.delete(file);
  }

  /** A page: an .html file outside _next/ that is not one of the site's static/ files. */
  isPage(file: string): boolean {
    return isPageFile(file) && !this.verbatim.has(file);
  }

  /** The pages: every .html file outside _next/, the site's static/ files left out. */
  pages(): ExportedPage[] {
    return this.files()
      .filter((f) => this.isPage(f))
      .map((file) => ({ file, route: routeOfFile(file), html: this.text(file) }));
  }

  /** The page at a route, if the export has it: the file a static host answers the route with. */
  page(route: string): ExportedPage | undefined {
    const file = staticFile(decodeURIComponent(route), (f) => this.has(f))?.file;
    return file && this.isPage(file) ? { file, route: routeOfFile(file), html: this.text(file) } : undefined;
  }

  /** A file's text: a page's read once, any other file's from disk. */
  text(file: string): string {
    let t = this.texts.get(file);
    if (t === undefined) {
      t = fs.readFileSync(this.abs(file), 'utf8');
      if (held(file)) this.texts.set(file, t);
    }
    return t;
  }

  /**
   * Write a file. A text already read stays known as written; a new file is not held in memory
   * (the search index alone is thousands of files no later step reads): a step that reads it reads
   * it from disk, once.
   */
  write(file: string, data: string | Buffer): void {
    const abs = this.abs(file);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    // A new file in the old one's place, never a write into it: a page kept from the last build is a
    // hard link to the kept copy (lib/builder/page-reuse.ts), which must not change with it.
    if (this.list ? this.list.has(file) : fs.existsSync(abs)) fs.rmSync(abs, { force: true });
    fs.writeFileSync(abs, data);
    this.wrote(file, data);
  }

  /**
   * Write a file, unless the last export (`previous`) holds these very bytes at `previousFile` (the
   * same path by default): then that file is hard-linked here (copied where links fail), which costs
   * a read instead of a write. For the files a build writes whole though few change (the Markdown
   * twins, the search index): on a loaded host a write of a small file cost ~2 ms, a link a tenth.
   * Returns whether the last export's file was kept.
   */
  writeReusing(file: string, data: string | Buffer, previousFile = file): boolean {
    const old = this.previous && path.join(this.previous, previousFile);
    let same = false;
    try {
      same = !!old && fs.readFileSync(old).equals(typeof data === 'string' ? Buffer.from(data) : data);
    } catch {
      // not in the last export
    }
    if (!same) {
      this.write(file, data);
      return false;
    }
    placeFile(old!, this.abs(file));
    this.wrote(file, data);
    return true;
  }

  /** Puts the file at `from` (a cache's, outside the export) at `file`: a hard link where it can be, else a copy. */
  placeFrom(file: string, from: string): void {
    placeFile(from, this.abs(file));
    this.texts.delete(file);
    this.list?.add(file);
  }

  private wrote(file: string, data: string | Buffer) {
    if (typeof data === 'string' && this.texts.has(file)) this.texts.set(file, data);
    else this.texts.delete(file);
    this.list?.add(file);
  }

  /** Remove a file or a folder (and everything in it); a file costs no walk over the list. */
  remove(fileOrDir: string): void {
    const rel = trimSlashes(fileOrDir);
    fs.rmSync(this.abs(rel), { recursive: true, force: true });
    this.texts.delete(rel);
    if (this.list?.delete(rel)) return;
    for (const f of this.list ?? []) {
      if (f.startsWith(`${rel}/`)) {
        this.list!.delete(f);
        this.texts.delete(f);
      }
    }
  }

  /** After files were added behind the site's back (a folder copied in): walk again. */
  rescan(): void {
    this.list = null;
  }
}
