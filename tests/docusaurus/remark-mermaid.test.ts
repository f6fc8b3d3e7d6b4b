/**
 * remark-mermaid in the manner of docusaurus-mdx-loader's `src/remark/mermaid` tests: each fixture
 * of tests/fixtures/mermaid goes through the plugin, and its output MDX (SVGs summed up as their
 * root tag) is compared with the file under __snapshots__. Drawing is real (mermaid in Chromium)
 * where a browser exists; the plugin's own logic is also tested with a stand-in renderer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import * as React from 'react';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Mermaid } from '@/components/mdx/mermaid';
import { chromiumPath } from '@/lib/browser';
import { createMermaidRenderer, ID_TOKEN, type MermaidRenderer } from '@/lib/docusaurus/mermaid-render';
import { remarkMermaid } from '@/lib/docusaurus/remark-mermaid';

const FIXTURES = path.resolve(__dirname, '../fixtures/mermaid');
const CONTENT = '/site/content';
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-mermaid-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const real = createMermaidRenderer({ cacheDir });
const hasBrowser = Boolean(chromiumPath());

type El = { type: string; name?: string; attributes?: { name: string; value: string }[] };

/** The plugin's output tree for one fixture. */
async function transform(name: string, o: { mermaid?: boolean; render?: MermaidRenderer } = {}) {
  const source = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkStringify).use(remarkMermaid, { mermaid: o.mermaid ?? true, contentDir: CONTENT, render: o.render ?? real });
  const file = { value: source, path: path.join(FIXTURES, name), data: { rawDocumentData: { sourceFilePath: `docs/${name}` } } };
  const tree = await processor.run(processor.parse(source), file);
  return { processor, tree };
}

const diagrams = (tree: unknown) => {
  const out: Record<string, string>[] = [];
  visit(tree as never, (n: El) => {
    if (n.type === 'mdxJsxFlowElement' && n.name === 'Mermaid') out.push(Object.fromEntries((n.attributes ?? []).map((a) => [a.name, a.value])));
  });
  return out;
};

/** The SVG's root tag without what depends on the machine's fonts (sizes). */
const rootTag = (svg: string) => {
  const tag = /^<svg[^>]*>/.exec(svg)?.[0] ?? '';
  const keep = ['id', 'role', 'aria-label', 'aria-describedby'].map((a) => new RegExp(`\\s${a}="[^"]*"`).exec(tag)?.[0] ?? '').join('');
  return `<svg${keep}>`;
};

/** The output MDX, each SVG shown as its root tag (the full SVG is mermaid's, not ours, to test). */
async function output(name: string, o: Parameters<typeof transform>[1] = {}) {
  const { processor, tree } = await transform(name, o);
  visit(tree as never, (n: El) => {
    if (n.type !== 'mdxJsxFlowElement' || n.name !== 'Mermaid') return;
    for (const a of n.attributes ?? []) {
      if (a.name === 'light' || a.name === 'dark') a.value = rootTag(a.value);
      if (a.name === 'width') a.value = 'W';
    }
  });
  return processor.stringify(tree as never);
}

const snapshot = (name: string) => path.join(FIXTURES, '__snapshots__', `${name}.out.mdx`);

describe('remark-mermaid (Docusaurus markdown.mermaid)', () => {
  it('with mermaid off, a mermaid block stays a code block', async () => {
    const render = vi.fn<MermaidRenderer>();
    const out = await output('flowchart.md', { mermaid: false, render });
    expect(out).toContain('```mermaid\nflowchart LR');
    expect(out).not.toContain('<Mermaid');
    expect(render).not.toHaveBeenCalled();
  });

  it('turns each fenced mermaid block, and only those, into a <Mermaid> element with ids unique on the page', async () => {
    const fake: MermaidRenderer = async (source) => ({
      ok: true,
      light: { svg: `<svg id="${ID_TOKEN}"><style>#${ID_TOKEN}{}</style></svg>`, width: 10, height: 5 },
      dark: { svg: `<svg id="${ID_TOKEN}" data-dark=""></svg>`, width: 10, height: 5 },
      title: source.includes('Hello') ? undefined : 'x',
    });
    const { tree } = await transform('two-diagrams.mdx', { render: fake });
    const found = diagrams(tree);
    expect(found).toHaveLength(2);
    const ids = found.flatMap((d) => [d.light, d.dark]).map((svg) => /id="([^"]+)"/.exec(svg)![1]);
    expect(new Set(ids).size).toBe(4);
    expect(found[0].light).toMatch(/^<svg id="(mermaid-[0-9a-f]{10}-light)"><style>#\1\{\}<\/style><\/svg>$/);
    expect(found[0].value).toBe('sequenceDiagram\n  Alice->>Bob: Hello');
    const rest = await output('two-diagrams.mdx', { render: fake });
    expect(rest).toContain('```js\nconst notADiagram = true;\n```');
    expect(rest).toContain('<CodeBlock language="mermaid">');
  });

  it('when no browser can draw, keeps the source in the element and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const none: MermaidRenderer = async () => ({ ok: false, unavailable: 'no browser to draw mermaid diagrams with' });
    const { tree } = await transform('two-diagrams.mdx', { render: none });
    expect(diagrams(tree)).toEqual([{ value: 'sequenceDiagram\n  Alice->>Bob: Hello' }, { value: 'sequenceDiagram\n  Alice->>Bob: Hello' }]);
    await transform('flowchart.md', { render: none });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^warning: content\/docs\/two-diagrams\.mdx: mermaid diagrams are shown as their source/);
    warn.mockRestore();
    const html = renderToStaticMarkup(React.createElement(Mermaid, { value: 'graph TD; A-->B' }));
    expect(html).toContain('Diagram (not drawn in this build; its source)');
    expect(html).toContain('<pre><code>graph TD; A--&gt;B</code></pre>');
  });
});

