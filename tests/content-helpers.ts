/**
 * Helpers for the content checks (content-docs / content-blog tests): they read the real files
 * under content/, so a failure names the file that breaks a rule.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { parse as parseGraphql } from 'graphql';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export const CONTENT_DIR = path.resolve(__dirname, '..', 'content');

export type Source = {
  /** Path relative to content/, with forward slashes: `docs/guides/dbt.mdx`. */
  file: string;
  abs: string;
  raw: string;
  data: Record<string, unknown>;
  body: string;
  /** 1-based line in the file where the body starts, so fence lines point into the file. */
  bodyLine: number;
};

export type Fence = { lang: string; meta: string; code: string; line: number };

/** Every file under `dir` (absolute) whose name matches `re`, sorted for stable test order. */
export function listFiles(dir: string, re: RegExp): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (re.test(e.name)) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function splitFrontmatter(file: string, raw: string): Pick<Source, 'data' | 'body' | 'bodyLine'> {
  const m = raw.match(FRONTMATTER);
  if (!m) return { data: {}, body: raw, bodyLine: 1 };
  const data = load(m[1]);
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    throw new Error(`${file}: frontmatter is not a YAML mapping`);
  }
  return { data: (data ?? {}) as Record<string, unknown>, body: raw.slice(m[0].length), bodyLine: m[0].split('\n').length };
}

export function readSource(abs: string): Source {
  const raw = fs.readFileSync(abs, 'utf8');
  const file = path.relative(CONTENT_DIR, abs).split(path.sep).join('/');
  return { file, abs, raw, ...splitFrontmatter(file, raw) };
}

/** Markdown files (.md, .mdx) under content/<sub>. */
export const readSources = (sub: string): Source[] =>
  listFiles(path.join(CONTENT_DIR, sub), /\.mdx?$/).map(readSource);

const OPEN = /^([ \t]*)(`{3,}|~{3,})[ \t]*([^\s`{]*)(.*)$/;

/**
 * Fenced code blocks, CommonMark style: a fence closes on the same character, at least as long;
 * an indented fence (in a list) has that indent removed from its lines.
 */
export function extractFences(body: string, firstLine = 1): Fence[] {
  const lines = body.split(/\r?\n/);
  const out: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(OPEN);
    if (!m || (m[2][0] === '`' && m[4].includes('`'))) continue;
    const [, indent, marker, lang, meta] = m;
    const close = new RegExp(`^[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
    const code: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]); j++) {
      code.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    out.push({ lang: lang.toLowerCase(), meta: meta.trim(), code: code.join('\n'), line: firstLine + i });
    i = j;
  }
  return out;
}

/** The body with fenced code blocks removed (an unclosed fence runs to the end, as in CommonMark). */
export function stripFences(body: string): string {
  const lines = body.split(/\r?\n/);
  const keep: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(OPEN);
    if (!m || (m[2][0] === '`' && m[4].includes('`'))) {
      keep.push(lines[i]);
      continue;
    }
    const close = new RegExp(`^[ \\t]*${m[2][0] === '`' ? '`' : '~'}{${m[2].length},}[ \\t]*$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j])) j++;
    i = j;
  }
  return keep.join('\n');
}

// Attribute values may hold quoted strings or (one level of nested) JSX expressions.
const ATTR_EXPR = String.raw`\{(?:[^{}]|\{[^{}]*\})*\}`;
const JSX_TAG = new RegExp(String.raw`<\/?[A-Za-z][\w.:-]*(?:\s(?:[^<>"'{}]|"[^"]*"|'[^']*'|${ATTR_EXPR})*)?\/?>`, 'g');

/**
 * Prose only: no frontmatter (pass the body), code blocks, comments, ESM lines, JSX/HTML tags
 * (with their attributes), URLs or Markdown markup. Text inside elements and link texts stay.
 */
