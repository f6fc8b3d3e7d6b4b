import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contentPaths } from '../env';

export type FileDates = { newest: string; oldest: string };

/**
 * `git log --format=%x00%cI --name-only` → first and last commit date per file. Git lists commits
 * newest first, so the first date seen for a path is its last change and the last one its first.
 */
export function parseGitLog(out: string): Map<string, FileDates> {
  const dates = new Map<string, FileDates>();
  for (const block of out.split('\0')) {
    const [date, ...files] = block.split('\n').map((l) => l.trim());
    if (!date || Number.isNaN(Date.parse(date))) continue;
    const iso = new Date(date).toISOString();
    for (const f of files) {
      if (!f) continue;
      const seen = dates.get(f);
      dates.set(f, { newest: seen?.newest ?? iso, oldest: iso });
    }
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

let cached: Map<string, FileDates> | undefined;

/**
 * Dates of every file of the content folder (keys relative to it: `docs/a.mdx`) from one git call
 * per process. No git, no repository or a file never committed: no date.
 */
export function gitDates(root = contentPaths().root): Map<string, FileDates> {
  if (cached) return cached;
  try {
    const out = execFileSync('git', ['-c', 'core.quotepath=off', 'log', '--relative', '--format=%x00%cI', '--name-only', '--', '.'], {
      cwd: root,
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
export function lastUpdated(source: string, frontmatter?: unknown): string | undefined {
  return frontmatterDate(frontmatter) ?? gitDates().get(source)?.newest;
}

/** When a content file was first committed, else when it was last written (an undated post's date). */
export function firstCommitted(source: string, root = contentPaths().root): string {
  return gitDates(root).get(source)?.oldest ?? fs.statSync(path.join(root, source)).mtime.toISOString();
}
