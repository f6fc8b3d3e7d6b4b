/**
 * Edit distance between two strings: insertions, deletions, substitutions and (with
 * `transpositions`) swaps of two neighbouring letters, each costing 1 — the optimal string
 * alignment distance, which is how search engines count typos ("sqlmseh" is one typo from
 * "sqlmesh"). With `max`, gives up as soon as the distance must exceed it and returns `max + 1`.
 */
export function editDistance(a: string, b: string, max = Infinity, transpositions = false): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cur[j] = Math.min(cur[j], before[j - 2] + 1);
      best = Math.min(best, cur[j]);
    }
    if (best > max && !transpositions) return max + 1;
    // A swap reaches back two rows: a row above the limit may still lead to one within it.
    if (transpositions && best > max && Math.min(...prev) > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return Math.min(prev[b.length], max + 1);
}
