/**
 * How a site's code files that are not code load (esbuild plugins): CSS and SVG imports, the same
 * for a page's server compile (./site-pages.ts) and a component's browser chunk (./islands.ts), so
 * both give a CSS module the same class names.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Plugin } from 'esbuild';
import { parse as parseHtml } from 'node-html-parser';

/**
 * A CSS module's class names made unique to its file (as css-loader's modules do): the CSS with
 * them, and the map from each name as written.
 */
export function scopeCssModule(file: string, text: string): { css: string; names: Record<string, string> } {
  const suffix = crypto.createHash('sha1').update(file).digest('hex').slice(0, 6);
  const names: Record<string, string> = {};
  // Classes are renamed in selectors (the prelude before each `{` that is not an at-rule's), so
  // a rule inside @media is scoped too, and a value such as `0.5rem` never is.
  const css = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/([^{};]*)\{/g, (rule, prelude: string) =>
      prelude.trim().startsWith('@') ? rule : `${prelude.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_m, name: string) => `.${(names[name] = `${name}_${suffix}`)}`)}{`,
    );
  return { css, names };
}

/**
 * `*.module.css` imported by a page: its class names made unique to the file (as css-loader's
 * modules do) and given to the page as an object; plain `.css` imports are kept whole. The CSS is
 * collected for the page to carry.
 */
export function cssImports(css: string[]): Plugin {
  return {
    name: 'oso-site-css',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const text = await fs.promises.readFile(args.path, 'utf8');
        if (!/\.module\.css$/.test(args.path)) {
          css.push(text);
          return { contents: 'export default {};', loader: 'js' };
        }
        const { css: scoped, names } = scopeCssModule(args.path, text);
        css.push(scoped);
        return { contents: `export default ${JSON.stringify(names)};`, loader: 'js' };
      });
    },
  };
}

/** `require('@site/static/img/x.svg').default` in a page is a component drawing that picture, as svgr makes it. */
export const svgComponents: Plugin = {
  name: 'oso-site-svg',
  setup(build) {
    build.onLoad({ filter: /\.svg$/ }, async (args) => {
      const svg = await fs.promises.readFile(args.path, 'utf8');
      // The picture's own <title>, entities decoded, as svgr would give it.
      const title = parseHtml(svg).querySelector('title')?.text.trim() ?? '';
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      return {
        contents: `import * as React from 'react';
export default function Svg({ title, role, ...props }) { return React.createElement('img', { ...props, src: ${JSON.stringify(src)}, alt: title ?? ${JSON.stringify(title)}, role: role === 'img' ? undefined : role }); }`,
        loader: 'js',
      };
    });
  },
};
