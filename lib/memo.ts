/**
 * A build-time memo on disk for work whose result depends on more than its input: each entry keeps,
 * beside its value, the lookups the work made (name, arguments, what each answered), and is used
 * only while making those lookups again answers the same. So a value computed from a document and,
 * say, the URLs of the documents it links to is reused until the document or one of those URLs
 * changes, without the key having to name every other document.
 *
 * One file per key (`<key>.json`, written whole then renamed), so a build that changes one entry
 * writes one file however many there are. `prune()` removes the entries this memo did not use, for
 * callers that ask for every live key in one run (lib/seo/twin-cache.ts). A memo that cannot be
 * read or written only costs the work: reads that fail are misses, writes that fail are skipped.
 *
 * Social cards (lib/seo/card-cache.ts) need no lookups: their key is all they depend on.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Functions the work may call whose answers it depends on (deterministic within one build). */
export type Lookups = Record<string, (...args: never[]) => unknown>;

/** One lookup as recorded: its name, its arguments, and the fingerprint of its answer. */
type Recorded = [name: string, args: unknown[], answer: string];
type Entry = { lookups: Recorded[]; value: unknown };

/** A string answer kept as written (readable in the file), any other as the hash of its JSON. */
const fingerprint = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : createHash('sha256').update(JSON.stringify(v) ?? 'undefined').digest('hex'));

/** The hex sha256 of strings, each ended by a NUL so neighbours cannot run together. */
export const hashOf = (...parts: (string | Buffer)[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
};

/** `entry` and the project files it imports, transitively (relative imports), from `root`. */
export function importedFiles(entry: string, root: string): string[] {
  const seen = new Set<string>();
  const visit = (rel: string) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    let code: string;
    try {
      code = fs.readFileSync(path.join(root, rel), 'utf8');
    } catch {
      return; // hashed as missing
    }
    for (const [, spec] of code.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = path.posix.join(path.posix.dirname(rel), spec);
      const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => fs.existsSync(path.join(root, f)) && fs.statSync(path.join(root, f)).isFile());
      if (file) visit(file);
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** What every project file's code runs on besides itself: the installed packages and their patches. */
const PACKAGES = ['package-lock.json', 'node_modules/.package-lock.json', 'scripts/patch-deps.mjs'];
const codeHashes = new Map<string, string>();

/**
 * The hash of the code that starts at `entries` (project files, relative to `root`): them, the
 * project files they import (`importedFiles`), the installed packages, and `salt` (a version to bump
 * when a change escapes the files). Computed once per process. A cached result keyed by it is
 * dropped when that code changes.
 */
export function codeHash(entries: string[], root = process.cwd(), salt = ''): string {
  const id = JSON.stringify([entries, path.resolve(root), salt]);
  let h = codeHashes.get(id);
  if (!h) {
    const files = [...new Set(entries.flatMap((e) => importedFiles(e, root)))].sort().concat(PACKAGES);
    h = hashOf(salt, ...files.flatMap((f) => [f, fs.existsSync(path.join(root, f)) ? fs.readFileSync(path.join(root, f)) : 'missing']));
    codeHashes.set(id, h);
  }
  return h;
}

export class DiskMemo {
  readonly dir: string;
  hits = 0;
  misses = 0;
  private used = new Set<string>();

  constructor(dir: string) {
    this.dir = dir;
  }

  /**
   * The value for `key`: from disk when every lookup recorded with it answers the same now (the
   * lookups are made again, in the order first made: their side effects happen as without a
   * memo), else `compute`d with `lookups` and stored with the lookups it made. The value must
   * survive JSON.
   */
  get<T, L extends Lookups>(key: string, lookups: L, compute: (lookups: L) => T): T {
    const file = path.join(this.dir, `${key}.json`);
    this.used.add(`${key}.json`);
    const stored = this.read(file);
    if (stored && stored.lookups.every(([name, args, answer]) => this.answers(lookups, name, args, answer))) {
      this.hits++;
      return stored.value as T;
    }
    this.misses++;
    const made = new Map<string, Recorded>();
    const recording = Object.fromEntries(
      Object.entries(lookups).map(([name, fn]) => [
        name,
        (...args: never[]) => {
          const answer = fn(...args);
          const id = JSON.stringify([name, args]);
          if (!made.has(id)) made.set(id, [name, args, fingerprint(answer)]);
          return answer;
        },
      ]),
    ) as L;
    const value = compute(recording);
    this.write(file, { lookups: [...made.values()], value });
    return value;
  }

  /** Remove the files of `dir` not asked for since this memo was made; how many went. */
  prune(): number {
    let removed = 0;
    try {
      for (const f of fs.readdirSync(this.dir)) {
        // Left-over temporary files of a build that died mid-write go too.
        if (!this.used.has(f)) {
          fs.rmSync(path.join(this.dir, f), { force: true });
          removed++;
        }
      }
    } catch {
      // no cache folder, or not ours to clean
    }
    return removed;
  }

  private answers(lookups: Lookups, name: string, args: unknown[], answer: string): boolean {
    const fn = lookups[name];
    if (!fn) return false;
    try {
      return fingerprint(fn(...(args as never[]))) === answer;
    } catch {
      // A lookup that fails now decides nothing: the work runs again and meets the failure itself.
      return false;
    }
  }

  private read(file: string): Entry | undefined {
    try {
      const e = JSON.parse(fs.readFileSync(file, 'utf8')) as Entry;
      return Array.isArray(e?.lookups) && 'value' in e ? e : undefined;
    } catch {
      return undefined; // not there yet, or unreadable
    }
  }

  private write(file: string, entry: Entry) {
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      // Written whole, then renamed: a build running beside this one never reads half an entry.
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(entry));
      fs.renameSync(tmp, file);
    } catch {
      // a read-only checkout: the work runs again next time
    }
  }
}
