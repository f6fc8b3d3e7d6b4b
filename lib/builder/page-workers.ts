/**
 * How many processes `next build` generates the pages in (Next's `experimental.cpus`).
 *
 * One per core, up to 4: Next's default leaves one core to its main process, which only waits while
 * the pages are generated (2 cores, 1,500 pages: 89 → 75 s with two). But each worker first loads
 * every page's code, ~2.5 s of CPU, and a small generation does not win that back: on this 2-core host
 * the sample's 146 pages took 5.3 s with one worker and 5.0 s with two, and an author's next build
 * (27 pages) was 0.5 s shorter with one. So a generation of up to `SMALL_SITE` pages gets one.
 *
 * `npm run build` passes how many pages it expects (`HANDOFF_ENV.pages`): each document is a page in
 * every locale (an untranslated one shows the default locale's text there), so documents × locales;
 * an author's next build, which generates the edited documents' pages only, passes 0. Counting
 * documents alone gave a 60-document site in 3 locales (361 routes) one worker. Without a count
 * (next build run by hand, next dev), one per core. `PAGE_WORKERS` overrides the rule (a bench, a
 * machine whose cores are not free).
 */
import os from 'node:os';
import { HANDOFF_ENV } from '../build-phases';

export const SMALL_SITE = 150;
export const PAGE_WORKERS_ENV = 'PAGE_WORKERS';

export function pageWorkers(env: Record<string, string | undefined> = process.env, cores = os.availableParallelism()): number {
  const forced = Number(env[PAGE_WORKERS_ENV]);
  if (Number.isInteger(forced) && forced >= 1) return forced;
  const pages = Number(env[HANDOFF_ENV.pages]);
  if (Number.isInteger(pages) && pages >= 0 && pages <= SMALL_SITE) return 1;
  return Math.max(1, Math.min(4, cores));
}
