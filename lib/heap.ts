/**
 * How far V8 lets a build process's heap grow past its live data before it collects again. With
 * memory to spare V8 grows it up to 4×: at 1,500 pages the post-build's live data was ~0.3 GB and
 * its process reached 2.2 GB, and each page-generating worker of `next build` reached 0.9–1 GB.
 * At 40% each worker stayed near 0.45 GB, about 5% slower, and the post-build's main process near
 * 0.55 GB (its live data is the pages' HTML and the search index it builds); no ceiling a larger
 * site could hit, as `--max-old-space-size` would set.
 */
import v8 from 'node:v8';

const HEAP_GROWING_PERCENT = 40;

/** The node flag, for a process this one starts (`tsx` passes it to node). */
export const HEAP_GROWING_FLAG = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;

let set = false;

/**
 * The same setting for this process, for processes started by a tool that will not pass the flag
 * (Next's build workers copy node flags into NODE_OPTIONS, which refuses this one).
 */
export function holdHeapGrowth(): void {
  if (set) return;
  set = true;
  v8.setFlagsFromString(HEAP_GROWING_FLAG);
}
