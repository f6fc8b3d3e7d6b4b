import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { jsxAttribute } from '../docusaurus/mdx-syntax';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { sourceOf } from '../source-file';

/** MDX elements whose `src` JSON is read at compile time. */
export const CHART_ELEMENTS = new Set(['BarChart', 'LineChart']);


/** Why `rows` cannot be charted with `x` and the `y` keys, or null when it can. */
export function chartDataProblem(rows: unknown, x: string | undefined, ys: string[]): string | null {
  if (!x) return 'the "x" attribute is missing';
  if (!ys.length) return 'the "y" attribute is missing';
  if (!Array.isArray(rows) || rows.length === 0) return 'the JSON must be a non-empty array of objects';
  for (const [i, row] of rows.entries()) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return `row ${i} is not an object`;
    if (!(x in row)) return `row ${i} has no key "${x}" (x)`;
    for (const y of ys) {
      if (!(y in row)) return `row ${i} has no key "${y}" (y)`;
      const v = (row as Record<string, unknown>)[y];
      if (v !== null && (typeof v !== 'number' || !Number.isFinite(v))) return `row ${i}: "${y}" is not a number`;
    }
  }
  return null;
}

export const splitKeys = (y: string | undefined) => (y ?? '').split(',').map((s) => s.trim()).filter(Boolean);


/**
 * `<BarChart src="./data.json" x="…" y="a,b" />`: reads the JSON beside the MDX file at compile
 * time and passes it as a `data` string prop, so rendering never touches the file system.
 * A missing file or key fails the build, naming the MDX file.
 */
export function remarkChartData(options: { contentDir?: string } = {}) {
  const contentDir = options.contentDir ?? path.join(process.cwd(), 'content');
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !CHART_ELEMENTS.has(node.name ?? '')) return;
      const { abs, shown } = sourceOf(file, contentDir);
      const attrs = node.attributes;
      const str = (name: string) => {
        const value = jsxAttribute(node, name)?.value;
        if (value !== undefined && value !== null && typeof value !== 'string') {
          throw new Error(`${shown}: <${node.name}> ${name} must be a plain string attribute`);
        }
        // A bare attribute (`<BarChart src />`) has null, which counts as missing.
        return value ?? undefined;
      };
      const src = str('src');
      const where = `${shown}: <${node.name} src="${src ?? ''}">`;
      if (!src) throw new Error(`${where}: the "src" attribute is missing`);
      const dataFile = path.resolve(path.dirname(abs), src);
      if (!fs.existsSync(dataFile)) throw new Error(`${where}: ${path.relative(process.cwd(), dataFile)} does not exist`);
      let rows: unknown;
      try {
        rows = JSON.parse(fs.readFileSync(dataFile, 'utf8'));
      } catch (e) {
        throw new Error(`${where}: ${src} is not valid JSON (${(e as Error).message})`);
      }
      const problem = chartDataProblem(rows, str('x'), splitKeys(str('y')));
      if (problem) throw new Error(`${where}: ${problem}`);
      node.attributes = [
        ...attrs.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === 'data')),
        { type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(rows) },
      ];
    });
  };
}
