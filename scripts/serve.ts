// `npm start`: serve out/ on http://localhost:3000 as a static host would, building first if needed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { BASE_PATH } from '@/lib/url';
import { createStaticServer } from './static-server';

const port = Number(process.env.PORT ?? 3000);

if (!fs.existsSync('out/index.html')) {
  console.log('out/ is missing: building the site first (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

createStaticServer({ root: 'out', basePath: BASE_PATH, compress: process.argv.includes('--gzip') }).listen(port, () => {
  console.log(`Serving out/ at http://localhost:${port}${BASE_PATH}/`);
});
