/**
 * An author's next build generates only the pages an edit changed; the others are the last build's,
 * as Next wrote them (before the post-build). Next has no partial export: a generation writes the
 * pages its routes' `generateStaticParams` list, and clears `out/` first. So:
 *
 * 1. After `next build`, `npm run build` keeps a copy of the pages Next wrote (everything in `out/`
 *    but `_next/static/`, which each generation copies whole) in `node_modules/.cache/oso-docs/`,
 *    with what they were made from: the inputs of the whole build except the documents, and each
 *    document's fingerprints (below).
 * 2. The next build, once contentlayer is done and before any page is listed, compares (`planPages`):
 *    - any other input changed (code, settings, config, sidebars, categories, authors, partials,
 *      images, the git commit, a document added or removed): every page;
 *    - a document changed what other pages read of it (its title, frontmatter, excerpt, position…:
 *      all it holds but its body and its own headings): every page;
 *    - else the docs' pages of the documents that changed, and every blog page if a post changed
 *      (lists show their excerpts). The other routes (home, search, site pages, sitemap) are always
 *      generated: they are few.
 *    Each route's first page is generated too: an export needs one for every route.
 * 3. After that generation, the kept pages Next did not write are put into `out/`, and the copy
 *    takes the new ones (`keepPages`). The post-build then runs on a whole export, as after a full one.
 * 4. Once the post-build is done, the copy takes the new pages' final form (`keepFinalPages`): the
 *    post-build's rewrites (lib/builder/payload.ts, stylesheet.ts, head-order.ts) leave a page already
 *    in that form as it is, so an edit build rewrites only the pages it generated, however many
 *    versions of the docs the others belong to (#54).
 *
 * The kept files and the export's are hard links to the same files where the file system allows
 * (else copies): at 10 docs versions, copying the ~1,400 kept files into the export took 6–13 s of an
 * edit build on a loaded host, linking them a fraction of that. A link is safe because nothing
 * writes into a file of the export in place: the post-build writes through lib/exported-site.ts,
 * which replaces a file (a new one in its place) rather than writing into it. Should anything else
 * write into one (a deploy script editing `out/`), the kept copy changed with it: each file's size
 * and modification time are noted when kept and compared before the next build reuses them
 * (`keptIntact`); any difference and every page is generated again.
 *
 * A warm build's `out/` equals a cold build's, byte for byte: `npm run test:e2e` builds the fixture,
 * edits a page, builds again, then builds with every cache cleared and compares.
 */
import { contentKindOf } from '../content-folders';
import fs from 'node:fs';
import path from 'node:path';
import { walkFiles } from '../fs-walk';
import { placeFile } from '../place-file';
import { hashOf } from '../memo';
import { isPostSource } from '../source-file';
import { GENERATED_DIR, generatedFiles } from '../content/generated-documents';
import { HANDOFF_ENV } from '../build-phases';


/**
 * A document's fingerprints: all of it, and what pages other than its own read of it; with its
 * generated file's name, size and modification time when read from disk (`documentPrints`).
 */
export type DocumentPrint = { all: string; shared: string; file?: { name: string; size: number; mtimeMs: number } };

/** What a generation writes: every page, or the pages of these documents (source paths) and, if `blog`, the blog's. */
export type PagePlan = { all: true; why: string } | { all: false; docs: string[]; blog: boolean };

/**
 * `fresh`: the files this generation wrote, which `keepFinalPages` replaces with their post-built form.
 * `stamp`: the kept files' sizes and modification times once final (`keptStamp`).
 */
type Kept = { inputs: string; documents: Record<string, DocumentPrint>; fresh?: string[]; stamp?: string };

/** A document's fields only its own page reads: its body and its headings (the page's table of contents). */
const OWN_FACTS = ['headings', 'headingLines', 'headingLevels', 'head'];

type Generated = { body?: unknown; facts?: Record<string, unknown>; _raw: { sourceFilePath: string } };

/** The fingerprints of one generated document, from contentlayer's JSON (and its parse, when made). */
export function documentPrint(json: string, doc = JSON.parse(json) as Generated): DocumentPrint {
  const shared: Record<string, unknown> = { ...doc, body: undefined };
  if (doc.facts) shared.facts = Object.fromEntries(Object.entries(doc.facts).filter(([k]) => !OWN_FACTS.includes(k)));
  return { all: hashOf(json), shared: hashOf(JSON.stringify(shared)) };
}

