/**
 * How long a panel of this height takes to open or close: longer for taller panels, but sub-linear,
 * so a long category does not crawl. 1 ms when the reader asked for reduced motion.
 */
export function collapseDuration(heightPx: number, reducedMotion = false): number {
  if (reducedMotion) return 1;
  if (!heightPx || heightPx < 0) return 0;
  const c = heightPx / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}
