export type Check = { name: string; pass: boolean; detail: string };
export type LighthouseFigures = {
  performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null;
  tbt: number | null; cls: number | null; thirdParty: string[]; failed?: Record<string, string[]>;
};
export const LIGHTHOUSE_MOBILE_BUDGET: { performance: number; accessibility: number; bestPractices: number; seo: number; tbtMs: number; cls: number };
export function lighthouseChecks(kind: string, m: LighthouseFigures, b?: typeof LIGHTHOUSE_MOBILE_BUDGET, opts?: { notFound?: boolean }): Check[];
export function firstLoadCheck(routes: import('./first-load.mjs').FirstLoad[], budget?: number): Check;
export function staticCheck(name: string, result: { problems: string[] }): Check;
