import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { formatShort, humanise, type ChartFormat } from './format';

export type Row = Record<string, string | number | null>;
export type Text = { x: number; y: number; lines: string[]; anchor: 'start' | 'middle' | 'end' };
export type Series = { key: string; label: string; index: number };

/** Sizes in viewBox units; the SVG is drawn at two widths and CSS shows the one that fits. */
export const FONT = 12;
export const LINE_HEIGHT = 15;
const CHAR = FONT * 0.56;

/** Greedy word wrap to `max` characters a line, at most `maxLines` lines (the last one cut with "…"). */
export function wrapLabel(text: string, max: number, maxLines = 3): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if (!cur) cur = w;
    else if (`${cur} ${w}`.length <= max) cur = `${cur} ${w}`;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  if (lines.length <= maxLines) return lines.map((l) => (l.length > max ? `${l.slice(0, Math.max(1, max - 1))}…` : l));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
  return kept;
}

export const seriesOf = (ys: string[]): Series[] => ys.map((key, index) => ({ key, label: humanise(key), index }));

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A linear value scale that always includes zero, with "nice" ticks. */
export function valueScale(rows: Row[], ys: string[], range: [number, number]) {
  const vals = rows.flatMap((r) => ys.map((y) => num(r[y]))).filter((v): v is number => v !== null);
  const lo = Math.min(0, ...vals);
  const hi = Math.max(0, ...vals);
  return scaleLinear().domain([lo, hi === lo ? lo + 1 : hi]).range(range).nice(5);
}

export type Bar = { x: number; y: number; width: number; height: number; series: number; value: number; label: Text };
export type BarLayout = {
  width: number;
  height: number;
  legendY: number;
  gridLines: { y: number; label: string }[] | null;
  axisX: number;
  bars: Bar[];
  categoryLabels: Text[];
  baseline: { x1: number; x2: number; y1: number; y2: number };
};

/** Vertical bars with wrapped category labels below, or horizontal bars with the label above each group. */
export function layoutBars(rows: Row[], x: string, ys: string[], opts: { width: number; horizontal: boolean; format: ChartFormat }): BarLayout {
  const { width, format } = opts;
  const legendH = ys.length > 1 ? LINE_HEIGHT + 10 : 0;
  const cats = rows.map((r) => String(r[x]));
  if (opts.horizontal) {
    const barH = 18;
    const valueRoom = Math.max(...rows.flatMap((r) => ys.map((y) => formatShort(num(r[y]) ?? 0, format).length))) * CHAR + 10;
    const v = valueScale(rows, ys, [0, width - valueRoom]);
    const zero = v(0);
    let top = legendH + 4;
    const bars: Bar[] = [];
    const categoryLabels: Text[] = [];
    for (const [i, row] of rows.entries()) {
      const lines = wrapLabel(cats[i], Math.floor(width / CHAR), 2);
      categoryLabels.push({ x: 0, y: top + FONT, lines, anchor: 'start' });
      top += lines.length * LINE_HEIGHT + 4;
      for (const [j, y] of ys.entries()) {
        const value = num(row[y]) ?? 0;
        const x0 = Math.min(v(value), zero);
        const w = Math.abs(v(value) - zero);
        bars.push({ x: x0, y: top, width: w, height: barH, series: j, value, label: { x: x0 + w + 5, y: top + barH / 2 + FONT / 2 - 2, lines: [formatShort(value, format)], anchor: 'start' } });
        top += barH + 3;
      }
      top += 12;
    }
    return { width, height: top, legendY: 0, gridLines: null, axisX: 0, bars, categoryLabels, baseline: { x1: zero, x2: zero, y1: legendH, y2: top - 12 } };
  }
  const top = legendH + FONT + 8;
  const plotH = width < 500 ? 170 : 210;
  const probe = valueScale(rows, ys, [plotH, 0]);
  const ticks = probe.ticks(5);
  const left = Math.max(...ticks.map((t) => formatShort(t, format).length)) * CHAR + 10;
  const band = scaleBand<string>().domain(cats).range([left, width - 4]).paddingInner(0.25).paddingOuter(0.15);
  const inner = scaleBand<string>().domain(ys).range([0, band.bandwidth()]).paddingInner(0.08);
  const wrapped = cats.map((c) => wrapLabel(c, Math.max(4, Math.floor((band.step() - 4) / CHAR)), 3));
  const maxLines = Math.max(1, ...wrapped.map((l) => l.length));
  const v = valueScale(rows, ys, [top + plotH, top]);
  const bars: Bar[] = rows.flatMap((row, i) =>
    ys.map((y, j) => {
      const value = num(row[y]) ?? 0;
      const bx = band(cats[i])! + inner(y)!;
      const y0 = Math.min(v(value), v(0));
      return {
        x: bx, y: y0, width: inner.bandwidth(), height: Math.abs(v(value) - v(0)), series: j, value,
        label: { x: bx + inner.bandwidth() / 2, y: y0 - 5, lines: [formatShort(value, format)], anchor: 'middle' as const },
      };
    }),
  );
  return {
    width,
    height: top + plotH + 10 + maxLines * LINE_HEIGHT,
    legendY: 0,
    gridLines: v.ticks(5).map((t) => ({ y: v(t), label: formatShort(t, format) })),
    axisX: left - 6,
    bars,
    categoryLabels: cats.map((_, i) => ({ x: band(cats[i])! + band.bandwidth() / 2, y: top + plotH + 8 + FONT, lines: wrapped[i], anchor: 'middle' })),
    baseline: { x1: left, x2: width - 4, y1: v(0), y2: v(0) },
  };
}

