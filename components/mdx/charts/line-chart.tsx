import { formatShort } from './format';
import { layoutLines, type LineLayout } from './layout';
import { type ChartDrawing, type ChartProps, ChartSvg, Grid, Label, Legend, ResponsiveChart, seriesClass } from './parts';
import styles from './charts.module.css';

function Lines({ d, l, title, description }: { d: ChartDrawing; l: LineLayout; title: string; description?: string }) {
  const labelPoints = l.points.length <= 8 && d.series.length === 1;
  return (
    <ChartSvg id={d.id} title={title} description={description} width={l.width} height={l.height} className={d.className} narrow={d.narrow}>
      <Legend series={d.series} width={l.width} />
      <Grid lines={l.gridLines} x1={l.axisX + 6} x2={l.width - 4} labelX={l.axisX} />
      {l.paths.map((p) => (
        <path key={p.series} d={p.d} className={`${styles.line} ${seriesClass(p.series)}`} />
      ))}
      {l.points.map((p, i) => (
        <g key={i}>
          <circle cx={p.x} cy={p.y} r={3.5} className={seriesClass(p.series)} />
          {labelPoints ? <Label t={{ x: p.x, y: p.y - 8, lines: [formatShort(p.value, d.format)], anchor: 'middle' }} className={styles.value} /> : null}
        </g>
      ))}
      {l.xLabels.map((t, i) => (
        <Label key={i} t={t} />
      ))}
    </ChartSvg>
  );
}

/** `<LineChart src x y title description format />`: one line per `y` key, server-rendered SVG. */
export function LineChart(props: ChartProps) {
  return (
    <ResponsiveChart
      name="LineChart"
      kind="line"
      props={props}
      draw={(d) => <Lines d={d} title={props.title} description={props.description} l={layoutLines(d.rows, props.x, d.ys, { width: d.width, format: d.format })} />}
    />
  );
}
