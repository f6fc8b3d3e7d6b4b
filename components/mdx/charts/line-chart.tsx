import { splitKeys } from '@/lib/content/chart-data';
import { asFormat, formatShort, formatValue, humanise } from './format';
import { chartId, layoutLines, seriesOf, type LineLayout, type Row } from './layout';
import { ChartFrame, ChartSvg, Grid, Label, Legend, parseRows, seriesClass, type ChartProps } from './parts';
import styles from './charts.module.css';

function Lines({ l, series, id, title, description, className, format }: { l: LineLayout; series: ReturnType<typeof seriesOf>; id: string; title: string; description?: string; className: string; format: ReturnType<typeof asFormat> }) {
  const labelPoints = l.points.length <= 8 && series.length === 1;
  return (
    <ChartSvg id={id} title={title} description={description} width={l.width} height={l.height} className={className} narrow={className === styles.narrow}>
      <Legend series={series} width={l.width} />
      <Grid lines={l.gridLines} x1={l.axisX + 6} x2={l.width - 4} labelX={l.axisX} />
      {l.paths.map((p) => (
        <path key={p.series} d={p.d} className={`${styles.line} ${seriesClass(p.series)}`} />
      ))}
      {l.points.map((p, i) => (
        <g key={i}>
          <circle cx={p.x} cy={p.y} r={3.5} className={seriesClass(p.series)} />
          {labelPoints ? <Label t={{ x: p.x, y: p.y - 8, lines: [formatShort(p.value, format)], anchor: 'middle' }} className={styles.value} /> : null}
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
  const rows = parseRows('LineChart', props) as Row[];
  const ys = splitKeys(props.y);
  const format = asFormat(props.format);
  const series = seriesOf(ys);
  const id = chartId('line', props.src, props.y, props.title);
  const common = { series, title: props.title, description: props.description, format };
  return (
    <ChartFrame
      title={props.title}
      xKey={props.x}
      xLabel={humanise(props.x)}
      series={series}
      rows={rows}
      formatCell={(v) => formatValue(v, format)}
      wide={<Lines {...common} id={`${id}-w`} className={styles.wide} l={layoutLines(rows, props.x, ys, { width: 640, format })} />}
      narrow={<Lines {...common} id={`${id}-n`} className={styles.narrow} l={layoutLines(rows, props.x, ys, { width: 360, format })} />}
    />
  );
}
