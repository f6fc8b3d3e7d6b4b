import { spawnSync } from 'node:child_process';
import { GraphQLError, parse as parseGraphql } from 'graphql';
import type { SourceFile } from '../source-file';
import { error, warning, type Issue } from './types';

/**
 * A fenced code block: its language (lower case), its code, the file line of its opening fence, and
 * the body lines it spans (0-based, the closing fence included).
 */
export type CodeBlock = { lang: string; code: string; line: number; from: number; to: number };

const OPEN = /^([ \t]*)(`{3,}|~{3,})[ \t]*([^\s`{]*)(.*)$/;

/**
 * Fenced code blocks, CommonMark style: a fence closes on the same character, at least as long (so
 * a block shown inside a longer fence is code, not a block); an indented fence (in a list or a JSX
 * element) has that indent removed from its lines; an unclosed fence runs to the end.
 */
export function codeBlocksOf(src: Pick<SourceFile, 'body' | 'bodyLine'>): CodeBlock[] {
  const lines = src.body.split(/\r?\n/);
  const out: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(OPEN);
    if (!m || (m[2][0] === '`' && m[4].includes('`'))) continue;
    const [, indent, marker, lang] = m;
    const close = new RegExp(`^[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
    const code: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]); j++) {
      code.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    out.push({ lang: lang.toLowerCase(), code: code.join('\n'), line: src.bodyLine + i, from: i, to: Math.min(j, lines.length - 1) });
    i = j;
  }
  return out;
}

const PYTHON = new Set(['python', 'py', 'python3']);
const GRAPHQL = new Set(['graphql', 'gql']);

/** Every ```graphql block is a GraphQL document (graphql-js's parser, as GraphQL servers read it). */
export function checkGraphql(src: SourceFile): Issue[] {
  const issues: Issue[] = [];
  for (const b of codeBlocksOf(src).filter((x) => GRAPHQL.has(x.lang))) {
    try {
      parseGraphql(b.code);
    } catch (e) {
      const at = e instanceof GraphQLError ? e.locations?.[0] : undefined;
      const message = (e as Error).message.replace(/^Syntax Error: /, '');
      issues.push(error('code/graphql', src.file, `graphql block does not parse: ${message}`, { line: at ? b.line + at.line : b.line }));
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
export function checkPython(sources: SourceFile[], python = 'python3'): Issue[] {
  const blocks = sources.flatMap((src) => codeBlocksOf(src).filter((b) => PYTHON.has(b.lang)).map((b) => ({ src, b })));
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
