// Types for lighthouse.mjs (used from TypeScript by scripts/bench/versus.ts).
export type Summary = Record<string, number | null> & { benchmarkIndex: number | null; jsBytes: number | null };
export const CHROME_FLAGS: string[];
export function chromePath(): string;
export function launchChrome(): Promise<{ port: number; kill(): Promise<void> | void }>;
export function summarize(lhr: unknown): Summary;
export function runLighthouse(url: string, formFactor: 'mobile' | 'desktop', port: number): Promise<Summary>;
export function medianOf(runs: Summary[]): Summary;
