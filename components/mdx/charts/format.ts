export const CHART_FORMATS = ['number', 'usd', 'percent', 'op', 'eth'] as const;
export type ChartFormat = (typeof CHART_FORMATS)[number];

export const asFormat = (f: string | undefined): ChartFormat =>
  (CHART_FORMATS as readonly string[]).includes(f ?? '') ? (f as ChartFormat) : 'number';

const full = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 3 });

function withUnit(n: string, format: ChartFormat): string {
  switch (format) {
    case 'usd':
      return n.startsWith('-') ? `-$${n.slice(1)}` : `$${n}`;
    case 'percent':
      return `${n}%`;
    case 'op':
      return `${n} OP`;
    case 'eth':
      return `${n} ETH`;
    default:
      return n;
  }
}

/**
 * The exact value, for the data table: 22000000 usd → "$22,000,000".
 * `percent` values are already in percent (50 → "50%"), as the posts' data files hold them.
 */
export const formatValue = (v: number | null, format: ChartFormat = 'number') =>
  v === null ? '–' : withUnit(full.format(v), format);

/** The short value, for axes and bar labels: 22000000 usd → "$22M", 1400000 → "1.4M". */
export const formatShort = (v: number, format: ChartFormat = 'number') => withUnit(compact.format(v), format);

/** "full_time" → "Full time": series names for legends and table headers. */
export const humanise = (key: string) => {
  const s = key.replace(/[_-]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
};