/**
 * Every generated document's fingerprints, by source path (`docs/a.md`), posts marked by their folder.
 * Given the prints of the last build (`known`), a file whose name, size and modification time are
 * those noted then is not read again: contentlayer rewrites only the documents that changed
 * (scripts/patch-deps.mjs), so on an author's next build this reads the edited ones, not every
 * version's copy of every doc (#54: 465 files, 12 MB, at 10 versions of 45 docs).
 */
export function documentPrints(dir = GENERATED_DIR, known: Record<string, DocumentPrint> = {}): Record<string, DocumentPrint> {
  const byFile = new Map(Object.entries(known).flatMap(([source, p]) => (p.file ? [[p.file.name, { source, print: p }] as const] : [])));
  const out: Record<string, DocumentPrint> = {};
  for (const type of ['Doc', 'Post']) {
    // The documents contentlayer's index lists: a file it left behind is no document.
    for (const file of generatedFiles(type, dir)) {
      const { size, mtimeMs } = fs.statSync(file);
      const name = path.relative(dir, file);
      const last = byFile.get(name);
      if (last && last.print.file!.size === size && last.print.file!.mtimeMs === mtimeMs) {
        out[last.source] = last.print;
        continue;
      }
      const json = fs.readFileSync(file, 'utf8');
      const doc = JSON.parse(json) as Generated;
      out[doc._raw.sourceFilePath] = { ...documentPrint(json, doc), file: { name, size, mtimeMs } };
    }
  }
  return out;
}

/**
 * Compares the documents now with those the kept pages were made from (the rules in the module
 * comment). `pageSourceOf` names the document whose pages show a changed one: a locale's translated
 * doc is shown on its default twin's route (lib/i18n/sources.ts defaultLocaleSource), and each
 * locale's route lists the default locale's sources, so an edit to `i18n/fr/…/current/a.md` plans
 * `docs/a.md`'s pages (in every locale). Without it, the translation's page was kept with its old text.
 */
export function planPages(kept: Kept | undefined, inputs: string, now: Record<string, DocumentPrint>, pageSourceOf: (source: string) => string = (s) => s): PagePlan {
  if (!kept) return { all: true, why: 'no pages kept from a last build' };
  if (kept.inputs !== inputs) return { all: true, why: 'the code, settings or content files other than the documents changed' };
  const before = Object.keys(kept.documents);
  const after = Object.keys(now);
  if (before.length !== after.length || after.some((s) => !kept.documents[s])) return { all: true, why: 'a document was added or removed' };
  const changed = after.filter((s) => kept.documents[s].all !== now[s].all);
  const wider = changed.find((s) => kept.documents[s].shared !== now[s].shared);
  if (wider) return { all: true, why: `${wider} changed what other pages show of it` };
  const shown = changed.map(pageSourceOf);
  return { all: false, docs: [...new Set(shown.filter((s) => !isPostSource(s)))], blog: shown.some(isPostSource) };
}


/** Where the pages of the export in `outDir` are kept between builds. */
export const keptDir = (outDir: string, root = process.cwd()) =>
  path.join(root, 'node_modules', '.cache', 'oso-docs', `pages-${hashOf(path.resolve(outDir)).slice(0, 16)}`);
const stateFile = (dir: string) => path.join(dir, '..', `${path.basename(dir)}.json`);

function readKept(dir: string): Kept | undefined {
  try {
    return JSON.parse(fs.readFileSync(stateFile(dir), 'utf8')) as Kept;
  } catch {
    return undefined;
  }
}

/** Removes the pages kept for `outDir` (an export removed for good: ~0.5 GB at 1,500 pages). */
export function forgetKeptPages(outDir: string, root = process.cwd()): void {
  const dir = keptDir(outDir, root);
  for (const p of [stateFile(dir), dir]) fs.rmSync(p, { recursive: true, force: true });
}

/** Whether pages of `outDir` are kept from a build with these inputs (an author's next build of the same folder). */
export const pagesKept = (outDir: string, inputs: string, root = process.cwd()) => readKept(keptDir(outDir, root))?.inputs === inputs;

/**
 * scripts/build.ts, once contentlayer is done: what this generation writes, written where `next
 * build`'s processes read it (`HANDOFF_ENV.pagePlan` names it, set only when pages may be reused).
 */
export function writePagePlan(
  planFile: string,
  outDir: string,
  inputs: string,
  root = process.cwd(),
  pageSourceOf?: (source: string) => string,
): { plan: PagePlan; documents: Record<string, DocumentPrint> } {
  const dir = keptDir(outDir, root);
  const kept = readKept(dir);
  const documents = documentPrints(path.join(root, '.contentlayer', 'generated'), kept?.documents);
  const plan = kept && !keptIntact(dir, kept) ? ({ all: true, why: 'a kept page was changed after the last build (out/ edited in place?)' } as const) : planPages(kept, inputs, documents, pageSourceOf);
  fs.writeFileSync(planFile, JSON.stringify(plan));
  return { plan, documents };
}

