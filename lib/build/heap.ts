/**
 * How far V8 lets a build process's heap grow past its live data before it collects again. With
 * memory to spare V8 grows it up to 4×: at 1,500 pages the post-build's live data was ~0.3 GB and
 * its process reached 2.2 GB, and each page-generating worker of `next build` reached 0.9–1 GB.
 * 40% held them near 1.0 GB and 0.45 GB, about 5% slower, with no ceiling a larger site could hit
 * (as `--max-old-space-size` would be).
 */
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 40;

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
