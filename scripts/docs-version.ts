// `npm run docs:version <name>`: cuts version <name> of the site folder's docs (CONTENT_DIR, else
// content/), as `docusaurus docs:version <name>` does (lib/docusaurus/cut-version.ts). A bad or
// existing name is refused in one line, and nothing is written.
import path from 'node:path';
import { contentPaths } from '@/lib/env';
import { cutDocsVersion } from '@/lib/docusaurus/cut-version';

const root = contentPaths().root;
try {
  const cut = await cutDocsVersion(root, process.argv[2]);
  const rel = path.relative(process.cwd(), root);
  const where = !rel ? '.' : rel.startsWith('..') ? root : rel;
  console.log(`[docs]: version ${cut.name} created in ${where}: ${cut.docsDir}/${cut.sidebarsFile ? `, ${cut.sidebarsFile}` : ''}; versions.json is now ${JSON.stringify(cut.versions)}`);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
