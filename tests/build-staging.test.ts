/**
 * A build's export is whole or absent, and its phases die with it (issue #53, items 6 and 9):
 * lib/builder/out-dir.ts and lib/builder/phase-guard.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { outDirProblem, publishStaged, removeInBackground, removeLeftOldExports, stagingName } from '@/lib/builder/out-dir';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-staging-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('OUT_DIR', () => {
  it('inside the project is fine; outside it, or one of its own folders, is refused with why', () => {
    expect(outDirProblem('out', '/p')).toBeUndefined();
    expect(outDirProblem('out-sec', '/p')).toBeUndefined();
    expect(outDirProblem('/tmp/site', '/p')).toMatch(/^OUT_DIR=\/tmp\/site is not a folder inside the project \(\/p\): Next writes the export only inside it/);
    expect(outDirProblem('../site', '/p')).toMatch(/is not a folder inside the project/);
    expect(outDirProblem('.', '/p')).toMatch(/is not a folder inside the project/);
    expect(outDirProblem('content', '/p')).toMatch(/in the project's own content\/ folder/);
    expect(outDirProblem('node_modules/x', '/p')).toMatch(/node_modules\/ folder/);
  });
  it('is written through a staging folder that ESLint and git ignore as out-*', () => {
    expect([stagingName('out'), stagingName('out-sec/')]).toEqual(['out-partial', 'out-sec-partial']);
  });
});

describe('the staging folder', () => {
  it('replaces the export whole once finished, the old one gone', () => {
    const out = path.join(tmp, 'out');
    const staging = path.join(tmp, 'out-partial');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'old.html'), 'old');
    fs.mkdirSync(staging);
    fs.writeFileSync(path.join(staging, 'index.html'), 'new');
    publishStaged(staging, out);
    expect(fs.readdirSync(out)).toEqual(['index.html']);
    expect(fs.existsSync(staging)).toBe(false);
    expect(fs.readdirSync(tmp).filter((f) => f.startsWith('out'))).toEqual(['out']);
  });

  it("hands the old export, moved aside, to the build's remover, which may remove it after the build ends", async () => {
    const root = fs.mkdtempSync(path.join(tmp, 'bg-'));
    const out = path.join(root, 'out');
    const staging = path.join(root, 'out-partial');
    for (const [dir, text] of [[out, 'old'], [staging, 'new']]) {
      fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'docs', 'index.html'), text);
    }
    let handed = '';
    const old = publishStaged(staging, out, (dir) => (handed = dir));
    expect(handed).toBe(old);
    expect(fs.readFileSync(path.join(out, 'docs', 'index.html'), 'utf8')).toBe('new');
    expect(fs.readFileSync(path.join(old, 'docs', 'index.html'), 'utf8')).toBe('old');
    removeInBackground(old);
    await vi.waitFor(() => expect(fs.existsSync(old)).toBe(false), { timeout: 20_000, interval: 50 });
    expect(fs.readdirSync(root)).toEqual(['out']);
  });

  it('removes old exports left by a build whose remover did not finish, and nothing else', () => {
    const root = fs.mkdtempSync(path.join(tmp, 'left-'));
    for (const d of ['out', 'out-old-123', 'out-old-45', 'out-older', 'out-old-x', 'out-partial', 'site-old-9']) fs.mkdirSync(path.join(root, d, 'a'), { recursive: true });
    removeLeftOldExports(path.join(root, 'out'));
    expect(fs.readdirSync(root).sort()).toEqual(['out', 'out-old-x', 'out-older', 'out-partial', 'site-old-9']);
  });
});

describe('phases of a killed build', () => {
  it('are stopped, process group and all, when the build is killed with SIGKILL', async () => {
    const script = path.join(tmp, 'parent.ts');
    fs.writeFileSync(
      script,
      [
        `import { spawn } from 'node:child_process';`,
        `import { phaseGuard } from ${JSON.stringify(path.resolve('lib/builder/phase-guard.ts'))};`,
        `const guard = phaseGuard();`,
        // A phase as scripts/build.ts starts one: detached, in a group of its own, with a child of its own.
        `const phase = spawn(process.execPath, ['-e', "require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' }); setInterval(() => {}, 1000)"], { detached: true, stdio: 'ignore' });`,
        `guard.add(phase.pid);`,
        `console.log(phase.pid);`,
        `setInterval(() => {}, 1000);`,
      ].join('\n'),
    );
    const parent = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const phasePid = await new Promise<number>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim()))));
    expect(alive(phasePid)).toBe(true);
    parent.kill('SIGKILL');
    const deadline = Date.now() + 15_000;
    try {
      // Until the watchdog has stopped the group, or a bound on the wait.
      while (alive(phasePid) && Date.now() < deadline) await new Promise((r) => setImmediate(r));
      expect(alive(phasePid)).toBe(false);
    } finally {
      // Should it fail, no process of the test is left behind.
      try {
        process.kill(-phasePid, 'SIGKILL');
      } catch {
        // stopped already
      }
    }
  }, 20_000);
});
