import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { remarkZoomableImages } from '@/lib/content/zoomable-images';

async function render(source: string) {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [remarkZoomableImages] });
  return renderToStaticMarkup(createElement(Content));
}

describe('remarkZoomableImages', () => {
  it('marks Markdown and JSX images that no link holds', async () => {
    const html = await render('![A diagram](/img/a.svg)\n\n<img src="/img/b.png" alt="B" />\n');
    expect(html).toContain('<img src="/img/a.svg" alt="A diagram" data-zoom=""/>');
    expect(html).toContain('<img src="/img/b.png" alt="B" data-zoom=""/>');
  });

  it('leaves images inside a link alone: the link keeps its meaning', async () => {
    const html = await render('[![Badge](/img/c.svg)](https://example.org)\n\n<a href="/x"><img src="/img/d.png" alt="D" /></a>\n\n[![E][e]][l]\n\n[e]: /img/e.png\n[l]: https://example.org\n');
    expect(html).not.toContain('data-zoom');
  });
});
