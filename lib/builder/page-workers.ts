/**
 * How many processes `next build` generates the pages in (Next's `experimental.cpus`).
 *
 * One per core, up to 4: Next's default leaves one core to its main process, which only waits while
 * the pages are generated (2 cores, 1,500 pages: 89 → 75 s with two). But each worker first loads
 * every page's code, ~2.5 s of CPU, and a small site does not win that back: on this 2-core host the
 * sample's 146 pages took 5.3 s with one worker and 5.0 s with two, and an author's next build
 * (27 pages) was 0.5 s shorter with one. So a site of up to `SMALL_SITE` documents gets one.
 * `npm run build` passes the count (`HANDOFF_ENV.documents`: it lists the content folder anyway);
 * without it, one per core.
 */
import os from 'node:os';
import { HANDOFF_ENV } from '../build-phases';

export const SMALL_SITE = 300;

export function pageWorkers(env: Record<string, string | undefined> = process.env, cores = os.availableParallelism()): number {
  const documents = Number(env[HANDOFF_ENV.documents]);
  if (Number.isInteger(documents) && documents >= 0 && documents <= SMALL_SITE) return 1;
  return Math.max(1, Math.min(4, cores));
}
