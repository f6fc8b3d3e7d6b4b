/**
 * `npm run dev` reloads the open page when contentlayer has generated (lib/content/generated-dev.ts):
 * scripts/dev.ts counts its generations into `.contentlayer/dev-generation.json`, which that module
 * imports in development. A production build imports ./no-content-generation.ts instead.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DEV_GENERATION_FILE = path.resolve('.contentlayer', 'dev-generation.json');

export type ContentGeneration = { generation: number };

export function writeContentGeneration(generation: number, file = DEV_GENERATION_FILE): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ generation } satisfies ContentGeneration)}\n`);
}
