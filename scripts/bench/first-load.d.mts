export const FIRST_LOAD_BUDGET_BYTES: number;
export type FirstLoad = { route: string; chunks: number; inline: number; payload: number; total: number; scripts: number; missing: string[] };
export function scriptsOf(html: string): { src: string[]; inline: string[]; payload: string[] };
export function gzipSize(buf: Buffer | string): number;
export function fileForSrc(outDir: string, src: string, basePath?: string): string;
export function firstLoadOf(outDir: string, htmlFile: string, cache?: Map<string, number>, basePath?: string): FirstLoad;
export function routeOf(htmlFile: string): string;
export function htmlFiles(outDir: string, dir?: string): string[];
export function firstLoadAll(outDir: string, basePath?: string): FirstLoad[];
