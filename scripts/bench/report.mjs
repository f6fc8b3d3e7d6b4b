// The bench report as Markdown: the table per page kind, the per-route bytes, the budgets.
const kb = (n) => (n == null ? '–' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n) => (n == null ? '–' : `${Math.round(n)} ms`);
const s = (n) => (n == null ? '–' : `${(n / 1000).toFixed(2)} s`);
const cls = (n) => (n == null ? '–' : n.toFixed(3));
const v = (n) => (n == null ? '–' : String(n));

export function lighthouseTable(rows) {
  const head = '| page kind | device | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS | total |';
  const sep = '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|';
  const lines = rows.map(
    (r) =>
      `| ${r.kind} | ${r.device} | ${v(r.performance)} | ${v(r.accessibility)} | ${v(r.bestPractices)} | ${v(r.seo)} | ${s(r.fcp)} | ${s(r.lcp)} | ${ms(r.tbt)} | ${cls(r.cls)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`,
  );
  return [head, sep, ...lines].join('\n');
}

export function firstLoadTable(kinds) {
  const head = '| page kind | route | first-load JS (gzip) | of which inline | RSC payload (inline data, not counted) |';
  const sep = '|---|---|--:|--:|--:|';
  return [head, sep, ...kinds.map((k) => `| ${k.kind} | \`${k.route}\` | ${kb(k.total)} | ${kb(k.inline)} | ${kb(k.payload)} |`)].join('\n');
}

/** One line per budget; the Lighthouse checks of a page kind share a line ("kind: check"). */
export function budgetList(checks) {
  const groups = new Map();
  for (const c of checks) {
    const m = /^([^:]+): (.*)$/.exec(c.name);
    const key = m && !c.name.startsWith('first-load') && !/^(images|fonts)/.test(c.name) ? m[1] : c.name;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push({ ...c, short: m && key === m[1] ? m[2] : c.name });
  }
  return [...groups.entries()]
    .map(([key, cs]) => {
      const failed = cs.filter((c) => !c.pass);
      if (cs.length === 1) return `- ${failed.length ? 'FAIL' : 'PASS'} ${key}${failed.length ? ` — ${failed[0].detail}` : ''}`;
      return `- ${failed.length ? 'FAIL' : 'PASS'} ${key}: ${failed.length ? failed.map((c) => `${c.short} (${c.detail})`).join('; ') : 'all Lighthouse mobile budgets'}`;
    })
    .join('\n');
}

export function renderReport(r) {
  const failed = (r.lighthouse ?? []).filter((x) => x.device === 'mobile' && Object.values(x.failed ?? {}).some((l) => l.length));
  return `# Bench report

${r.date} · Lighthouse ${r.lighthouseVersion} (${r.runs} run${r.runs === 1 ? '' : 's'} per page and device, medians) · Chromium ${r.chromium} · CPU benchmark index ${v(r.benchmarkIndex)} · ${r.cpus} CPUs, load average ${r.loadAverage}

Lighthouse simulates a mid-range phone on slow 4G from a trace recorded on this machine: TBT (and the
performance score with it) grows with the host's load. Compare runs made under similar load.

## Lighthouse

${r.lighthouse?.length ? lighthouseTable(r.lighthouse) : '_Lighthouse skipped (--no-lighthouse)._'}

${failed.length ? `Audits under 1 (mobile):\n\n${failed.map((x) => `- ${x.kind}: ${Object.entries(x.failed).filter(([, l]) => l.length).map(([c, l]) => `${c}: ${l.join(', ')}`).join('; ')}`).join('\n')}\n` : ''}
## Bytes and build

${firstLoadTable(r.firstLoad.kinds)}

- Largest first-load JS: \`${r.firstLoad.largest.route}\` ${kb(r.firstLoad.largest.total)} over ${r.firstLoad.routes} routes; smallest ${kb(r.firstLoad.smallest.total)}.
- Build time: ${r.build.seconds == null ? '–' : `${r.build.seconds.toFixed(1)} s`} (${r.build.note}).
- \`out/\`: ${kb(r.out.bytes)} in ${r.out.files} files (${r.out.pages} HTML pages).
- Search index: ${r.search ? `${r.search.pages} pages, ${r.search.records} records in ${r.search.shards} term shards + a fragment per page, ${kb(r.search.gzipBytes)} gzip in all; a query typed key by key fetches a median ${kb(r.search.queryBytes)} (first key ${kb(r.search.firstKeyBytes)}, later keys median ${kb(r.search.laterKeyBytes)}, max ${kb(r.search.laterKeyMaxBytes)}); engine median ${r.search.engineMs?.toFixed(2)} ms, p95 ${r.search.engineP95Ms?.toFixed(2)} ms over ${r.search.keystrokes} keystrokes (\`npm run bench:search\` for the browser and 1,000/10,000 pages)` : '–'}.

## Budgets

${budgetList(r.budgets)}

${r.budgets.every((c) => c.pass) ? 'All budgets pass.' : `${r.budgets.filter((c) => !c.pass).length} budget(s) fail.`}
`;
}
