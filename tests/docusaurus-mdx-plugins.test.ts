import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleMDX } from 'mdx-bundler';
import { describe, expect, it, vi } from 'vitest';
import { docusaurusGlobals, esbuildOptionsFor } from '@/lib/content/compile';
import { rehypePluginsFor, remarkPluginsFor } from '@/lib/content/markdown';
import { compilePage } from '@/lib/docusaurus/src-pages';
import { loadSitePlugins } from '@/lib/content/site-plugins';
import { forgetDocumentsOnPluginChange } from '@/lib/content/site-plugins-cache';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { readMdxPlugins, type SiteMdxPlugins } from '@/lib/docusaurus/mdx-plugins';

const SITE = path.resolve(__dirname, 'fixtures/mdx-plugins');
const BOOM = path.resolve(__dirname, 'fixtures/mdx-plugins-boom');

/** Compiles a doc or post of `root` as contentlayer.config.ts does; returns the compiled code. */
async function compileDocument(root: string, rel: string, site: SiteMdxPlugins): Promise<string> {
  const addRaw = () => (_: unknown, file: { data: Record<string, unknown> }) => {
    file.data.rawDocumentData = { sourceFilePath: rel };
  };
  const { code } = await bundleMDX({
    source: fs.readFileSync(path.join(root, rel), 'utf8'),
    cwd: path.join(root, path.dirname(rel)),
    globals: docusaurusGlobals as never,
    esbuildOptions: esbuildOptionsFor(root) as never,
    mdxOptions: (o) => {
      o.remarkPlugins = [addRaw, ...(o.remarkPlugins ?? []), ...(remarkPluginsFor({ contentDir: root, onBrokenMarkdownLinks: 'warn', site }) as never[])];
      o.rehypePlugins = [...(o.rehypePlugins ?? []), ...(rehypePluginsFor({ contentDir: root, site }) as never[])];
      if (site.remarkRehypeOptions) o.remarkRehypeOptions = { ...o.remarkRehypeOptions, ...site.remarkRehypeOptions };
      return o;
    },
  });
  return code;
}

describe("the site's own MDX plugins run in Docusaurus's order", async () => {
  const { plugins } = await loadSitePlugins(SITE);
  const compiled = {
    docs: await compileDocument(SITE, 'docs/intro.md', plugins),
    blog: await compileDocument(SITE, 'blog/2024-01-01-hello.md', plugins),
    pages: (await compilePage(SITE, { rel: 'page.md', route: 'page', kind: 'markdown' } as never, { markdown: { onBrokenMarkdownLinks: 'warn' }, siteConfig: {} })).code,
  };
  // Docusaurus (docusaurus-mdx-loader/src/processor.ts): beforeDefaultRemarkPlugins see `:::note` as
  // a directive, before its admonitions plugin; remarkPlugins see it made an admonition. The engine's
  // rehype default (inline code kept whole) runs between the two rehype lists.
  const cases = (['docs', 'blog', 'pages'] as const).flatMap((kind) => [
    { kind, key: 'beforeDefaultRemarkPlugins', text: `remark ${kind}-before-remark saw directive` },
    { kind, key: 'remarkPlugins', text: `remark ${kind}-remark saw admonition` },
    { kind, key: 'beforeDefaultRehypePlugins', text: `rehype ${kind}-before-rehype saw plain` },
    { kind, key: 'rehypePlugins', text: `rehype ${kind}-rehype saw marked` },
  ]);
  it.each(cases)('$kind $key', ({ kind, text }) => {
    expect(compiled[kind]).toContain(text);
  });
  it.each(['docs', 'blog', 'pages'] as const)("%s files get no other content plugin's plugins", (kind) => {
    for (const other of ['docs', 'blog', 'pages'].filter((k) => k !== kind)) expect(compiled[kind]).not.toContain(`${other}-`);
  });
  it('markdown.remarkRehypeOptions reach remark-rehype', () => {
    expect(compiled.docs).toContain('Notes of the fixture');
  });
});