let plan: PagePlan | undefined;

/** The plan for this generation, read once per process: every page unless `npm run build` wrote one. */
function pagePlan(env: Record<string, string | undefined> = process.env): PagePlan {
  if (plan) return plan;
  const file = env[HANDOFF_ENV.pagePlan];
  try {
    plan = file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PagePlan) : { all: true, why: 'no plan' };
  } catch {
    plan = { all: true, why: `no plan in ${file}` };
  }
  return plan;
}

/**
 * A route's parameters, cut to the pages this generation writes. `family` says what its pages read:
 * `doc` pages, one a document (`sourceOf` names it); `docs` pages, what every doc shares (sidebars,
 * tags, category indexes); `blog` pages, the posts; `fixed` pages, no document at all (the icons: only
 * the code and settings change them, and then every page is generated). The first page is always kept.
 */
export function generatedParams<P>(params: P[], family: 'doc' | 'docs' | 'blog' | 'fixed', sourceOf?: (p: P) => string | undefined): P[] {
  const p = pagePlan();
  if (p.all) return params;
  if (family === 'blog' && p.blog) return params;
  const docs = new Set(p.docs);
  return params.filter((x, i) => i === 0 || (family === 'doc' && docs.has(sourceOf?.(x) ?? '')));
}

/** The kept files' sizes and modification times, as one hash: a file written into in place changes it. */
export function keptStamp(dir: string): string {
  return hashOf(
    ...walkFiles(dir).map((f) => {
      const st = fs.statSync(path.join(dir, f));
      return `${f} ${st.size} ${st.mtimeMs}`;
    }),
  );
}

/** Whether the kept files are as `keepFinalPages` left them (a state without a stamp predates links: true). */
export const keptIntact = (dir: string, kept: Kept) => kept.stamp === undefined || kept.stamp === keptStamp(dir);

/** What each generation writes whole: Next's compiled assets. */
const everyTime = (_name: string, rel: string) => rel === '_next/static';

/**
 * scripts/build.ts, after `next build`, before the post-build: fills `outDir` with the kept pages Next
 * did not write this time (unless it wrote them all), then keeps what it did write, noting what it
 * was made from (`documents`: their fingerprints, as the plan read them). Returns how many pages were
 * kept from the last build.
 */
export function keepPages(
  outDir: string,
  plan: PagePlan,
  inputs: string,
  root = process.cwd(),
  documents = documentPrints(path.join(root, '.contentlayer', 'generated')),
  /** The export the pages are kept for, when `outDir` is its staging folder (lib/builder/out-dir.ts). */
  keptFor = outDir,
): number {
  const dir = keptDir(keptFor, root);
  const state = stateFile(dir);
  fs.rmSync(state, { force: true });
  const written = walkFiles(outDir, everyTime);
  let reused = 0;
  if (plan.all) fs.rmSync(dir, { recursive: true, force: true });
  else {
    const wrote = new Set(written);
    for (const f of walkFiles(dir).filter((f) => !wrote.has(f))) {
      placeFile(path.join(dir, f), path.join(outDir, f));
      if (f.endsWith('.html')) reused++;
    }
  }
  for (const f of written) placeFile(path.join(outDir, f), path.join(dir, f));
  fs.writeFileSync(state, JSON.stringify({ inputs, documents, fresh: written } satisfies Kept));
  return reused;
}

/**
 * scripts/build.ts, once the post-build is done: the files this generation wrote are kept as the
 * post-build left them in `outDir` (those it removed, the placeholder pages and duplicate payloads,
 * go from the copy too). The files kept from before are in that form already. Returns how many
 * files were replaced.
 */
export function keepFinalPages(outDir: string, keptFor = outDir, root = process.cwd()): number {
  const dir = keptDir(keptFor, root);
  const kept = readKept(dir);
  if (!kept?.fresh) return 0;
  let replaced = 0;
  for (const f of kept.fresh) {
    const final = path.join(outDir, f);
    if (fs.existsSync(final)) placeFile(final, path.join(dir, f));
    else fs.rmSync(path.join(dir, f), { force: true });
    replaced++;
  }
  fs.writeFileSync(stateFile(dir), JSON.stringify({ inputs: kept.inputs, documents: kept.documents, stamp: keptStamp(dir) } satisfies Kept));
  return replaced;
}
