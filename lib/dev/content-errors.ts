/**
 * `npm run dev` shows a content error in the browser, on every page, while it lasts: the file, its
 * line and the message, as `npm run check` words them. scripts/dev.ts checks each docs or blog file
 * as it is saved (frontmatter and MDX, `checkFile`) and writes the errors there are to
 * `.contentlayer/dev-errors.json`, which the layout imports in development
 * (components/layout/dev-content-errors.tsx): the page updates when the file does, and the panel
 * goes once the file is fixed. A production build imports lib/dev/no-content-errors.ts instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkFrontmatter } from '../checks/frontmatter';
import { errorsOf, mdxIssue, type Issue } from '../checks/types';
import { bodyFacts } from '../content/body';
import { parseSource } from '../source-file';

export const DEV_ERRORS_FILE = path.resolve('.contentlayer', 'dev-errors.json');

export type DevError = { file: string; line?: number; field?: string; message: string };

/** The errors of one docs or blog file (`rel` relative to the content folder, e.g. docs/intro.md). */
export function checkFile(text: string, shown: string, rel: string): DevError[] {
  const src = parseSource(shown, rel, text);
  const issues: Issue[] = [...checkFrontmatter(src)];
  if (!src.yamlError) {
    try {
      bodyFacts(src.body);
    } catch (e) {
      issues.push(mdxIssue(src, e));
    }
  }
  return errorsOf(issues).map(({ file, line, field, message }) => ({ file, ...(line ? { line } : {}), ...(field ? { field } : {}), message }));
}

/** Writes the errors (sorted) when they differ from what the file holds; returns whether it wrote. */
export function writeDevErrors(errors: DevError[], file = DEV_ERRORS_FILE): boolean {
  const text = `${JSON.stringify([...errors].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0)), null, 1)}\n`;
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}
