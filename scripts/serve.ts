// `npm start`: build out/ (nothing is redone when it is up to date: lib/builder/up-to-date.ts), then
// serve it on http://localhost:3000 as a static host would. Like `docusaurus serve`, it listens on
// localhost only unless `--host <name>` says otherwise (`--host 0.0.0.0`: every interface).
import { spawnSync } from 'node:child_process';
import { siteUrlSettings } from '@/lib/url-settings';
import { createStaticServer, listenHost } from './static-server';

const port = Number(process.env.PORT ?? 3000);

const host = listenHost(process.argv);

// Always: an author's `npm start` after an edit serves the edit; an unchanged site costs ~1 s.
const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: 'out' } });
if (r.status !== 0) process.exit(r.status ?? 1);

// Resolved after the build: it cached the config this reads (the site's baseUrl, or BASE_PATH).
const BASE_PATH = siteUrlSettings().basePath;
createStaticServer({ root: 'out', basePath: BASE_PATH, compress: process.argv.includes('--gzip') }).listen(port, host, () => {
  console.log(`Serving out/ at http://${host.includes(':') ? `[${host}]` : host}:${port}${BASE_PATH}/`);
});
