// Post-build: the content folder's static/ (served from the site root, as Docusaurus serves it),
// the files docs and posts keep beside them (staged under hashed names while compiling), and no
// placeholder pages of empty routes left behind. The logic is lib/content/publish.ts.
import { OUT_DIR } from '../out-dir.mjs';
import { importTs } from '../import-ts.mjs';

const outDir = OUT_DIR;
process.env.NEXT_PUBLIC_BASE_PATH ??= (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const { publishContent } = await importTs('lib/content/publish.ts', { production: true });
const { statics, assets, removed } = publishContent(outDir);
console.log(`content files: ${statics} from static/, ${assets} assets; ${removed} placeholder page(s) removed`);
