/**
 * The headings of the Markdown partials a page shows, put in its own list where each is shown, so
 * the table of contents (and the anchor checks) see what the reader sees.
 */
import fs from 'node:fs';
import type { Nodes, Root } from 'mdast';
import path from 'node:path';
import type { BodyFacts } from '../content/body';
import { splitFrontmatter } from '../source-file';
import type { TocItem } from '../content/toc';

/** `import Partial from './_partial.mdx'`: default import names of `.md`/`.mdx` files → their paths. */
export function partialImports(tree: Root): Map<string, string> {
  const out = new Map<string, string>();
  for (const n of tree.children) {
    if (n.type !== 'mdxjsEsm') continue;
    for (const d of n.data?.estree?.body ?? []) {
      const from = d.type === 'ImportDeclaration' ? d.source.value : undefined;
      if (d.type !== 'ImportDeclaration' || typeof from !== 'string' || !/\.mdx?$/.test(from)) continue;
      const name = d.specifiers.find((x) => x.type === 'ImportDefaultSpecifier')?.local.name;
      if (name) out.set(name, from);
    }
  }
  return out;
}

/**
 * The partial a node shows, by its import path (an entry of partialImports), or undefined.
 *
 * Docusaurus: "Visit JSX elements, such as <Partial/>" — a flow element named after a default
 * import of an .md/.mdx file puts that file's TOC in place, from
 * packages/docusaurus-mdx-loader/src/remark/toc/index.ts (collectTOCItems).
 */
export const partialShownBy = (n: Nodes, imports: ReadonlyMap<string, string>): string | undefined =>
  n.type === 'mdxJsxFlowElement' && n.name ? imports.get(n.name) : undefined;

const read = new Map<string, { mtime: number; facts: BodyFacts }>();

/** What the compile reads from a body (lib/content/body.ts `bodyFacts`), handed in by the caller. */
export type FactsOf = (body: string) => BodyFacts;

/** A partial's facts, parsed once per version of the file; undefined when it cannot be read. */
function partialFacts(file: string, factsOf: FactsOf): BodyFacts | undefined {
  try {
    const mtime = fs.statSync(file).mtimeMs;
    const hit = read.get(file);
    if (hit?.mtime === mtime) return hit.facts;
    const facts = factsOf(splitFrontmatter(fs.readFileSync(file, 'utf8')).body);
    read.set(file, { mtime, facts });
    return facts;
  } catch {
    return undefined; // the compile reports an import it cannot resolve or parse
  }
}

/** An import path as the compile resolves it: relative to the importing file, or `@site/…`. */
function resolveImport(from: string, importer: string, contentRoot: string): string | undefined {
  if (from.startsWith('.')) return path.resolve(path.dirname(importer), from);
  if (from.startsWith('@site/')) return path.join(contentRoot, from.slice('@site/'.length));
  return undefined;
}

function headingsOf(facts: BodyFacts, file: string, contentRoot: string, seen: Set<string>, factsOf: FactsOf): TocItem[] {
  const out = [...facts.headings];
  for (const p of [...(facts.partials ?? [])].reverse()) {
    const target = resolveImport(p.from, file, contentRoot);
    const partial = target && !seen.has(target) ? partialFacts(target, factsOf) : undefined;
    if (partial) out.splice(p.at, 0, ...headingsOf(partial, target!, contentRoot, new Set([...seen, target!]), factsOf));
  }
  return out;
}

/**
 * The facts of a page (`file`, its path) with the headings of each partial it shows put where the
 * partial is shown, a partial's own partials included; each file's ids are its own, as each is
 * compiled (and slugged) on its own.
 *
 * Docusaurus: a `<Partial />` of `import Partial from './_partial.mdx'` adds
 * `{toc as __tocPartial}` to the import and spreads it into the page's `toc` export at that
 * place, from packages/docusaurus-mdx-loader/src/remark/toc/index.ts and utils.ts
 * (addTocSliceImportIfNeeded, createTOCExportNodeAST).
 */
export function withPartialHeadings(facts: BodyFacts, file: string, contentRoot: string, factsOf: FactsOf): BodyFacts {
  if (!facts.partials?.length) return facts;
  return { ...facts, headings: headingsOf(facts, file, contentRoot, new Set([path.resolve(file)]), factsOf) };
}
