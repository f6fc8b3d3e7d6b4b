/**
 * `next build` compiles beside contentlayer (scripts/build.ts). Nothing it compiles reads the
 * documents: lib/content/generated-from-disk.ts reads them from disk when the pages are collected and
 * generated, after the compile. So only that part waits. While contentlayer runs, the build script
 * holds the content marker (lib/build-phases.ts, `HANDOFF_ENV.contentPending` names it) and removes
 * it once contentlayer has succeeded. next.config.ts's `compiler.runAfterProductionCompile` waits here
 * until it is gone. Without the variable (a plain `next build`), nothing waits.
 */
import { HANDOFF_ENV, untilReleased, untilReleasedSync } from '../build-phases';

/** Resolves once the content is ready; throws if the build that was making it has ended without it. */
export async function contentReady(env: Record<string, string | undefined> = process.env, pollMs = 100, log = console.log): Promise<void> {
  const file = env[HANDOFF_ENV.contentPending];
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
  const file = env[HANDOFF_ENV.contentPending];
  if (file) untilReleasedSync(file, 'the content', pollMs);
}
