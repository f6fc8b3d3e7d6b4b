import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import { chartDataProblem, remarkChartData, splitKeys } from '@/lib/content/chart-data';
import { POST_REST, remarkTruncate } from '@/lib/docusaurus/remark-truncate';
import { asFormat, formatShort, formatValue, humanise } from '@/components/mdx/charts/format';
import { chartId, layoutBars, layoutLines, wrapLabel } from '@/components/mdx/charts/layout';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-charts-'));
fs.mkdirSync(path.join(dir, 'blog', '2024-01-01-x'), { recursive: true });
fs.writeFileSync(path.join(dir, 'blog', '2024-01-01-x', 'data.json'), JSON.stringify([{ month: 'Jan', a: 1, b: 2 }, { month: 'Feb', a: 3, b: null }]));
fs.writeFileSync(path.join(dir, 'blog', '2024-01-01-x', 'bad.json'), '[{');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const chart = (attrs: Record<string, string>, name = 'BarChart'): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attrs).map(([n, v]) => ({ type: 'mdxJsxAttribute', name: n, value: v })),
  children: [],
});
const run = (node: MdxJsxFlowElement) => {
  const tree: Root = { type: 'root', children: [node] };
  remarkChartData({ contentDir: dir })(tree, new VFile({ data: { rawDocumentData: { sourceFilePath: 'blog/2024-01-01-x/index.mdx' } } }));
  return node;
};

describe('chart data plugin', () => {
  it('injects the JSON beside the post as a data prop', () => {
    const node = run(chart({ src: './data.json', x: 'month', y: 'a, b' }, 'LineChart'));
    const data = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'data')!;
    expect(JSON.parse(data.value as string)).toEqual([{ month: 'Jan', a: 1, b: 2 }, { month: 'Feb', a: 3, b: null }]);
  });

  it.each([
    [{ src: './missing.json', x: 'month', y: 'a' }, /blog\/2024-01-01-x\/index.mdx: <BarChart src=".\/missing.json">: .*missing.json does not exist/],
    [{ src: './data.json', x: 'day', y: 'a' }, /index.mdx: <BarChart src=".\/data.json">: row 0 has no key "day" \(x\)/],
    [{ src: './data.json', x: 'month', y: 'a,c' }, /index.mdx: .*row 0 has no key "c" \(y\)/],
    [{ src: './data.json', x: 'month', y: 'month' }, /"month" is not a number/],
    [{ src: './bad.json', x: 'month', y: 'a' }, /bad.json is not valid JSON/],
    [{ x: 'month', y: 'a' }, /index.mdx: <BarChart src="">: the "src" attribute is missing/],
  ])('fails the build naming the post: %j', (attrs, message) => {
    expect(() => run(chart(attrs))).toThrow(message);
  });

  it('leaves other elements alone', () => {
    const node = run(chart({ src: './missing.json' }, 'Tabs'));
    expect(node.attributes).toHaveLength(1);
  });

  it('checks rows', () => {
    expect(chartDataProblem([], 'x', ['y'])).toMatch(/non-empty array/);
    expect(chartDataProblem([{ x: 'a', y: 1 }], undefined, ['y'])).toMatch(/"x" attribute/);
    expect(chartDataProblem([{ x: 'a', y: 1 }], 'x', [])).toMatch(/"y" attribute/);
    expect(chartDataProblem([{ x: 'a', y: 1 }, 3], 'x', ['y'])).toBe('row 1 is not an object');
    expect(chartDataProblem([{ x: 'a', y: 1 }], 'x', ['y'])).toBeNull();
    expect(splitKeys(' a, b ,,c')).toEqual(['a', 'b', 'c']);
  });
});

describe('truncate plugin', () => {
  const p = (value: string): Paragraph => ({ type: 'paragraph', children: [{ type: 'text', value }] });
  const tree = (...children: RootContent[]): Root => ({ type: 'root', children });
  const post = new VFile({ data: { rawDocumentData: { sourceFilePath: 'blog/2024-01-01-x.mdx' } } });

  it('wraps what follows the marker, keeping ESM at the top', () => {
    const t = tree(p('intro'), { type: 'mdxFlowExpression', value: '/* truncate */' }, p('rest'), { type: 'mdxjsEsm', value: 'export const a = 1' });
    remarkTruncate()(t, post);
    expect(t.children.map((c) => c.type)).toEqual(['paragraph', 'mdxjsEsm', 'mdxJsxFlowElement']);
    expect(t.children[2]).toMatchObject({ name: POST_REST, children: [p('rest')] });
  });

  it('accepts the HTML comment marker', () => {
    const t = tree(p('intro'), { type: 'comment', value: '', commentValue: ' truncate ' }, p('rest'));
    remarkTruncate()(t, post);
    expect(t.children[1]).toMatchObject({ name: POST_REST });
  });

  it('leaves posts without a marker, and docs, unchanged', () => {
    const a = tree(p('a'), { type: 'mdxFlowExpression', value: '/* note */' });
    remarkTruncate()(a, post);
    expect(a.children).toHaveLength(2);
    const doc = tree(p('a'), { type: 'mdxFlowExpression', value: '/* truncate */' }, p('b'));
    remarkTruncate()(doc, new VFile({ data: { rawDocumentData: { sourceFilePath: 'docs/x.mdx' } } }));
    expect(doc.children).toHaveLength(3);
  });
});

