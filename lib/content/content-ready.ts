/**
 * `next build` compiles beside contentlayer (scripts/build.ts). Nothing it compiles reads the
 * documents: lib/content/generated-from-disk.ts reads them from disk when the pages are collected and
 * generated, after the compile. So only that part waits. While contentlayer runs, the build script
 * names a file in OSO_CONTENT_PENDING that holds its own process id, and removes the file once
 * contentlayer has succeeded. next.config.ts's `compiler.runAfterProductionCompile` waits here until
 * the file is gone. Without the variable (a plain `next build`), nothing waits.
 */
import fs from 'node:fs';

export const CONTENT_PENDING_ENV = 'OSO_CONTENT_PENDING';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process that holds the file, or undefined once the file is gone. */
function owner(file: string): number | undefined {
  try {
    return Number(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Resolves once `file` is gone (how long that took, in ms); throws if the process it names ended
 * first. `what` names what that process was making, for the error.
 */
export async function untilReleased(file: string, what: string, pollMs = 100): Promise<number> {
  const started = Date.now();
  for (let pid = owner(file); pid !== undefined; pid = owner(file)) {
    if (!alive(pid)) throw new Error(`${what} was never finished: the build that was making it (process ${pid}) has ended; ${file} is left over`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return Date.now() - started;
}

/** Resolves once the content is ready; throws if the build that was making it has ended without it. */
export async function contentReady(env: Record<string, string | undefined> = process.env, pollMs = 100, log = console.log): Promise<void> {
  const file = env[CONTENT_PENDING_ENV];
  if (!file) return;
  const waited = await untilReleased(file, 'the content', pollMs);
  if (waited > pollMs) log(`Compiled beside contentlayer, then waited ${(waited / 1000).toFixed(1)} s for its documents`);
}

/**
 * The same wait for code that cannot await: lib/content/generated-from-disk.ts, as `next build`'s
 * workers load it. A build that reuses its compile starts Next's page generation beside contentlayer
 * (scripts/build.ts), so Next's start-up, its workers' and the pages' code loading overlap the content.
 */
export function contentReadySync(env: Record<string, string | undefined> = process.env, pollMs = 50): void {
  const file = env[CONTENT_PENDING_ENV];
  if (!file) return;
  const nap = new Int32Array(new SharedArrayBuffer(4));
  for (let pid = owner(file); pid !== undefined; pid = owner(file)) {
    if (!alive(pid)) throw new Error(`the content was never finished: the build that was making it (process ${pid}) has ended; ${file} is left over`);
    Atomics.wait(nap, 0, 0, pollMs);
  }
}
