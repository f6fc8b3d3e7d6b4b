/** Facts about a Docusaurus site folder's files that the loader and the cache share. */
import crypto from 'node:crypto';
import fs from 'node:fs';

/** Docusaurus's `DEFAULT_CONFIG_FILE_NAME` and the other extensions its loader accepts, in its order. */
export const CONFIG_FILE_NAMES = ['ts', 'mts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/** A file's content hash, '' when it does not exist (so its appearing is a change too). */
export const hashFile = (file: string) => (fs.existsSync(file) ? crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex') : '');

/**
 * What the resolved-config cache keeps of an environment variable a config read: a hash of its name
 * and value (null: unset), enough to notice a change, never the value (tokens and API keys are read
 * this way; the cache is a file on disk).
 */
export const envPrint = (name: string, value: string | undefined | null) =>
  typeof value === 'string' ? crypto.createHash('sha256').update(`${name}=${value}`).digest('hex').slice(0, 32) : null;