describe('chart formats and layout', () => {
  it.each([
    [22000000, 'usd', '$22,000,000', '$22M'],
    [1400000, 'number', '1,400,000', '1.4M'],
    [50, 'percent', '50%', '50%'],
    [45000, 'op', '45,000 OP', '45K OP'],
    [148, 'eth', '148 ETH', '148 ETH'],
    [0.36, 'number', '0.36', '0.36'],
    [-1500, 'usd', '-$1,500', '-$1.5K'],
    [10817, 'number', '10,817', '10.8K'],
    [0.05, 'number', '0.05', '0.05'],
  ] as const)('%d as %s', (v, f, full, short) => {
    expect(formatValue(v, f)).toBe(full);
    expect(formatShort(v, f)).toBe(short);
  });

  it('defaults unknown formats to numbers and humanises keys', () => {
    expect(asFormat('bogus')).toBe('number');
    expect(formatValue(null)).toBe('–');
    expect(humanise('full_time')).toBe('Full time');
  });

  it.each([
    ['At time of report (January 2024)', 14, 3, ['At time of', 'report', '(January 2024)']],
    ['npm', 10, 3, ['npm']],
    ['a b c d e f g h i j k l', 3, 2, ['a b', 'c…']],
    ['Supercalifragilistic', 8, 3, ['Superca…']],
  ])('wraps %j', (text, max, lines, expected) => {
    expect(wrapLabel(text, max, lines)).toEqual(expected);
  });

  const rows = [{ k: 'Alpha', a: 10, b: 4 }, { k: 'Beta', a: 30, b: 0 }];

  it('lays out grouped vertical bars on a zero baseline inside the width', () => {
    const l = layoutBars(rows, 'k', ['a', 'b'], { width: 360, horizontal: false, format: 'number' });
    expect(l.bars).toHaveLength(4);
    const baseline = l.baseline.y1;
    for (const b of l.bars) {
      expect(b.y + b.height).toBeCloseTo(baseline);
      expect(b.x + b.width).toBeLessThanOrEqual(360);
    }
    expect(l.bars[2].height).toBeGreaterThan(l.bars[0].height);
    expect(l.categoryLabels.map((t) => t.lines.join(' '))).toEqual(['Alpha', 'Beta']);
  });

  it('lays out horizontal bars with their values in view', () => {
    const l = layoutBars(rows, 'k', ['a'], { width: 360, horizontal: true, format: 'usd' });
    expect(l.bars.map((b) => b.label.lines[0])).toEqual(['$10', '$30']);
    expect(Math.max(...l.bars.map((b) => b.x + b.width))).toBeLessThan(360);
    expect(l.bars[1].y).toBeGreaterThan(l.bars[0].y);
  });

  it('draws one path per series, with gaps for missing values', () => {
    const l = layoutLines([{ m: 'Jan', a: 1, b: 2 }, { m: 'Feb', a: 3, b: null }], 'm', ['a', 'b'], { width: 640, format: 'number' });
    expect(l.paths).toHaveLength(2);
    expect(l.points).toHaveLength(3);
    expect(l.xLabels.map((t) => t.lines[0])).toEqual(['Jan', 'Feb']);
  });

  it('thins x labels on long series', () => {
    const many = Array.from({ length: 36 }, (_, i) => ({ m: `2024-${String(i).padStart(2, '0')}`, a: i }));
    const l = layoutLines(many, 'm', ['a'], { width: 360, format: 'number' });
    expect(l.xLabels.length).toBeLessThan(12);
  });

  it('gives stable ids', () => {
    expect(chartId('bar', './a.json', 'y', 'T')).toBe(chartId('bar', './a.json', 'y', 'T'));
    expect(chartId('bar', './a.json', 'y', 'T')).not.toBe(chartId('bar', './b.json', 'y', 'T'));
  });
});
