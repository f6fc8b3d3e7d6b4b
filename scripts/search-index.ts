// `npx tsx --tsconfig tsconfig.scripts.json scripts/search-index.ts [out-dir]`: writes the search
// index of an existing export again (the post-build step alone), so a change to the engine's index
// can be measured without a whole build. A Docusaurus folder's site (its synonyms) needs the same
// CONTENT_DIR it was built with.
import path from 'node:path';
import { ExportedSite } from '@/lib/exported-site';
import { searchIndexStep } from '@/lib/search/build';

const dir = path.resolve(process.argv[2] ?? process.env.OUT_DIR?.trim() ?? 'out');
console.log(`${path.relative(process.cwd(), dir)}/: ${searchIndexStep(new ExportedSite(dir))}`);
