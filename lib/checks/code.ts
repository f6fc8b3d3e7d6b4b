import { spawnSync } from 'node:child_process';
import { GraphQLError, parse as parseGraphql } from 'graphql';
import type { SourceFile } from '../source-file';
import type { BodyParts, CodeBlock } from '../content/body-parts';
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

/**
 * Every ```python block of every page compiles, in one Python process for the whole site. Without
 * the interpreter (or when it fails to run) the blocks are not checked and one `code/skipped`
 * warning says so.
 */
export function checkPython(pages: { src: SourceFile; parts: Pick<BodyParts, 'code'> }[], python = 'python3'): Issue[] {
  const blocks = pages.flatMap(({ src, parts }) => parts.code.filter((b) => PYTHON.has(b.lang)).map((b) => ({ src, b: { ...b, line: fileLine(src, b.line) } })));
  if (blocks.length === 0) return [];
  // -I -S: no user environment and no site packages to import, so the interpreter starts fast.
  const r = spawnSync(python, ['-I', '-S', '-c', COMPILE_ALL], {
    input: JSON.stringify(blocks.map(({ b }) => b.code)),
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
  return failed.map(([i, lineno, msg]) => {
    const { src, b } = blocks[i];
    return error('code/python', src.file, `python block does not compile: ${msg}`, { line: lineno ? b.line + lineno : b.line });
  });
}
