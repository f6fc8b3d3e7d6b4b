import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_PENDING_ENV, contentReady, contentReadySync } from '@/lib/content/content-ready';

describe('next build waits for the content it compiled beside', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const pendingFile = (pid: number) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-pending-'));
    dirs.push(dir);
    const file = path.join(dir, 'pending');
    fs.writeFileSync(file, String(pid));
    return file;
  };

  it('goes on at once outside npm run build (no variable) and when the content is ready (no file)', async () => {
    const lines: string[] = [];
    await contentReady({}, 10, (l) => lines.push(l));
    const file = pendingFile(process.pid);
    fs.rmSync(file);
    await contentReady({ [CONTENT_PENDING_ENV]: file }, 10, (l) => lines.push(l));
    expect(lines).toEqual([]);
  });

  it('waits while the file is there, and goes on once the build removes it', async () => {
    const file = pendingFile(process.pid);
    const lines: string[] = [];
    let ready = false;
    const waiting = contentReady({ [CONTENT_PENDING_ENV]: file }, 10, (l) => lines.push(l)).then(() => (ready = true));
    await new Promise((r) => setTimeout(r, 60));
    expect(ready).toBe(false);
    fs.rmSync(file);
    await waiting;
    expect(ready).toBe(true);
    expect(lines).toEqual([expect.stringMatching(/^Compiled beside contentlayer, then waited \d+\.\d s for its documents$/)]);
  });

  it('fails, naming the file, when the build that was making the content has ended', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const file = pendingFile(Number(gone.stdout));
    await expect(contentReady({ [CONTENT_PENDING_ENV]: file }, 10)).rejects.toThrow(new RegExp(`the content was never finished: .*\\(process ${gone.stdout}\\) has ended; .*pending is left over`));
  });

  it('waits the same way in code that cannot await (the pages generated beside contentlayer), then goes on', () => {
    const file = pendingFile(process.pid);
    contentReadySync({});
    // Another process removes the file while this one is blocked waiting.
    spawn(process.execPath, ['-e', `setTimeout(() => require('node:fs').rmSync(${JSON.stringify(file)}), 150)`]);
    const t = Date.now();
    contentReadySync({ [CONTENT_PENDING_ENV]: file }, 10);
    expect(Date.now() - t).toBeGreaterThanOrEqual(100);
    expect(fs.existsSync(file)).toBe(false);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    expect(() => contentReadySync({ [CONTENT_PENDING_ENV]: pendingFile(Number(gone.stdout)) }, 10)).toThrow(/the content was never finished/);
  });
});