describe('reading the MDX plugin options', () => {
  const fn = function remarkX() {};
  it.each([
    { name: 'classic preset docs', config: { presets: [['classic', { docs: { remarkPlugins: [fn] } }]] }, kind: 'docs', where: 'presets[0] docs.remarkPlugins[0]' },
    { name: 'standalone blog plugin', config: { plugins: [['@docusaurus/plugin-content-blog', { rehypePlugins: [[fn, { a: 1 }]] }]] }, kind: 'blog', where: 'plugins[0].rehypePlugins[0]' },
    { name: 'standalone pages plugin', config: { plugins: [['@docusaurus/plugin-content-pages', { beforeDefaultRehypePlugins: [fn] }]] }, kind: 'pages', where: 'plugins[0].beforeDefaultRehypePlugins[0]' },
    { name: 'a unified preset', config: { presets: [['classic', { docs: { beforeDefaultRemarkPlugins: [{ plugins: [fn] }] } }]] }, kind: 'docs', where: 'presets[0] docs.beforeDefaultRemarkPlugins[0].plugins[0]' },
  ] as const)('$name', ({ config, kind, where }) => {
    const read = readMdxPlugins(config as never);
    const all = Object.values(read[kind]).flat();
    expect(all.map((e) => [e.where, e.name])).toEqual([[where, 'remarkX']]);
  });
  it('a second docs instance is not read (its files are not built here)', () => {
    const read = readMdxPlugins({ plugins: [['@docusaurus/plugin-content-docs', { id: 'community', remarkPlugins: [fn] }]] });
    expect(read.docs.remarkPlugins).toEqual([]);
  });
  it.each([
    { value: ['remark-math'], message: 'presets[0] docs.remarkPlugins[0]: does not look like a valid MDX plugin' },
    { value: 'remark-math', message: 'presets[0] docs.remarkPlugins: must be an array' },
    { value: [{ default: fn }], message: 'presets[0] docs.remarkPlugins[0]: is a module object' },
  ])('a bad entry fails naming the file and key: $value', ({ value, message }) => {
    const config = { presets: [['classic', { docs: { remarkPlugins: value } }]] };
    expect(() => mapDocusaurusConfig(config, 'docusaurus.config.js')).toThrow(`Invalid site configuration in docusaurus.config.js:\n  - ${message}`);
  });
  it('the four keys no longer warn; other unread options still do', () => {
    const { warnings } = mapDocusaurusConfig({ presets: [['classic', { docs: { remarkPlugins: [fn], rehypePlugins: [], beforeDefaultRemarkPlugins: [], beforeDefaultRehypePlugins: [], admonitions: {} }, blog: { remarkPlugins: [fn] } }]] });
    expect(warnings.filter((w) => /Plugins/.test(w))).toEqual([]);
    expect(warnings.some((w) => w.includes('docs.admonitions'))).toBe(true);
  });
});

describe('a failing plugin', () => {
  it('is reported naming the plugin, where the config gives it, and the file', async () => {
    const { plugins } = await loadSitePlugins(BOOM);
    const error = await compileDocument(BOOM, 'docs/a.md', plugins).then(
      () => undefined,
      (e: { errors?: { text: string }[]; message: string }) => e.errors?.map((x) => x.text).join('\n') ?? e.message,
    );
    expect(error).toContain('The site\'s remark plugin "remarkBoom" (presets[0] docs.remarkPlugins[0]) failed while compiling docs/a.md: boom: this plugin always fails');
  });
});

