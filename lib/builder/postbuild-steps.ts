/**
 * What happens to the export after `next build`, in this order, over one reading of out/
 * (lib/exported-site.ts). Each step names what it wrote; a step that throws stops the build.
 * The entry point is scripts/postbuild.ts (run by `npm run build`).
 */
import { writeBlogFeeds } from './blog-feeds';
import { runExportChecks, report } from '../checks/cli';
import { publishContent } from './publish-content';
import { searchIndexStep } from '../search/build';
import { auditExport, auditInputOf } from '../seo/audit';
import { writeSocialCards } from '../seo/card-files';
import { markdownOutputs, writeMarkdownOutputs, type MarkdownOutputs } from '../seo/twin-files';
import { BASE_PATH } from '../url';
import { addCompileHints, firstLoadChunks } from './compile-hints';
import { assertEveryPage } from './next-output';
import { movePayloads } from './payload';
import { oneStylesheet } from './stylesheet';
import { settleHeads } from './head-order';
import { pageMemo } from './page-memo';
import { runNamed, runSteps, type Aside, type Step } from './step-runner';
import type { ExportedSite } from '../exported-site';

export const STEPS: Step[] = [
  {
    // First: the files the other steps link to (static/, assets) and no placeholder pages.
    name: 'content files',
    run: (out) => {
      const r = publishContent(out);
      return `${r.statics} from static/, ${r.assets} assets; ${r.removed} placeholder page(s) removed`;
    },
  },
  {
    // What every page's og:image names; the audit and the link check below read them.
    name: 'social cards',
    run: async (out) => {
      const r = await writeSocialCards(out);
      const some = r.clipped.slice(0, 2).map((t) => `"${t}"`).join(', ') + (r.clipped.length > 2 ? ` and ${r.clipped.length - 2} more` : '');
      return `${r.cards} PNGs in og/${r.clipped.length ? `; ${r.clipped.length} title(s) drawn without the characters the card font has no glyph for (${some})` : ''}`;
    },
  },
  {
    name: 'blog feeds',
    run: (out) => {
      const r = writeBlogFeeds(out);
      return `RSS, Atom and JSON with ${r.posts} posts, ${r.tags} tag feeds`;
    },
  },
  {
    name: 'payload out of the HTML',
    run: (out) => {
      const r = movePayloads(out);
      return `${r.moved} pages fetch their payload file (${(r.bytesSaved / r.moved / 1024 || 0).toFixed(1)} KB less HTML each), ${r.kept} keep it inline; ${r.copiesRemoved} unused copies (__next._full.txt) removed`;
    },
  },
  { name: 'one stylesheet', run: (out) => oneStylesheet(out) },
  { name: 'head order', run: settleHeads },
  {
    name: 'compile hints',
    run: (out) => {
      const pages = out.pages();
      const memo = pageMemo(out.dir, 'page-scripts', ['lib/builder/first-load.ts']);
      const chunks = firstLoadChunks(out.dir, pages.map((p) => p.html), BASE_PATH, memo);
      memo.done();
      // Every page Next exports loads its chunks by <script src>: none found means the marks moved.
      assertEveryPage(pages.length, chunks.length ? [] : pages.map((p) => p.file));
      return `on ${addCompileHints(chunks).length} of ${chunks.length} first-load chunks`;
    },
  },
  {
    // After the payloads left the pages: it holds every page's text while it works.
    name: 'search index',
    run: searchIndexStep,
  },
  {
    // From the MDX sources, not the pages: in a process of its own from the start, beside the
    // steps over every page and the search index, the longest ones at scale. It converts as soon as
    // contentlayer's documents are written, and only writes once the export is made.
    name: 'markdown twins and llms.txt',
    aside: true,
    prepare: markdownOutputs,
    run: (out, prepared) => {
      const r = writeMarkdownOutputs(out, (prepared as MarkdownOutputs | undefined) ?? markdownOutputs());
      return `${r.twins} twins (${r.converted} converted, the rest cached), llms.txt with ${r.links} links, llms-full.txt with ${r.docs} docs; ${r.reused} of ${r.files.length} files unchanged, kept from the last export`;
    },
  },
  {
    // After the twins and llms.txt it checks.
    name: 'seo audit',
    run: (out) => {
      const input = auditInputOf(out);
      const memo = pageMemo(out.dir, 'seo-audit', ['lib/seo/audit.ts']);
      const problems = auditExport(input, memo);
      memo.done();
      if (problems.length) throw new Error(`${problems.length} problems:\n${problems.map((p) => `  ${p}`).join('\n')}`);
      return `${input.pages.length} pages, ${input.twins.length} twins, ${input.cards.length} cards`;
    },
  },
  {
    // Last: every file the others wrote exists, so links to feeds and the index resolve.
    name: 'link check',
    run: async (out) => {
      const run = await runExportChecks(out);
      if (!report(run, 'link check')) throw new Error('fix the links above (the file is the exported page; the link is as written in it)');
      return 'no broken links';
    },
  },
];

/** Every step over the export, in order (lib/builder/step-runner.ts runs them); `aside` runs a step elsewhere. */
export const postbuild = (out: ExportedSite, log = console.log, aside?: Aside) => runSteps(STEPS, out, log, aside);

/** Run one step by name (in the process `aside` started), returning what it said (`runNamed`). */
export const runStep = (name: string, exported: () => ExportedSite | Promise<ExportedSite>) => runNamed(STEPS, name, exported);
