import type { Site } from '../site';
import { validateSite } from '../site.schema';
import { error, type Issue } from './types';

const FILE = 'lib/site.ts';

/** validateSite's message ("  - navbar.items.2: needs exactly one of …") as one issue per key. */
export function siteIssues(e: unknown): Issue[] {
  const message = e instanceof Error ? e.message : String(e);
  const lines = [...message.matchAll(/^\s+- ([^:]+): (.+)$/gm)];
  // "… in lib/site.ts merged with x/site.config.json": the file a moved-in site writes is the one to name.
  const file = message.match(/^Invalid site configuration in (?:lib\/site\.ts merged with )?(\S+):/)?.[1] ?? FILE;
  if (!message.startsWith('Invalid site configuration') || !lines.length) return [error('config/site', file, message.split('\n')[0])];
  return lines.map((m) => error('config/site', file, m[2], { field: m[1] }));
}

/** The site configuration against its schema (lib/site.schema.ts, the one the site itself uses). */
export function checkSiteConfig(input: unknown): Issue[] {
  try {
    validateSite(input);
    return [];
  } catch (e) {
    return siteIssues(e);
  }
}

/** lib/site.ts validates itself when imported: importing it is the check. */
export async function checkSiteModule(): Promise<{ issues: Issue[]; site?: Site }> {
  try {
    const { site } = await import('../site');
    return { issues: [], site };
  } catch (e) {
    return { issues: siteIssues(e) };
  }
}
