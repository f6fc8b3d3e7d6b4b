import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement, Fragment, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { BarChart } from '@/components/mdx/charts/bar-chart';
import { LineChart } from '@/components/mdx/charts/line-chart';
import { POST_REST, remarkTruncate } from '@/lib/docusaurus/remark-truncate';
import { remarkChartData } from '@/lib/content/chart-data';

// The real MDX compiler with the blog's plugins: what contentlayer runs, end to end.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-mdx-'));
fs.mkdirSync(path.join(dir, 'blog', '2024-01-01-x'), { recursive: true });
fs.writeFileSync(path.join(dir, 'blog', '2024-01-01-x', 'dev.json'), JSON.stringify([{ year: '2018', full_time: 3, part_time: 28 }, { year: '2024', full_time: 69, part_time: 233 }]));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function render(source: string, components: Record<string, unknown>) {
  const file = { value: source, data: { rawDocumentData: { sourceFilePath: 'blog/2024-01-01-x/index.mdx' } } };
  const { default: Content } = await evaluate(file, { ...runtime, remarkPlugins: [[remarkChartData, { contentDir: dir }], remarkTruncate] });
  return renderToStaticMarkup(createElement(Content, { components } as never));
}

const passThrough = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);
const post = 'Intro **here**.\n\n{/* truncate */}\n\n## Later\n\nThe rest.\n';

describe('excerpts from one compiled body', () => {
  it('shows the whole post', async () => {
    const html = await render(post, { [POST_REST]: passThrough });
    expect(html.replace(/\s+/g, '')).toBe('<p>Intro<strong>here</strong>.</p><h2>Later</h2><p>Therest.</p>');
  });

  it('shows only the excerpt on lists', async () => {
    expect((await render(post, { [POST_REST]: () => null })).trim()).toBe('<p>Intro <strong>here</strong>.</p>');
  });
});

describe('charts compiled from MDX', () => {
  const chart = '<BarChart src="./dev.json" x="year" y="full_time,part_time" title="Developers" description="Grew from 31 to 302." />';

  it('renders an accessible SVG figure with a data table, from the JSON beside the post', async () => {
    const html = await render(chart, { BarChart });
    expect(html).toMatch(/^<figure/);
    expect(html).toContain('<figcaption');
    // Drawn at 640, 480 and 320 units; only the widest reaches feeds.
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(3);
    expect(html.match(/<svg[^>]*data-feed-skip/g)).toHaveLength(2);
    expect(html).toMatch(/<title id="chart-[a-z0-9]+-640-title">Developers<\/title><desc id="chart-[a-z0-9]+-640-desc">Grew from 31 to 302.<\/desc>/);
    expect(html).toContain('<summary>Show data</summary>');
    expect(html).toContain('<th scope="col">Full time</th>');
    expect(html).toContain('<td>233</td>');
  });

  it('renders a line chart', async () => {
    const html = await render(chart.replace('BarChart', 'LineChart'), { LineChart });
    // Two series, each in three drawings.
    expect(html.match(/<path d="M/g)).toHaveLength(6);
  });

  it('fails the compile naming the post when a key is missing', async () => {
    await expect(render(chart.replace('part_time', 'contractors'), { BarChart })).rejects.toThrow(
      /blog\/2024-01-01-x\/index.mdx: <BarChart src=".\/dev.json">: row 0 has no key "contractors"/,
    );
  });
});
