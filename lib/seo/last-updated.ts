import { execFileSync } from 'node:child_process';

/**
 * `git log --format=%x00%cI --name-only` → newest commit date per file. Git lists commits newest
 * first, so the first date seen for a path is its last change.
 */
export function parseGitLog(out: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const block of out.split('\0')) {
    const [date, ...files] = block.split('\n').map((l) => l.trim());
    if (!date || Number.isNaN(Date.parse(date))) continue;
    for (const f of files) if (f && !dates.has(f)) dates.set(f, new Date(date).toISOString());
  }
  return dates;
}

/** Frontmatter `last_update`: Docusaurus's `{date, author}` or a bare date; anything else is ignored. */
export function frontmatterDate(value: unknown): string | undefined {
  const raw = value && typeof value === 'object' && 'date' in value ? (value as { date: unknown }).date : value;
  if (typeof raw !== 'string' && !(raw instanceof Date)) return undefined;
  const d = new Date(typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

let cached: Map<string, string> | undefined;

/**
 * Dates of every file under content/ from one git call per process. No git, no repository or a
 * file never committed: no date, and pages quietly leave the line out.
 */
export function gitDates(): Map<string, string> {
  if (cached) return cached;
  try {
    const out = execFileSync('git', ['-c', 'core.quotepath=off', 'log', '--relative', '--format=%x00%cI', '--name-only', '--', 'content'], {
      cwd: process.cwd(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    cached = parseGitLog(out);
  } catch {
    cached = new Map();
  }
  return cached;
}

/** When a content file last changed: frontmatter `last_update` wins over git history. */
export function lastUpdated(contentPath: string, frontmatter?: unknown): string | undefined {
  return frontmatterDate(frontmatter) ?? gitDates().get(`content/${contentPath}`);
}
