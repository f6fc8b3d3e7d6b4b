// How every script runs another: bundled when it was started so (scripts/run.mjs), else tsx with
// tsconfig.scripts.json (see there why it differs).
import fs from 'node:fs';
import path from 'node:path';
import { HANDOFF_ENV } from '@/lib/build-phases';

export const TSX = path.join('node_modules', '.bin', 'tsx');
export const TSX_ARGS = ['--tsconfig', 'tsconfig.scripts.json'];

/** `BUILD_CPU_PROFILE=DIR`: every script the build starts (and their own node children) writes a CPU profile into DIR, Node's `CPU.<date>.<time>.<pid>…cpuprofile`. */
export const CPU_PROFILE_ENV = 'BUILD_CPU_PROFILE';

/** Node's flags that write a CPU profile into `dir` (`--cpu-prof` is not allowed in NODE_OPTIONS). */
export const cpuProfileFlags = (dir: string | undefined): string[] => (dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : []);

/** The command that runs scripts/`name`.ts with Node's `nodeFlags`: from the bundle when there is one. */
export function scriptCommand(name: string, nodeFlags: string[] = []): [string, string[]] {
  nodeFlags = [...nodeFlags, ...cpuProfileFlags(process.env[CPU_PROFILE_ENV])];
  // Set by scripts/run.mjs: the folder of the bundle this process runs from.
  const dir = process.env[HANDOFF_ENV.scriptsBundle];
  const bundled = dir && path.join(dir, `${name}.mjs`);
  if (bundled && fs.existsSync(bundled)) return [process.execPath, [...nodeFlags, bundled]];
  return [TSX, [...nodeFlags, ...TSX_ARGS, path.join('scripts', `${name}.ts`)]];
}
