// Post-build: mark the first-load chunks for eager, off-main-thread compilation (see scripts/compile-hints.mjs).
import { OUT_DIR } from '../out-dir.mjs';
import { addCompileHints, firstLoadChunks } from '../compile-hints.mjs';

const out = OUT_DIR;
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const changed = addCompileHints(out, basePath);
console.log(`  compile hint on ${changed.length} of ${firstLoadChunks(out, basePath).length} first-load chunks`);
