import fs from 'node:fs';
import path from 'node:path';
import { chartDataProblem, splitKeys } from '../content/chart-data';
import type { SourceFile } from '../source-file';
import type { ChartElement } from '../content/body-parts';
import { fileLine } from './body';
import type { CheckedPost } from './blog';
import type { CheckedDoc } from './docs';
import type { ContentTree } from './read';
import { error, type Issue } from './types';

/** Blank or absent; a value of another type is left to frontmatter/type. */
const missing = (v: unknown) => v === undefined || (typeof v === 'string' && !v.trim());

/**
 * What each page shows in lists, search results and link previews: a title (frontmatter or the
 * opening `# Title`, not the file name the engine falls back to), a description (frontmatter or the
 * first paragraph, as Docusaurus takes it) and, for a post, at least one author.
 */
export function checkRequired(page: CheckedDoc | CheckedPost): Issue[] {
  const { src, facts, entry } = page;
  const issues: Issue[] = [];
  if (missing(src.data.title) && !facts.contentTitle) {
    issues.push(error('frontmatter/required', src.file, `no title: set "title" (the page would be titled "${entry.title}")`, { field: 'title' }));
  }
  if (missing(src.data.description) && !facts.excerpt) {
    issues.push(error('frontmatter/required', src.file, 'no description and no paragraph to take one from: set "description" (one sentence for search results and link previews)', { field: 'description' }));
  }
  if ('authors' in entry && entry.authors.length === 0) {
    issues.push(error('frontmatter/required', src.file, 'no author: list ids of authors.yml in "authors"', { field: 'authors' }));
  }
  return issues;
}

/** A post without a truncate marker is shown whole on the blog list and tag pages. */
export function checkTruncate({ src, entry }: CheckedPost): Issue[] {
  return entry.truncated ? [] : [error('blog/truncate', src.file, 'no truncate marker: put {/* truncate */} (or <!-- truncate --> in .md) on a line after the introduction')];
}

/**
 * `<BarChart src="./data.json" x="…" y="a,b" />`: the JSON the compile reads (lib/content/chart-data.ts)
 * exists beside the page, parses, and has the x and y keys in every row, so the build does not stop on it.
 */
export function checkCharts(src: SourceFile, charts: ChartElement[], tree: Pick<ContentTree, 'paths'>): Issue[] {
  const issues: Issue[] = [];
  for (const { name, attrs, line: at } of charts) {
    const line = fileLine(src, at);
    const value = attrs.src;
    const shown = value && value !== '{}' ? `<${name} src="${value}">` : `<${name}>`;
    const fail = (why: string) => issues.push(error('content/chart-data', src.file, `${shown}: ${why}`, { line }));
    const exprs = ['src', 'x', 'y'].filter((a) => attrs[a] === '{}');
    if (exprs.length) {
      fail(`${exprs.join(', ')} must be a plain string attribute`);
      continue;
    }
    if (!value) {
      fail('the "src" attribute is missing');
      continue;
    }
    const file = path.resolve(tree.paths.root, path.dirname(src.rel), value);
    if (!fs.existsSync(file)) {
      fail(`${value} does not exist`);
      continue;
    }
    let rows: unknown;
    try {
      rows = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      // V8 quotes the text around the fault ('Unexpected token ']', ..."1 },]" is not valid JSON'): keep the fault.
      fail(`${value} is not valid JSON: ${(e as Error).message.replace(/,\s*(?:\.\.\.)?"[\s\S]*$/, '')}`);
      continue;
    }
    const problem = chartDataProblem(rows, attrs.x, splitKeys(attrs.y));
    if (problem) fail(problem);
  }
  return issues;
}
