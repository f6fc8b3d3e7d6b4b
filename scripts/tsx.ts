// How every script runs another: bundled when it was started so (scripts/run.mjs), else tsx with
// tsconfig.scripts.json (see there why it differs).
import fs from 'node:fs';
import path from 'node:path';
import { HANDOFF_ENV } from '@/lib/build-phases';

export const TSX = path.join('node_modules', '.bin', 'tsx');
export const TSX_ARGS = ['--tsconfig', 'tsconfig.scripts.json'];

/** The command that runs scripts/`name`.ts with Node's `nodeFlags`: from the bundle when there is one. */
export function scriptCommand(name: string, nodeFlags: string[] = []): [string, string[]] {
  // Set by scripts/run.mjs: the folder of the bundle this process runs from.
  const dir = process.env[HANDOFF_ENV.scriptsBundle];
  const bundled = dir && path.join(dir, `${name}.mjs`);
  if (bundled && fs.existsSync(bundled)) return [process.execPath, [...nodeFlags, bundled]];
  return [TSX, [...nodeFlags, ...TSX_ARGS, path.join('scripts', `${name}.ts`)]];
}
