import { load } from 'js-yaml';

/**
 * A data file's text: JSON for `.json`, YAML otherwise (authors.yml, tags.yml, _category_ files).
 * A syntax error names the file as `shown` and the parser's first line.
 */
export function parseDataFile(file: string, text: string, shown = file): unknown {
  const json = file.endsWith('.json');
  try {
    return json ? JSON.parse(text) : load(text);
  } catch (e) {
    throw new Error(`${shown}: not valid ${json ? 'JSON' : 'YAML'} (${(e as Error).message.split('\n')[0]})`);
  }
}
