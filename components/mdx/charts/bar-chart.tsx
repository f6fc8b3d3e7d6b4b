import { type BarLayout, layoutBars } from './layout';
import { type ChartDrawing, type ChartProps, ChartSvg, Grid, Label, Legend, ResponsiveChart, seriesClass } from './parts';
import styles from './charts.module.css';

function Bars({ d, l, title, description }: { d: ChartDrawing; l: BarLayout; title: string; description?: string }) {
  return (
    <ChartSvg id={d.id} title={title} description={description} width={l.width} height={l.height} className={d.className} narrow={d.narrow}>
      <Legend series={d.series} width={l.width} />
      {l.gridLines ? <Grid lines={l.gridLines} x1={l.baseline.x1} x2={l.baseline.x2} labelX={l.axisX} /> : null}
      {l.bars.map((b, i) => (
        <g key={i}>
          <rect x={b.x} y={b.y} width={b.width} height={Math.max(b.height, 0.5)} className={seriesClass(b.series)} />
          <Label t={b.label} className={styles.value} />
        </g>
      ))}
      <line {...l.baseline} className={styles.axis} />
      {l.categoryLabels.map((t, i) => (
        <Label key={i} t={t} />
      ))}
    </ChartSvg>
  );
}

/** `<BarChart src x y title description format horizontal />`: server-rendered SVG, no client JS. */
export function BarChart(props: ChartProps) {
  const horizontal = Boolean(props.horizontal);
  return (
    <ResponsiveChart
      name="BarChart"
      kind="bar"
      props={props}
      draw={(d) => <Bars d={d} title={props.title} description={props.description} l={layoutBars(d.rows, props.x, d.ys, { width: d.width, horizontal, format: d.format })} />}
    />
  );
}
