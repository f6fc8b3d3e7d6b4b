// `npm start`: serve out/ on http://localhost:3000 as a static host would, building first if needed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createStaticServer } from './static-server.mjs';

const port = Number(process.env.PORT ?? 3000);
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

if (!fs.existsSync('out/index.html')) {
  console.log('out/ is missing: building the site first (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

createStaticServer({ root: 'out', basePath, compress: process.argv.includes('--gzip') }).listen(port, () => {
  console.log(`Serving out/ at http://localhost:${port}${basePath}/`);
});
