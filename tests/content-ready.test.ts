import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_ENV } from '@/lib/build-phases';
import { contentReady, contentReadySync } from '@/lib/content/content-ready';

const CONTENT_PENDING_ENV = HANDOFF_ENV.contentPending;

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
    // The test's clock: each poll happens when the test moves time on, however busy the machine is.
    vi.useFakeTimers();
    try {
      const file = pendingFile(process.pid);
      const lines: string[] = [];
      let ready = false;
      const waiting = contentReady({ [CONTENT_PENDING_ENV]: file }, 10, (l) => lines.push(l)).then(() => (ready = true));
      // Five polls find the file still there.
      await vi.advanceTimersByTimeAsync(50);
      expect(ready).toBe(false);
      fs.rmSync(file);
      // The next one finds it gone.
      await vi.advanceTimersByTimeAsync(10);
      await waiting;
      expect(ready).toBe(true);
      expect(lines).toEqual(['Compiled beside contentlayer, then waited 0.1 s for its documents']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails, naming the file, when the build that was making the content has ended', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const file = pendingFile(Number(gone.stdout));
    await expect(contentReady({ [CONTENT_PENDING_ENV]: file }, 10)).rejects.toThrow(new RegExp(`the content was never finished: .*\\(process ${gone.stdout}\\) has ended; .*pending is left over`));
  });

  it('waits the same way in code that cannot await (the pages generated beside contentlayer), then goes on', () => {
    const file = pendingFile(process.pid);
    contentReadySync({});
    // Another process removes the file while this one is blocked waiting: it returns only then (had
    // it not waited, the file would still be there, the other process not having started yet).
    spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(file)})`]);
    contentReadySync({ [CONTENT_PENDING_ENV]: file }, 10);
    expect(fs.existsSync(file)).toBe(false);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    expect(() => contentReadySync({ [CONTENT_PENDING_ENV]: pendingFile(Number(gone.stdout)) }, 10)).toThrow(/the content was never finished/);
  });
});
