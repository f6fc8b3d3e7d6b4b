/**
 * How a site's code files that are not code load (esbuild plugins): CSS and SVG imports, the same
 * for a page's server compile (./site-pages.ts) and a component's browser chunk (./islands.ts), so
 * both give a CSS module the same class names.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { parse as parseHtml } from 'node-html-parser';

/**
 * A CSS module's class names made unique to its file, by esbuild's own `local-css` loader (a CSS
 * parser: `:global(…)`, `composes`, strings and `url()`s are its to read, not a regex's): the CSS with
 * them, and the map from each name as written, as css-loader's modules give it to Docusaurus.
 *
 * Scoped on its own, before the page's compile bundles and minifies: that compile renames identifiers
 * (`minify`), and esbuild's local names with them (`.banner` became `.d`, unreadable and different
 * from one bundle to the next), while the page's server compile (./site-pages.ts) and its islands'
 * browser chunk (./islands.ts) must agree on each name. esbuild names a local class
 * `<file>_<class>` after the file it is in; the file is named here `<stem>_<hash of its path>`, so
 * two `styles.module.css` in two folders never share a name, and a name is the same in every compile.
 */
export async function scopeCssModule(file: string, text: string): Promise<{ css: string; names: Record<string, string> }> {
  const esbuild = await import('esbuild');
  const stem = path.basename(file).replace(/\.module\.css$/, '').replace(/[^\w]+/g, '_') || 'module';
  const named = `/${stem}_${crypto.createHash('sha1').update(file).digest('hex').slice(0, 6)}.module.css`;
  const result = await esbuild.build({
    stdin: { contents: `export { default } from 'css-module:${named}';`, resolveDir: path.dirname(file), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    outdir: '/scoped',
    // Readable: whitespace and syntax only, never the identifiers (the names).
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'oso-css-module',
        setup(build) {
          build.onResolve({ filter: /^css-module:/ }, () => ({ path: named, namespace: 'css-module' }));
          build.onLoad({ filter: /.*/, namespace: 'css-module' }, () => ({ contents: text, loader: 'local-css', resolveDir: path.dirname(file) }));
          // url()s and @imports stay as written, as before: the page's CSS is served with the site's files.
          build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  // The one object the module exports, `var x_default={banner:"x_banner","my-name":"x_my-name"};`:
  // read as data (keys bare or quoted, values strings), never run.
  const names: Record<string, string> = {};
  const object = /=\s*\{([\s\S]*?)\}\s*;/.exec(js)?.[1] ?? '';
  for (const m of object.matchAll(/([\w$]+|"(?:[^"\\]|\\.)*")\s*:\s*("(?:[^"\\]|\\.)*")/g)) {
    names[m[1].startsWith('"') ? (JSON.parse(m[1]) as string) : m[1]] = JSON.parse(m[2]) as string;
  }
  return { css: css.trim(), names };
}

/**
 * `*.module.css` imported by a page: its class names made unique to the file (`scopeCssModule`)
 * and given to the page as an object; plain `.css` imports are kept whole. The CSS is
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
        const { css: scoped, names } = await scopeCssModule(args.path, text);
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