describe('compiled documents follow the plugin files', () => {
  it("a plugin file edit changes the fingerprint, and drops contentlayer's document cache", async () => {
    const copy = (n: number) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mdx-plugins-${n}-`));
      fs.cpSync(SITE, dir, { recursive: true });
      return dir;
    };
    const [a, b, c] = [copy(1), copy(2), copy(3)];
    fs.appendFileSync(path.join(b, 'plugins', 'stamp.js'), '\n// edited\n');
    fs.appendFileSync(path.join(c, 'docusaurus.config.js'), "\nmodule.exports.tagline = 'not about plugins';\n");
    const [fa, fb, fc] = await Promise.all([a, b, c].map(async (d) => (await loadSitePlugins(d)).fingerprint));
    expect(fb).not.toBe(fa);
    // Another setting of the config recompiles nothing.
    expect(fc).toBe(fa);
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'cl-cache-'));
    fs.mkdirSync(path.join(cache, 'v0.5.0'));
    fs.writeFileSync(path.join(cache, 'v0.5.0', 'data-abc.json'), '{}');
    expect(forgetDocumentsOnPluginChange(fa, cache)).toBe(true);
    fs.writeFileSync(path.join(cache, 'v0.5.0', 'data-abc.json'), '{}');
    expect(forgetDocumentsOnPluginChange(fa, cache)).toBe(false);
    expect(fs.existsSync(path.join(cache, 'v0.5.0', 'data-abc.json'))).toBe(true);
    expect(forgetDocumentsOnPluginChange(fb, cache)).toBe(true);
    expect(fs.existsSync(path.join(cache, 'v0.5.0', 'data-abc.json'))).toBe(false);
  });
});

describe('imports stay inside the site folder (issue #53, 5)', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'confined-site-'));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
  fs.writeFileSync(path.join(outside, 'secret.json'), '{"secret":"OUTSIDE-SECRET"}');
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(site, 'docs', 'data.json'), '{"fine":"INSIDE"}');
  fs.symlinkSync(path.join(outside, 'secret.json'), path.join(site, 'docs', 'linked.json'));
  const compile = async (body: string) => {
    fs.writeFileSync(path.join(site, 'docs', 'page.mdx'), body);
    return compileDocument(site, 'docs/page.mdx', (await loadSitePlugins(site)).plugins);
  };
  it('an import inside the folder compiles', async () => {
    const code = await compile(`import d from './data.json';\nimport e from '@site/docs/data.json';\n\n{d.fine} {e.fine}\n`);
    expect(code).toContain('INSIDE');
  });
  it("a component's CSS module gives its scoped class names (its CSS is named in a warning, not applied), instead of stopping the compile", async () => {
    fs.mkdirSync(path.join(site, 'src', 'components'), { recursive: true });
    fs.writeFileSync(path.join(site, 'src', 'components', 'tip.module.css'), '.tip { color: red; }\n');
    fs.writeFileSync(path.join(site, 'src', 'components', 'Tip.jsx'), "import styles from './tip.module.css';\nexport default function Tip() { return <p className={styles.tip}>TIP-TEXT</p>; }\n");
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const code = await compile(`import Tip from '@site/src/components/Tip';\n\n<Tip />\n`);
      expect(code).toMatch(/tip_[0-9a-f]{6}_tip/);
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['⚠ src/components/tip.module.css: CSS imported by a doc\'s or post\'s component is not applied to its page here (its class names are kept)']);
    } finally {
      warn.mockRestore();
    }
  });
  it("a server-relative import ('/docs/data.json') is looked up in static/, then the site folder, as webpack's resolve.roots in Docusaurus", async () => {
    fs.mkdirSync(path.join(site, 'static'), { recursive: true });
    fs.writeFileSync(path.join(site, 'static', 'served.json'), '{"fine":"FROM-STATIC"}');
    const code = await compile(`import d from '/docs/data.json';\nimport s from '/served.json';\n\n{d.fine} {s.fine}\n`);
    expect(code).toContain('INSIDE');
    expect(code).toContain('FROM-STATIC');
    // A relative import of a file beside the doc (an asset, made absolute on the way) is that file.
    fs.writeFileSync(path.join(site, 'docs', 'clip.mp4'), 'not really a video');
    expect(await compile(`import clip from './clip.mp4';\n\n<video src={clip} />\n`)).toMatch(/assets\/clip-[^"]*\.mp4/);
  });
  it.each([
    ['an absolute path', path.join(outside, 'secret.json')],
    ['a path up out of the folder', path.relative(path.join(site, 'docs'), path.join(outside, 'secret.json'))],
    ['a symlink out of the folder', './linked.json'],
    ['@site/ up out of the folder', `@site/../${path.basename(outside)}/secret.json`],
  ])('%s fails naming the document and the import', async (_, spec) => {
    // The message names the import as the compile sees it (relative paths made absolute).
    await expect(compile(`import s from '${spec}';\n\n{s.secret}\n`)).rejects.toThrow(
      new RegExp(`the document in docs/ imports "[^"]*(secret|linked)\\.json", which is outside the site folder \\(${fs.realpathSync(outside)}/secret\\.json\\)`),
    );
  });
});
