import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientRedirectOptions, collectRedirects, redirectFile, redirectPage, writeClientRedirects, type ClientRedirectOptions } from '@/lib/docusaurus/client-redirects';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { ExportedSite } from '@/lib/exported-site';

const options = (o: Partial<ClientRedirectOptions>): ClientRedirectOptions => ({ fromExtensions: [], toExtensions: [], redirects: [], ...o });

describe('@docusaurus/plugin-client-redirects options', () => {
  it('a `from` list is one redirect per path; extensions are read without their dot', () => {
    expect(clientRedirectOptions({ redirects: [{ from: ['/old', '/older'], to: '/new' }], fromExtensions: ['html'] })).toEqual({
      fromExtensions: ['html'],
      toExtensions: [],
      redirects: [{ from: '/old', to: '/new' }, { from: '/older', to: '/new' }],
    });
  });

  it.each([
    [{ redirects: [{ from: 'old', to: '/new' }] }, /redirects\[0\]\.from: "old" is not a valid pathname/],
    [{ redirects: [{ from: '/old?x=1', to: '/new' }] }, /redirects\[0\]\.from: "\/old\?x=1" is not a valid pathname/],
    [{ redirects: [{ from: '/old' }] }, /redirects\[0\]: must be \{ from/],
    [{ fromExtensions: ['.html'] }, /fromExtensions: "\.html" is not an extension; write it without the dot \("html"\)/],
  ])('rejects %j as Docusaurus does, naming the key', (raw, why) => {
    const o = clientRedirectOptions(raw);
    expect('error' in o && o.error).toMatch(why);
  });

  it('the config maps the plugin onto the settings, and fails on a bad entry naming the file and the key', () => {
    const entry = (o: unknown) => ({ title: 'T', url: 'https://x.org', baseUrl: '/', plugins: [['@docusaurus/plugin-client-redirects', o]] });
    const mapped = mapDocusaurusConfig(entry({ redirects: [{ from: '/cli', to: '/docs/cli' }], createRedirects: () => undefined }));
    expect(mapped.settings.clientRedirects).toEqual({ fromExtensions: [], toExtensions: [], redirects: [{ from: '/cli', to: '/docs/cli' }] });
    expect(mapped.warnings.join('\n')).not.toMatch(/client-redirects" has no equivalent/);
    expect(mapped.warnings.join('\n')).toMatch(/plugins\[0\] createRedirects: a function of each route, not run here/);
    expect(() => mapDocusaurusConfig(entry({ redirects: [{ from: 'cli', to: '/x' }] }), 'docusaurus.config.js')).toThrow(
      /Invalid site configuration in docusaurus\.config\.js:\n {2}- plugins\[0\] \(@docusaurus\/plugin-client-redirects\) redirects\[0\]\.from: "cli" is not a valid pathname/,
    );
  });
});

describe('which redirects are written', () => {
  const routes = ['/', '/404', '/docs/intro/', '/docs/guide/'];

  it('keeps a `to` with a hash or a query, and an external `to`, and leaves out a `to` the site does not have', () => {
    const r = collectRedirects(
      options({ redirects: [{ from: '/a', to: '/docs/intro#install' }, { from: '/b', to: 'https://elsewhere.org/x' }, { from: '/c', to: '/docs/gone' }] }),
      routes,
    );
    expect(r.redirects).toEqual([{ from: '/a', to: '/docs/intro#install' }, { from: '/b', to: 'https://elsewhere.org/x' }]);
    expect(r.warnings).toEqual(['redirects to paths this site does not have, left out: /docs/gone']);
  });

  it('never over a page of the site; a `from` given twice keeps its first `to`', () => {
    const r = collectRedirects(options({ redirects: [{ from: '/docs/intro', to: '/docs/guide' }, { from: '/x', to: '/docs/intro' }, { from: '/x/', to: '/docs/guide' }] }), routes);
    expect(r.redirects).toEqual([{ from: '/x', to: '/docs/intro' }]);
    expect(r.warnings).toEqual(['/x/: redirected to /docs/intro already; not also to /docs/guide', '/docs/intro: a page of the site; not replaced by a redirect to /docs/guide']);
  });

  it('fromExtensions: `/page.html` for each page (not the root); toExtensions: the route without its extension', () => {
    expect(collectRedirects(options({ fromExtensions: ['html'] }), routes).redirects).toEqual([
      { from: '/docs/intro.html', to: '/docs/intro/' },
      { from: '/docs/guide.html', to: '/docs/guide/' },
    ]);
    expect(collectRedirects(options({ toExtensions: ['zip'] }), ['/files/kit.zip']).redirects).toEqual([{ from: '/files/kit', to: '/files/kit.zip' }]);
  });
});

describe('the redirect files', () => {
  it.each([
    ['/old', undefined, 'old/index.html'],
    ['/old/', true, 'old/index.html'],
    ['/docs/old.html', undefined, 'docs/old.html/index.html'],
    ['/docs/old.html', false, 'docs/old.html.html'],
    ['/docs/old', false, 'docs/old/index.html'],
  ])('%s with trailingSlash %s is written to %s', (from, trailing, file) => expect(redirectFile(from, trailing)).toBe(file));

  it('the page refreshes to the new URL, names it canonical, and a script keeps the query and hash', () => {
    const html = redirectPage('/base/docs/intro/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/base/docs/intro/">');
    expect(html).toContain('<link rel="canonical" href="/base/docs/intro/" />');
    expect(html).toContain('window.location.href = "/base/docs/intro/" + window.location.search + window.location.hash;');
    expect(redirectPage('/a/#x"<')).toContain('url=/a/#x&quot;&lt;"');
    expect(redirectPage('/a/#x"<')).toContain('window.location.href = "/a/#x\\"\\u003c";');
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-redirects-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [f, text] of [['index.html', '<h1>Home</h1>'], ['404.html', 'x'], ['docs/intro/index.html', '<h1>Intro</h1>'], ['img/index.html', 'a static page']]) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }

  it('writes each into the export under the base path, in the export\'s trailing slash, as a file the later steps leave alone', () => {
    const site = new ExportedSite(dir, { verbatim: ['img/index.html'], previous: undefined });
    const r = writeClientRedirects(site, options({ redirects: [{ from: '/cli', to: '/docs/intro#usage' }, { from: '/img', to: '/docs/intro' }] }), { basePath: '/base' });
    expect(r).toEqual({ written: 1, warnings: ['/img: img/index.html is a file of the site already; not replaced by a redirect'] });
    expect(fs.readFileSync(path.join(dir, 'cli/index.html'), 'utf8')).toContain('url=/base/docs/intro/#usage"');
    expect(site.pages().map((p) => p.route)).not.toContain('/cli/');
    expect(fs.readFileSync(path.join(dir, 'img/index.html'), 'utf8')).toBe('a static page');
  });
});
