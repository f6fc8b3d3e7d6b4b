import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { GraphQLError, parse as parseGraphql } from 'graphql';
import type { SourceFile } from '../source-file';
import type { BodyParts, CodeBlock } from '../content/body-parts';
import { hashOf } from '../memo';
import { fileLine } from './body';
import { error, warning, type Issue } from './types';

const PYTHON = new Set(['python', 'py', 'python3']);
const GRAPHQL = new Set(['graphql', 'gql']);

/** Every ```graphql block is a GraphQL document (graphql-js's parser, as GraphQL servers read it). */
export function checkGraphql(src: SourceFile, code: CodeBlock[]): Issue[] {
  const issues: Issue[] = [];
  for (const b of code.filter((x) => GRAPHQL.has(x.lang))) {
    try {
      parseGraphql(b.code);
    } catch (e) {
      const at = e instanceof GraphQLError ? e.locations?.[0] : undefined;
      const message = (e as Error).message.replace(/^Syntax Error: /, '');
      const line = fileLine(src, b.line);
      issues.push(error('code/graphql', src.file, `graphql block does not parse: ${message}`, { line: at ? line + at.line : line }));
    }
  }
  return issues;
}

/**
 * Compiles every block it is given (a JSON list of strings on stdin) the way `python3 -m py_compile`
 * does, and prints the failures as JSON: [index, line in the block, message]. Nothing is written.
 */
const COMPILE_ALL = `
import json, sys, warnings
warnings.simplefilter("ignore")
failed = []
for i, code in enumerate(json.loads(sys.stdin.buffer.read().decode("utf-8"))):
    try:
        compile(code, "<block>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as e:
        failed.append([i, getattr(e, "lineno", None), getattr(e, "msg", None) or str(e)])
json.dump(failed, sys.stdout)
`;

/** Where the last results are kept: one file, for one interpreter, each block's by its text. */
export const PYTHON_CACHE = path.join(process.cwd(), 'node_modules', '.cache', 'oso-docs', 'python-blocks.json');

/** A compile failure: the line in the block and the message; 0 when the block compiled. */
type Result = [number | null, string] | 0;

/** The interpreter `python` runs (found on PATH as a shell would), as a key: its real path, size and time. */
function interpreterKey(python: string): string | undefined {
  const dirs = python.includes('/') ? [''] : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    try {
      const file = fs.realpathSync(path.join(dir, python));
      const st = fs.statSync(file);
      if (st.isFile()) return hashOf(file, String(st.size), String(Math.round(st.mtimeMs)));
    } catch {
      // not there
    }
  }
  return undefined;
}

function readResults(cache: string, interpreter: string | undefined): Record<string, Result> {
  try {
    const kept = JSON.parse(fs.readFileSync(cache, 'utf8')) as { interpreter: string; results: Record<string, Result> };
    return interpreter && kept.interpreter === interpreter ? kept.results : {};
  } catch {
    return {};
  }
}

/**
 * Every ```python block of every page compiles, in one Python process for the whole site. A block
 * whose text the same interpreter compiled last time is not compiled again (`cache`; false: none).
 * Without the interpreter (or when it fails to run) the blocks are not checked and one `code/skipped`
 * warning says so.
 */
export function checkPython(pages: { src: SourceFile; parts: Pick<BodyParts, 'code'> }[], python = 'python3', cache: string | false = PYTHON_CACHE): Issue[] {
  const blocks = pages.flatMap(({ src, parts }) => parts.code.filter((b) => PYTHON.has(b.lang)).map((b) => ({ src, b: { ...b, line: fileLine(src, b.line) } })));
  if (blocks.length === 0) return [];
  const interpreter = cache ? interpreterKey(python) : undefined;
  const known = cache ? readResults(cache, interpreter) : {};
  const keys = blocks.map(({ b }) => hashOf(b.code));
  const todo = [...new Set(keys.filter((k) => !(k in known)))];
  const results: Record<string, Result> = {};
  for (const k of keys) if (k in known) results[k] = known[k];
  if (todo.length) {
    const code = new Map(keys.map((k, i) => [k, blocks[i].b.code]));
    // -I -S: no user environment and no site packages to import, so the interpreter starts fast.
    const r = spawnSync(python, ['-I', '-S', '-c', COMPILE_ALL], {
      input: JSON.stringify(todo.map((k) => code.get(k))),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    let failed: [number, number | null, string][] | undefined;
    try {
      if (!r.error && r.status === 0) failed = JSON.parse(r.stdout);
    } catch {
      failed = undefined;
    }
    if (!failed) {
      const files = new Set(blocks.map(({ src }) => src.file)).size;
      const missing = (r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
      const output = (r.stderr || r.stdout || `exit ${r.status ?? r.signal}`).trim().split('\n').pop();
      const why = missing ? `${python} is not on PATH` : `${python} failed: ${r.error?.message ?? output}`;
      const first = blocks[0];
      return [warning('code/skipped', first.src.file, `${why}, so ${blocks.length} python block${blocks.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} ${blocks.length === 1 ? 'was' : 'were'} not compiled`, { line: first.b.line })];
    }
    for (const k of todo) results[k] = 0;
    for (const [i, lineno, msg] of failed) results[todo[i]] = [lineno, msg];
    if (cache && interpreter) {
      try {
        fs.mkdirSync(path.dirname(cache), { recursive: true });
        fs.writeFileSync(cache, JSON.stringify({ interpreter, results }));
      } catch {
        // only a cache
      }
    }
  }
  return blocks.flatMap(({ src, b }, i) => {
    const r = results[keys[i]];
    if (!r) return [];
    const [lineno, msg] = r;
    return [error('code/python', src.file, `python block does not compile: ${msg}`, { line: lineno ? b.line + lineno : b.line })];
  });
}
