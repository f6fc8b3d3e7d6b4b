/**
 * Core site options of a Docusaurus config that decide where pages live and how severe a finding is:
 * `baseUrl`, `trailingSlash`, and the `on*` severities. Their values and defaults follow Docusaurus's
 * core `packages/docusaurus/src/server/configValidation.ts`. Pure: no file is read here.
 */
import { normalizeBaseUrl } from '../url';
import type { Report } from './navbar-items';

type Obj = Record<string, unknown>;

/** Docusaurus's four reactions to a finding (configValidation.ts: `.equal('ignore', 'log', 'warn', 'throw')`). */
export const SEVERITIES = ['throw', 'warn', 'log', 'ignore'] as const;
export type ReportingSeverity = (typeof SEVERITIES)[number];

/** One severity option, its Docusaurus default when unset; any other value fails, naming the key. */
export function severityOf(value: unknown, key: string, fallback: ReportingSeverity, report: Report): ReportingSeverity {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value)) return value as ReportingSeverity;
  report.fail(key, `must be one of ${SEVERITIES.map((s) => `"${s}"`).join(', ')} (got ${JSON.stringify(value)})`);
  return fallback;
}

/**
 * The settings these options give (lib/site.schema.ts's names). `trailingSlash` has no default in
 * Docusaurus: unset keeps links as written, which here means the export's `path/` form.
 */
export function siteOptions(config: Obj, markdownHooks: Obj, report: Report): Obj {
  const out: Obj = {};
  if (config.baseUrl !== undefined) {
    if (typeof config.baseUrl === 'string') out.baseUrl = normalizeBaseUrl(config.baseUrl);
    else report.fail('baseUrl', `must be a string (got ${JSON.stringify(config.baseUrl)})`);
  }
  if (config.trailingSlash !== undefined) {
    if (typeof config.trailingSlash === 'boolean') out.trailingSlash = config.trailingSlash;
    else report.fail('trailingSlash', `must be true, false or left out (got ${JSON.stringify(config.trailingSlash)})`);
  }
  // Docusaurus 3.x reads the top-level onBrokenMarkdownLinks still, but markdown.hooks wins (it is the newer name).
  const mdKey = markdownHooks.onBrokenMarkdownLinks !== undefined ? 'markdown.hooks.onBrokenMarkdownLinks' : 'onBrokenMarkdownLinks';
  out.onBrokenLinks = severityOf(config.onBrokenLinks, 'onBrokenLinks', 'throw', report);
  out.onBrokenMarkdownLinks = severityOf(markdownHooks.onBrokenMarkdownLinks ?? config.onBrokenMarkdownLinks, mdKey, 'warn', report);
  out.onBrokenAnchors = severityOf(config.onBrokenAnchors, 'onBrokenAnchors', 'warn', report);
  out.onDuplicateRoutes = severityOf(config.onDuplicateRoutes, 'onDuplicateRoutes', 'warn', report);
  return out;
}
