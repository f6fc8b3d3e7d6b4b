// `npx tsx --tsconfig tsconfig.scripts.json scripts/bench/js-loaded.ts DIR[:BASE] ROUTE [DIR[:BASE] ROUTE …]`:
// the JavaScript a page costs a reader, for one page of any export (this engine's out-*/, or a
// Docusaurus build/), measured the same way on both: each export is served (scripts/static-server.ts,
// under its base path), the page opened in Chromium, and every script it fetched until the network
// is idle (a second without a request in flight) counted at its gzip size (lib/builder/first-load.ts gzipSize, as a
// host compresses). Beside it, for this engine's exports, the first-load JS the budget counts
// (firstLoadOf: the scripts named in the HTML), so an island's chunk shows as what it adds after.
// Used for the islands note (#49): the MySQL2 page that embeds code, here and on Docusaurus.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { chromiumPath } from '@/lib/browser';
import { firstLoadOf, gzipSize } from '@/lib/builder/first-load';
import { createStaticServer } from '../static-server';

const args = process.argv.slice(2);
if (args.length < 2 || args.length % 2) {
  console.error('usage: js-loaded.ts DIR[:BASE] ROUTE [DIR[:BASE] ROUTE …]');
  process.exit(1);
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
const rows: string[] = ['| export | page | scripts fetched | JS fetched until idle (gzip) | of which after the first load | first-load JS (HTML scripts, gzip) |', '|---|---|---|---|---|---|'];
for (let i = 0; i < args.length; i += 2) {
  const [dir, base = ''] = args[i].split(':');
  const route = args[i + 1];
  const server = createStaticServer({ root: dir, basePath: base });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const page = await browser.newPage();
  const pending: Promise<{ url: string; gzip: number; afterLoad: boolean } | undefined>[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    const afterLoad = loaded;
    pending.push(r.body().then((body) => ({ url: new URL(r.url()).pathname, gzip: gzipSize(body), afterLoad }), () => undefined));
  });
  // Idle: no request in flight for a second (Playwright's networkidle returned while a Docusaurus
  // page still loaded its route's chunks).
  let inFlight = 0;
  let quietSince = Date.now();
  page.on('request', () => inFlight++);
  const done = () => (--inFlight === 0 ? (quietSince = Date.now()) : undefined);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto(`${origin}${base}${route}`, { waitUntil: 'load' });
  while (inFlight > 0 || Date.now() - quietSince < 1000) await new Promise((r) => setTimeout(r, 100));
  // Every body read before the page goes.
  const scripts = (await Promise.all(pending)).filter((x) => x !== undefined);
  await page.close();
  server.close();
  const total = scripts.reduce((a, s) => a + s.gzip, 0);
  const after = scripts.filter((s) => s.afterLoad);
  // This engine's first-load figure, when the export has the page's HTML where it names it.
  const rel = route.replace(/^\//, '').replace(/\/$/, '');
  const html = [path.join(rel, 'index.html'), `${rel}.html`].find((f) => fs.existsSync(path.join(dir, f)));
  const budget = html && fs.existsSync(path.join(dir, '_next')) ? kb(firstLoadOf(dir, html, new Map(), base).total) : '–';
  rows.push(`| ${dir} | ${route} | ${scripts.length} | ${kb(total)} | ${kb(after.reduce((a, s) => a + s.gzip, 0))} (${after.map((s) => path.basename(s.url)).join(', ') || 'none'}) | ${budget} |`);
}
await browser.close();
console.log(rows.join('\n'));
