import { Fragment, type ReactNode } from 'react';
import { FEED_SKIP_ATTR } from '@/lib/blog/markers';
import { splitKeys } from '@/lib/content/chart-data';
import { asFormat, type ChartFormat, formatValue, humanise } from './format';
import { chartId, FONT, LINE_HEIGHT, type Row, type Series, seriesOf, type Text } from './layout';
import styles from './charts.module.css';

export type ChartProps = {
  /** Read at compile time by the chart remark plugin, which passes the rows as `data`. */
  src?: string;
  x: string;
  y: string;
  title: string;
  description?: string;
  format?: string;
  horizontal?: boolean;
  data?: string;
};

export const seriesClass = (i: number) => styles[`s${(i % 4) + 1}`];

export function parseRows(name: string, props: ChartProps) {
  if (!props.data) throw new Error(`<${name} src="${props.src ?? ''}">: no data; the chart remark plugin did not run on this file`);
  return JSON.parse(props.data) as Record<string, string | number | null>[];
}

export function Label({ t, className }: { t: Text; className?: string }) {
  return (
    <text x={t.x} y={t.y} textAnchor={t.anchor} className={className ?? styles.label}>
      {t.lines.map((l, i) => (
        <tspan key={i} x={t.x} dy={i === 0 ? 0 : LINE_HEIGHT}>
          {l}
        </tspan>
      ))}
    </text>
  );
}

export function Grid({ lines, x1, x2, labelX }: { lines: { y: number; label: string }[]; x1: number; x2: number; labelX: number }) {
  return (
    <g>
      {lines.map((g) => (
        <g key={g.y}>
          <line x1={x1} x2={x2} y1={g.y} y2={g.y} className={styles.grid} />
          <text x={labelX} y={g.y + FONT / 3} textAnchor="end" className={styles.tick}>
            {g.label}
          </text>
        </g>
      ))}
    </g>
  );
}

export function Legend({ series, width }: { series: Series[]; width: number }) {
  if (series.length < 2) return null;
  // Each entry starts where the previous one's swatch, gap and estimated label width end.
  const starts = series.map((_, i) => series.slice(0, i).reduce((x, s) => x + 22 + s.label.length * FONT * 0.56 + 14, 0));
  return (
    <g>
      {series.map((s, i) => {
        const at = starts[i];
        return (
          <g key={s.key} transform={`translate(${Math.min(at, width - 60)},0)`}>
            <rect width={14} height={14} y={1} rx={2} className={seriesClass(s.index)} />
            <text x={20} y={FONT} className={styles.label}>
              {s.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * An accessible SVG: role="img" named by its <title> and described by its <desc>.
 * Feed readers have no CSS to pick one of the drawings, so only the widest goes to feeds.
 */
export function ChartSvg(p: { id: string; title: string; description?: string; width: number; height: number; className: string; narrow?: boolean; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${p.width} ${Math.ceil(p.height)}`}
      className={`${styles.svg} ${p.className}`}
      role="img"
      aria-labelledby={`${p.id}-title`}
      {...(p.description ? { 'aria-describedby': `${p.id}-desc` } : {})}
      {...(p.narrow ? { [FEED_SKIP_ATTR]: '' } : {})}
    >
      <title id={`${p.id}-title`}>{p.title}</title>
      {p.description ? <desc id={`${p.id}-desc`}>{p.description}</desc> : null}
      {p.children}
    </svg>
  );
}

/** One drawing of a chart: its data, and the width and id of the copy being drawn. */
export type ChartDrawing = {
  rows: Row[];
  ys: string[];
  series: Series[];
  format: ChartFormat;
  id: string;
  width: number;
  className: string;
  narrow: boolean;
};

/**
 * The widths (viewBox units) a chart is drawn at, widest first: CSS shows the widest that fits the
 * figure at no less than its own size, so text set at 12 units is never under 12 px (a 390 px
 * phone shows the 320 drawing at about 1:1).
 */
const DRAWINGS = [
  { width: 640, className: styles.wide },
  { width: 480, className: styles.mid },
  { width: 320, className: styles.narrow },
];

/**
 * What every chart shares: its props read into rows, series and a number format, then drawn at
 * each width inside the frame with the data table.
 */
export function ResponsiveChart({ name, kind, props, draw }: { name: string; kind: string; props: ChartProps; draw: (d: ChartDrawing) => ReactNode }) {
  const rows = parseRows(name, props) as Row[];
  const ys = splitKeys(props.y);
  const data = { rows, ys, series: seriesOf(ys), format: asFormat(props.format) };
  const id = chartId(kind, props.src, props.y, props.title);
  return (
    <ChartFrame
      title={props.title}
      xKey={props.x}
      xLabel={humanise(props.x)}
      series={data.series}
      rows={rows}
      formatCell={(v) => formatValue(v, data.format)}
      drawings={DRAWINGS.map((w, i) => (
        <Fragment key={w.width}>{draw({ ...data, id: `${id}-${w.width}`, width: w.width, className: w.className, narrow: i > 0 })}</Fragment>
      ))}
    />
  );
}

/** <figure> with a visible title, the chart drawn wide and narrow, and the numbers in a table. */
function ChartFrame(p: {
  title: string;
  xKey: string;
  xLabel: string;
  series: Series[];
  rows: Record<string, string | number | null>[];
  formatCell: (v: number | null) => string;
  drawings: ReactNode[];
}) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.title}>{p.title}</figcaption>
      <div className={styles.canvas}>{p.drawings}</div>
      <details className={styles.data}>
        <summary>Show data</summary>
        <div className={styles.tableWrap}>
          <table>
            <thead>
              <tr>
                <th scope="col">{p.xLabel}</th>
                {p.series.map((s) => (
                  <th scope="col" key={s.key}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {p.rows.map((r, i) => (
                <tr key={i}>
                  <th scope="row">{String(r[p.xKey])}</th>
                  {p.series.map((s) => (
                    <td key={s.key}>{p.formatCell(typeof r[s.key] === 'number' ? (r[s.key] as number) : null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