export function proseOf(body: string): string {
  return stripFences(body)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/^(?:import|export)\s.*$/gm, ' ')
    .replace(JSX_TAG, ' ')
    .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, ' ') // reference definitions
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images keep their text
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<?https?:\/\/[^\s)>]+>?/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ') // heading ids
    .replace(/^:::\w*(?:\[(.*)\])?.*$/gm, '$1') // admonition fences keep their title
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*>+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/&#?\w+;/g, ' ')
    .replace(/[`*~|]/g, ' ')
    .replace(/(?<!\w)_+|_+(?!\w)/g, ' ');
}

/** Words are whitespace-separated tokens with at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

export const proseWords = (body: string) => countWords(proseOf(body));

export const PLACEHOLDERS = ['lorem', 'ipsum', 'TODO', 'TBD', 'FIXME', 'coming soon', 'placeholder'];
const PLACEHOLDER_RE = new RegExp(String.raw`\b(?:${PLACEHOLDERS.map((w) => w.replace(' ', String.raw`\s+`)).join('|')})\b`, 'gi');

/** Each placeholder word in the text, with its 1-based line, e.g. `12: "TODO"`. */
export function placeholderHits(raw: string): string[] {
  const hits: string[] = [];
  raw.split(/\r?\n/).forEach((line, i) => {
    for (const m of line.matchAll(PLACEHOLDER_RE)) hits.push(`${i + 1}: "${m[0]}"`);
  });
  return hits;
}

/** Frontmatter lists come as YAML arrays; anything else is treated as absent. */
export const strList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

export const nonEmptyString = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;

/**
 * Runs `python3 -m py_compile` over the files in as few processes as it can: py_compile stops at
 * the first file that fails, so each run resumes after the file it blamed. Returns file → stderr
 * for the files that failed.
 */
export function pyCompileEach(files: string[], env: NodeJS.ProcessEnv = process.env): Map<string, string> {
  const failures = new Map<string, string>();
  let rest = files;
  while (rest.length > 0) {
    const r = spawnSync('python3', ['-m', 'py_compile', ...rest], { encoding: 'utf8', env });
    if (r.status === 0) break;
    const stderr = r.stderr || `python3 exited with ${r.status ?? r.signal}`;
    const bad = rest.find((f) => stderr.includes(`"${f}"`) || stderr.includes(`'${f}'`));
    if (!bad) {
      for (const f of rest) failures.set(f, stderr);
      break;
    }
    failures.set(bad, stderr);
    rest = rest.slice(rest.indexOf(bad) + 1);
  }
  return failures;
}

export const hasPython = spawnSync('python3', ['--version']).status === 0;

/**
 * Table-driven checks that every ```python block compiles (`python3 -m py_compile`) and every
 * ```graphql block parses, one test per block named by file and line.
 */
export function describeCodeBlocks(name: string, sources: Source[]) {
  const fences = sources.flatMap((s) => extractFences(s.body, s.bodyLine).map((f) => ({ ...f, where: `${s.file}:${f.line}` })));
  const python = fences.filter((f) => f.lang === 'python' || f.lang === 'py');
  const graphql = fences.filter((f) => f.lang === 'graphql' || f.lang === 'gql');
  if (!hasPython && python.length > 0) console.warn(`${name}: python3 is not on PATH, so ${python.length} Python block checks are skipped`);

  describe(name, () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-content-python-'));
    const fileOf = (i: number) => path.join(tmp, `block_${i}.py`);
    let failures = new Map<string, string>();
    beforeAll(() => {
      if (!hasPython) return;
      python.forEach((f, i) => fs.writeFileSync(fileOf(i), f.code + '\n'));
      // Bytecode goes to the temp folder, never beside the sources.
      const env = { ...process.env, PYTHONPYCACHEPREFIX: path.join(tmp, 'pycache') };
      failures = pyCompileEach(python.map((_, i) => fileOf(i)), env);
    });
    afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

    it.skipIf(!hasPython || python.length === 0).each(python.map((f, i) => [f.where, i] as const))(
      'python block at %s compiles',
      (where, i) => expect(failures.get(fileOf(i)) ?? null, `${where}: python3 -m py_compile failed`).toBeNull(),
    );

    it.skipIf(graphql.length === 0).each(graphql.map((f) => [f.where, f.code] as const))('graphql block at %s parses', (where, code) => {
      let error: string | null = null;
      try {
        parseGraphql(code);
      } catch (e) {
        error = (e as Error).message;
      }
      expect(error, `${where}: not a valid GraphQL document`).toBeNull();
    });
  });
}
