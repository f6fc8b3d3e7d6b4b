// The OSO team's Docusaurus sample (shared test data, read only): the end-to-end tests and the
// Docusaurus comparison build it unchanged into out-compat/, always from a copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const COMPAT_CORPUS = path.resolve('..', 'shared', 'compat', 'oso-docusaurus');

/**
 * The MySQL2 documentation site (shared test data, read only): a real Docusaurus 3 site the engine
 * was not written for, with the routes Docusaurus 3.10.2 builds from it beside it.
 */
export const MYSQL2_SITE = path.resolve('..', 'shared', 'compat', 'node-mysql2-docs');
export const MYSQL2_ROUTES = `${MYSQL2_SITE}-routes.txt`;

/** The wshub docs (shared test data, read only): a real versioned Docusaurus 3 site (Next, 1.8, 1.7), with Docusaurus's routes beside it. */
export const WSHUB_SITE = path.resolve('..', 'shared', 'compat', 'wshub-docs');
export const WSHUB_ROUTES = `${WSHUB_SITE}-routes.txt`;

/** Runs `fn` on a temporary copy of a shared site folder (the sample unless named), removed afterwards. */
export function withCorpusCopy<T>(fn: (dir: string) => T, corpus = COMPAT_CORPUS): T {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-compat-'));
  try {
    fs.cpSync(corpus, copy, { recursive: true });
    return fn(copy);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
