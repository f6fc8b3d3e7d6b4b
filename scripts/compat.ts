// The OSO team's Docusaurus sample (shared test data, read only): the end-to-end tests and the
// Docusaurus comparison build it unchanged into out-compat/, always from a copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const COMPAT_CORPUS = path.resolve('..', 'shared', 'compat', 'oso-docusaurus');

/** Runs `fn` on a temporary copy of the sample, removed afterwards. */
export function withCorpusCopy<T>(fn: (dir: string) => T): T {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-compat-'));
  try {
    fs.cpSync(COMPAT_CORPUS, copy, { recursive: true });
    return fn(copy);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
