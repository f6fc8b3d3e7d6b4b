import { errorsOf, formatIssue, infosOf, warningsOf, type Issue } from './types';

/** How many files to name for one broken link found on many pages (a navbar link is on all). */
const SHOWN_PER_LINK = 3;

function lines(issues: Issue[]): string[] {
  const groups = new Map<string, Issue[]>();
  for (const i of issues) {
    const key = i.link !== undefined ? `${i.rule}|${i.link}|${i.message}` : `#${groups.size}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  const out: string[] = [];
  for (const g of groups.values()) {
    for (const i of g.slice(0, SHOWN_PER_LINK)) out.push(`  ${formatIssue(i)}  [${i.rule}]`);
    const more = g.length - SHOWN_PER_LINK;
    if (more > 0) out.push(`  … and ${more} more page${more === 1 ? '' : 's'} with the same link`);
  }
  return out;
}

/** The printed report: errors, then warnings, then notes, then one summary line. */
export function reportLines(title: string, issues: Issue[], ms: number): string[] {
  const errors = errorsOf(issues);
  const warnings = warningsOf(issues);
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  const out: string[] = [];
  if (errors.length) out.push(`✖ ${plural(errors.length, 'error')}:`, ...lines(errors));
  if (warnings.length) out.push(`⚠ ${plural(warnings.length, 'warning')}:`, ...lines(warnings));
  // A site's 'log' severity (onBrokenLinks: 'log' …): shown, neither failing nor counted as a warning.
  const infos = infosOf(issues);
  if (infos.length) out.push(`ℹ ${plural(infos.length, 'note')}:`, ...lines(infos));
  out.push(`${errors.length ? '✖' : '✔'} ${title}: ${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')} (${ms} ms)`);
  return out;
}
