// The issue's budgets as pure checks: each returns { name, pass, detail }.
import { FIRST_LOAD_BUDGET_BYTES, type FirstLoad } from '@/lib/builder/first-load';

export type Check = { name: string; pass: boolean; detail: string };
export type LighthouseFigures = {
  performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null;
  tbt: number | null; cls: number | null; thirdParty: string[]; failed?: Record<string, string[]>;
};

export const LIGHTHOUSE_MOBILE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, tbtMs: 100, cls: 0 };

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Mobile Lighthouse medians of one page kind against the budget. */
export function lighthouseChecks(kind: string, m: LighthouseFigures, b = LIGHTHOUSE_MOBILE_BUDGET, { notFound = false } = {}): Check[] {
  const min = (name: string, value: number | null, floor: number): Check => ({ name: `${kind}: ${name} ≥ ${floor}`, pass: value !== null && value >= floor, detail: String(value) });
  return [
    min('performance', m.performance, b.performance),
    min('accessibility', m.accessibility, b.accessibility),
    min('best practices', m.bestPractices, b.bestPractices),
    // A 404 page is noindex on purpose: its one allowed SEO failure is "page is blocked from indexing".
    notFound && (m.failed?.seo ?? []).every((id) => id === 'is-crawlable')
      ? { name: `${kind}: SEO ≥ ${b.seo} (noindex expected)`, pass: true, detail: String(m.seo) }
      : min('SEO', m.seo, b.seo),
    { name: `${kind}: TBT ≤ ${b.tbtMs} ms`, pass: m.tbt !== null && m.tbt <= b.tbtMs, detail: `${Math.round(m.tbt ?? NaN)} ms` },
    // Shown to three decimals, as Lighthouse does: a shift that rounds to 0.000 is none.
    { name: `${kind}: CLS ${b.cls}`, pass: m.cls !== null && Math.round(m.cls * 1000) <= b.cls * 1000, detail: (m.cls ?? NaN).toFixed(3) },
    { name: `${kind}: no third-party request`, pass: m.thirdParty.length === 0, detail: m.thirdParty.join(', ') || 'none' },
  ];
}

/** First-load JS of every route (largest first) against the byte budget. */
export function firstLoadCheck(routes: FirstLoad[], budget = FIRST_LOAD_BUDGET_BYTES): Check {
  const over = routes.filter((r) => r.total > budget || r.missing.length);
  const top = routes[0];
  return {
    name: `first-load JS ≤ ${kb(budget)} gzip on every route (${routes.length})`,
    pass: over.length === 0,
    detail: over.length ? over.map((r) => `${r.route} ${kb(r.total)}${r.missing.length ? ` (missing ${r.missing.join(', ')})` : ''}`).join('; ') : `largest ${top?.route} ${kb(top?.total ?? 0)}`,
  };
}

/** A static check from assets.ts as a budget line. */
export const staticCheck = (name: string, result: { problems: string[] }): Check => ({ name, pass: result.problems.length === 0, detail: result.problems.slice(0, 5).join('; ') || 'ok' });