describe.skipIf(!hasBrowser)('remark-mermaid drawing with mermaid in Chromium', () => {
  const KINDS = ['flowchart', 'sequence', 'class', 'state', 'er', 'gantt', 'pie'];

  it.each(KINDS)('draws a %s diagram in both colour modes', async (kind) => {
    const { tree } = await transform(`${kind}.md`);
    const [d] = diagrams(tree);
    for (const mode of ['light', 'dark'] as const) {
      expect(d[mode]).toMatch(new RegExp(`^<svg[^>]* id="mermaid-[0-9a-f]{10}-${mode}"`));
      expect(d[mode]).toMatch(/^<svg[^>]* role="img"/);
      expect(d[mode]).toMatch(/^<svg[^>]* aria-label="Diagram"/);
      expect(d[mode]).toMatch(/^<svg[^>]* width="\d+"/);
      expect(d[mode]).toMatch(/^<svg[^>]* height="\d+"/);
      expect(d[mode]).toMatch(/^<svg[^>]* style="aspect-ratio: \d+ \/ \d+"/);
      expect(d[mode]).not.toContain(ID_TOKEN);
    }
    expect(d.light).not.toBe(d.dark.replace(/-dark/g, '-light'));
    expect(Number(d.width)).toBeGreaterThan(0);
    await expect(await output(`${kind}.md`)).toMatchFileSnapshot(snapshot(kind));
  }, 60_000);

  it("names the image by the diagram's accTitle and describes it by its accDescr", async () => {
    const [d] = diagrams((await transform('accessible.md')).tree);
    expect(d.title).toBe('Two steps');
    expect(d.description).toBe('First one step, then the next.');
    expect(d.light).toMatch(/^<svg[^>]* aria-label="Two steps"/);
    expect(d.light).toMatch(/^<svg[^>]* aria-describedby="chart-desc-mermaid-[0-9a-f]{10}-light"/);
    await expect(await output('accessible.md')).toMatchFileSnapshot(snapshot('accessible'));
  }, 60_000);

  it('two diagrams on one page share no id, not even ids mermaid leaves unprefixed', async () => {
    const found = diagrams((await transform('two-diagrams.mdx')).tree);
    const ids = found.flatMap((d) => [...`${d.light}${d.dark}`.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    expect(ids.length).toBeGreaterThan(4);
    expect(ids.length).toBe(new Set(ids).size);
    await expect(await output('two-diagrams.mdx')).toMatchFileSnapshot(snapshot('two-diagrams'));
  }, 60_000);

  it("fails on a diagram mermaid cannot parse, naming the file, the line and mermaid's message", async () => {
    await expect(transform('syntax-error.md')).rejects.toThrow(/^content\/docs\/syntax-error\.md:8: mermaid diagram cannot be drawn: Parse error on line 3:/);
  }, 60_000);

  it('draws a diagram once: the second time it comes from the cache, with no browser', async () => {
    const source = 'flowchart LR\n  cached --> once';
    const first = await real(source);
    expect(first.ok).toBe(true);
    expect(fs.readdirSync(cacheDir).length).toBeGreaterThan(0);
    const noBrowser = createMermaidRenderer({ cacheDir, executablePath: '/nonexistent/chromium' });
    expect(await noBrowser(source)).toEqual(first);
    expect(await noBrowser('flowchart LR\n  never --> drawn')).toMatchObject({ ok: false, unavailable: expect.stringMatching(/no browser/) });
  }, 60_000);

  it('the component shows the light SVG, the dark one and the source, without script', async () => {
    const [d] = diagrams((await transform('flowchart.md')).tree);
    const html = renderToStaticMarkup(React.createElement(Mermaid, d as never));
    expect(html).toMatch(/^<figure[^>]*><div[^>]* tabindex="0" style="--mermaid-width:\d+px">/);
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html).toContain('<summary>Diagram source</summary>');
    expect(html).not.toContain('<script');
  }, 60_000);
});
