// How every script runs another: bundled when it was started so (scripts/run.mjs), else tsx with
// tsconfig.scripts.json (see there why it differs).
import fs from 'node:fs';
import path from 'node:path';

export const TSX = path.join('node_modules', '.bin', 'tsx');
export const TSX_ARGS = ['--tsconfig', 'tsconfig.scripts.json'];

/** scripts/run.mjs's variable (`BUNDLE_ENV` there, plain JavaScript): the folder of the bundle this process runs from. */
const BUNDLE_ENV = 'OSO_SCRIPTS_BUNDLE';

/** The command that runs scripts/`name`.ts with Node's `nodeFlags`: from the bundle when there is one. */
export function scriptCommand(name: string, nodeFlags: string[] = []): [string, string[]] {
  const dir = process.env[BUNDLE_ENV];
  const bundled = dir && path.join(dir, `${name}.mjs`);
  if (bundled && fs.existsSync(bundled)) return [process.execPath, [...nodeFlags, bundled]];
  return [TSX, [...nodeFlags, ...TSX_ARGS, path.join('scripts', `${name}.ts`)]];
}
