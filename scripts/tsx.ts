// How every script runs another: tsx with tsconfig.scripts.json (see there why it differs).
import path from 'node:path';

export const TSX = path.join('node_modules', '.bin', 'tsx');
export const TSX_ARGS = ['--tsconfig', 'tsconfig.scripts.json'];