export type LineLayout = {
  width: number;
  height: number;
  gridLines: { y: number; label: string }[];
  axisX: number;
  paths: { d: string; series: number }[];
  points: { x: number; y: number; series: number; value: number }[];
  xLabels: Text[];
};

/** Lines over categorical x values in data order; x labels thinned so they never overlap. */
export function layoutLines(rows: Row[], x: string, ys: string[], opts: { width: number; format: ChartFormat }): LineLayout {
  const { width, format } = opts;
  const top = (ys.length > 1 ? LINE_HEIGHT + 10 : 0) + FONT + 8;
  const plotH = width < 500 ? 170 : 210;
  const ticks = valueScale(rows, ys, [plotH, 0]).ticks(5);
  const left = Math.max(...ticks.map((t) => formatShort(t, format).length)) * CHAR + 10;
  const cats = rows.map((r) => String(r[x]));
  const px = scalePoint<string>().domain(cats).range([left + 6, width - 12]).padding(0.3);
  const v = valueScale(rows, ys, [top + plotH, top]);
  const longest = Math.max(...cats.map((c) => Math.min(c.length, 14)));
  const fit = Math.max(1, Math.floor((width - left) / (longest * CHAR + 10)));
  const every = Math.ceil(cats.length / fit);
  const xLabels = cats
    .map((c, i) => ({ c, i }))
    .filter(({ i }) => i % every === 0)
    .map(({ c }) => ({ x: px(c)!, y: top + plotH + 8 + FONT, lines: wrapLabel(c, 14, 2), anchor: 'middle' as const }));
  const paths = ys.map((y, series) => {
    const gen = line<Row>()
      .defined((r) => num(r[y]) !== null)
      .x((r) => px(String(r[x]))!)
      .y((r) => v(num(r[y]) ?? 0));
    return { d: gen(rows) ?? '', series };
  });
  const points = ys.flatMap((y, series) =>
    rows.filter((r) => num(r[y]) !== null).map((r) => ({ x: px(String(r[x]))!, y: v(num(r[y])!), series, value: num(r[y])! })),
  );
  return {
    width,
    height: top + plotH + 10 + 2 * LINE_HEIGHT,
    gridLines: v.ticks(5).map((t) => ({ y: v(t), label: formatShort(t, format) })),
    axisX: left - 6,
    paths,
    points,
    xLabels,
  };
}

/** Stable ids for a chart's <title>/<desc>, from what makes it unique on a page. */
export function chartId(...parts: (string | undefined)[]): string {
  let h = 5381;
  for (const ch of parts.join('|')) h = ((h * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `chart-${h.toString(36)}`;
}
