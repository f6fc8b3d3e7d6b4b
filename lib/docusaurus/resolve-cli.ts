// Resolves a site folder's Docusaurus configuration into the cache ./settings.ts reads; run by it in
// a child process (relative imports only: it runs under plain `node --import tsx`).
import { resolveDocusaurusSite } from './resolve';
import { storeResolved } from './settings';

const root = process.argv[2];
try {
  const entry = await resolveDocusaurusSite(root);
  if (entry) storeResolved(root, entry);
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
