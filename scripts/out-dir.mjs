// Where the export goes: out/, or OUT_DIR (a second build beside the first, e.g. the Docusaurus
// sample the end-to-end tests build into out-compat/). next.config.ts reads the same variable.
import path from 'node:path';

export const OUT_DIR = path.resolve(process.env.OUT_DIR?.trim() || 'out');
