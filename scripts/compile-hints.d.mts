export const COMPILE_HINT: string;
export function firstLoadChunks(outDir: string, basePath?: string): string[];
export function addCompileHints(outDir: string, basePath?: string): string[];
