// Post-build, one program: read the export once and run lib/builder/postbuild-steps.ts's steps in order.
// Run by `npm run build` in production mode (drafts are not routed). A step marked `aside` runs in a
// second process of this program (`--step <name>`), in parallel. On an author's next build,
// `npm run build` starts both while `next build` generates the pages: they load their code meanwhile,
// then wait until the export marker is gone (the export is whole) before reading it (lib/build-phases.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

(process.env as Record<string, string>).NODE_ENV = 'production';

// Started before the export exists: this process (and the steps aside it starts) loads its code on
// what next build leaves idle, as the export waits for it.
const { HANDOFF_ENV, untilReleased } = await import('@/lib/build-phases');
const marker = process.env[HANDOFF_ENV.exportPending];
const pending = marker && fs.existsSync(marker) ? marker : undefined;
if (pending) os.setPriority(10);

const { OUT_DIR, contentPaths } = await import('@/lib/env');
const { ExportedSite } = await import('@/lib/exported-site');
const { postbuild, runStep, STEPS } = await import('@/lib/builder/postbuild-steps');
// The steps that read bodies (the Markdown twins) parse them with the site's remark syntax (remark-math).
await (await import('@/lib/content/site-plugins')).applySiteSyntax(contentPaths().root);

/** Once the export is whole: at once when no build is making it. */
const exportReady = async () => {
  if (!pending) return;
  await untilReleased(pending, 'the export');
  try {
    os.setPriority(0);
  } catch {
    // Only a privileged user may raise it again; nothing else runs by then.
  }
};
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
    // What the step can do before the export is whole it does now (its `prepare`).
    const said = await runStep(process.argv[STEP + 1], async () => (await exportReady(), new ExportedSite(OUT_DIR)));
    process.stdout.write(`${SAID}${said}\n`);
  } else {
    // The steps aside start now, to load their code while the export is made.
    const early = new Map(STEPS.filter((s) => s.aside).map((s) => [s.name, aside(s.name)]));
    early.forEach((p) => p.catch(() => {}));
    await exportReady();
    await postbuild(new ExportedSite(OUT_DIR), console.log, (name) => early.get(name) ?? aside(name));
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
