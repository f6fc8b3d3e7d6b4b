// One Lighthouse run on the system Chromium, reduced to the figures the bench reports.
import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from '../../lib/browser.ts';

export const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

export function chromePath() {
  return chromiumPath() ?? '/usr/bin/chromium';
}

/** One Chromium for all runs: Lighthouse resets storage and cache before each. */
export function launchChrome() {
  return chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

const score = (c) => (c?.score == null ? null : Math.round(c.score * 100));

/** The figures of one run, from a Lighthouse result (lhr). */
export function summarize(lhr) {
  const a = lhr.audits;
  const num = (id) => a[id]?.numericValue ?? null;
  const resources = a['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => resources.find((r) => r.resourceType === type)?.transferSize ?? 0;
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  const requests = a['network-requests']?.details?.items ?? [];
  const thirdParty = [...new Set(requests.map((r) => r.url).filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin))];
  // Failed audits of the four categories: what to fix when a score is under 100.
  const failed = {};
  for (const [cat, c] of Object.entries(lhr.categories)) {
    failed[cat] = c.auditRefs
      .filter((r) => r.weight > 0 && a[r.id] && a[r.id].score !== null && a[r.id].score < 1 && a[r.id].scoreDisplayMode !== 'informative')
      .map((r) => r.id);
  }
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsBytes: bytesOf('script'),
    totalBytes: num('total-byte-weight'),
    thirdParty,
    offscreenImages: a['offscreen-images']?.score ?? null,
    unsizedImages: a['unsized-images']?.score ?? null,
    failed,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

/** @param {'mobile'|'desktop'} formFactor */
export async function runLighthouse(url, formFactor, port) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return summarize(result.lhr);
}

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number').sort((p, q) => p - q);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Median of each figure over the runs; lists are united (a failure seen once is reported). */
export function medianOf(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) {
    const vals = runs.map((r) => r[key]);
    if (Array.isArray(vals[0])) out[key] = [...new Set(vals.flat())];
    else if (key === 'failed') out[key] = Object.fromEntries(Object.keys(vals[0]).map((c) => [c, [...new Set(vals.flatMap((v) => v[c]))]]));
    else if (key === 'runtimeError') out[key] = vals.find(Boolean) ?? null;
    else out[key] = median(vals);
  }
  out.runs = runs.length;
  return out;
}
