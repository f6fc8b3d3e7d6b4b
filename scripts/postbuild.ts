// Post-build, one program: read the export once and run lib/build/postbuild.ts's steps in order.
// Run by `npm run build` after `next build`, in production mode (drafts are not routed).
// A step marked `aside` runs in a second process of this program (`--step <name>`), in parallel.
import { spawn } from 'node:child_process';

(process.env as Record<string, string>).NODE_ENV = 'production';

const { OUT_DIR } = await import('@/lib/env');
const { ExportedSite } = await import('@/lib/exported-site');
const { postbuild, runStep } = await import('@/lib/build/postbuild');

const STEP = process.argv.indexOf('--step');
/** Marks the line a step process ends with: what the step said. */
const SAID = '\u0000said:';

/** Run one step in a child process of this script; what it printed on stderr shows up as it comes. */
function aside(name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1], '--step', name], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const at = out.lastIndexOf(SAID);
      const printed = (at >= 0 ? out.slice(0, at) : out).trim();
      if (printed) console.log(printed);
      if (code === 0 && at >= 0) resolve(out.slice(at + SAID.length).trim());
      else reject(new Error(at >= 0 ? out.slice(at + SAID.length).trim() : `its process exited with ${code}`));
    });
  });
}

try {
  if (STEP >= 0) {
    const said = await runStep(new ExportedSite(OUT_DIR), process.argv[STEP + 1]);
    process.stdout.write(`${SAID}${said}\n`);
  } else {
    await postbuild(new ExportedSite(OUT_DIR), console.log, aside);
  }
} catch (e) {
  if (STEP >= 0) {
    process.stdout.write(`${SAID}${(e as Error).message}\n`);
    process.exit(1);
  }
  console.error(`\n✖ ${(e as Error).message}`);
  process.exit(1);
}

export {};
