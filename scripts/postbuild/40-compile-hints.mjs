// Post-build: mark the first-load chunks for eager, off-main-thread compilation (see scripts/compile-hints.mjs).
import path from 'node:path';
import { addCompileHints, firstLoadChunks } from '../compile-hints.mjs';

const out = path.resolve('out');
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const changed = addCompileHints(out, basePath);
console.log(`  compile hint on ${changed.length} of ${firstLoadChunks(out, basePath).length} first-load chunks`);
