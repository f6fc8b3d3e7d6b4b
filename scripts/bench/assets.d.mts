export const IMAGE_BUDGET_BYTES: number;
export function checkImages(outDir: string, basePath?: string): { files: number; tags: number; problems: string[] };
export function checkFonts(outDir: string): { faces: number; problems: string[] };
export function checkThirdParty(outDir: string): { problems: string[] };
