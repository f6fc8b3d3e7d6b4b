import type { Site } from '../site';
import { validateSite } from '../site.schema';
import { error, warning, type Issue } from './types';

const FILE = 'lib/site.ts';

/** validateSite's message ("  - navbar.items.2: needs exactly one of …") as one issue per key. */
export function siteIssues(e: unknown): Issue[] {
  const message = e instanceof Error ? e.message : String(e);
  const lines = [...message.matchAll(/^\s+- ([^:]+): (.+)$/gm)];
  // "… in lib/site.ts merged with x/site.config.json": the file a moved-in site writes is the one to name.
  const file = message.match(/^Invalid site configuration in (?:lib\/site\.ts merged with )?(\S+):/)?.[1] ?? message.match(/^Cannot load (\S+):/)?.[1] ?? FILE;
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

/**
 * lib/site.ts validates itself when imported: importing it is the check. What a Docusaurus config
 * says that has no equivalent here comes back as warnings naming the config file.
 */
export async function checkSiteModule(): Promise<{ issues: Issue[]; site?: Site }> {
  try {
    const { site, docusaurus, siteLayers } = await import('../site');
    const file = siteLayers.find((l) => docusaurus && l.data === docusaurus.settings)?.from ?? 'docusaurus.config';
    return { issues: (docusaurus?.warnings ?? []).map((w) => warning('config/docusaurus', file, w)), site };
  } catch (e) {
    return { issues: siteIssues(e) };
  }
}
