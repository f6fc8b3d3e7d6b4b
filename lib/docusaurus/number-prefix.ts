/**
 * Number prefixes on docs files and folders, read as Docusaurus reads them: `01-intro` is `intro`
 * at position 1. Names that start like a date or a version (`2024-07-30-openrank`, `8.0-notes`)
 * keep their whole name and get no position.
 */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;
const PREFIXED = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

export function parseNumberPrefix(name: string): { name: string; position?: number } {
  if (DATE_OR_VERSION.test(name)) return { name };
  const m = PREFIXED.exec(name);
  return m ? { name: m[2], position: Number.parseInt(m[1], 10) } : { name };
}

/** Every segment of a folder path without its number prefix: `01-a/02-b` → `a/b`. */
export const stripPathPrefixes = (dir: string) =>
  dir
    .split('/')
    .map((s) => parseNumberPrefix(s).name)
    .join('/');
