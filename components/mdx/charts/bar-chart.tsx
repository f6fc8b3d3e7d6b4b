import { splitKeys } from '@/lib/content/chart-data';
import { asFormat, formatValue, humanise } from './format';
import { chartId, layoutBars, seriesOf, type BarLayout, type Row } from './layout';
import { ChartFrame, ChartSvg, Grid, Label, Legend, parseRows, seriesClass, type ChartProps } from './parts';
import styles from './charts.module.css';

function Bars({ l, series, id, title, description, className }: { l: BarLayout; series: ReturnType<typeof seriesOf>; id: string; title: string; description?: string; className: string }) {
  return (
    <ChartSvg id={id} title={title} description={description} width={l.width} height={l.height} className={className} narrow={className === styles.narrow}>
      <Legend series={series} width={l.width} />
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
  const rows = parseRows('BarChart', props) as Row[];
  const ys = splitKeys(props.y);
  const format = asFormat(props.format);
  const series = seriesOf(ys);
  const id = chartId('bar', props.src, props.y, props.title);
  const common = { series, title: props.title, description: props.description };
  const horizontal = Boolean(props.horizontal);
  return (
    <ChartFrame
      title={props.title}
      xKey={props.x}
      xLabel={humanise(props.x)}
      series={series}
      rows={rows}
      formatCell={(v) => formatValue(v, format)}
      wide={<Bars {...common} id={`${id}-w`} className={styles.wide} l={layoutBars(rows, props.x, ys, { width: 640, horizontal, format })} />}
      narrow={<Bars {...common} id={`${id}-n`} className={styles.narrow} l={layoutBars(rows, props.x, ys, { width: 360, horizontal, format })} />}
    />
  );
}
