// The Docusaurus project the benches measure this engine against: ../shared/compat/docusaurus-anchor
// set up in a temporary folder with its dependencies (its README says how), passed as --docusaurus DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfigFile } from '@/lib/docusaurus/load-config';
import { DEFAULT_SIDEBARS } from '@/lib/docusaurus/sidebars';
import { readVersionsFile, versionSidebarsFile, VERSIONS_FILE } from '@/lib/docusaurus/versions';

/** DIR's `docusaurus` binary; exits with how to set one up when DIR has no installed Docusaurus. */
export function docusaurusBin(dir: string): string {
  if (!fs.existsSync(path.join(dir, 'node_modules', '@docusaurus', 'core'))) {
    console.error(`${dir} is not a Docusaurus project with its dependencies installed: see ../shared/compat/docusaurus-anchor/README.md, then pass --docusaurus DIR`);
    process.exit(1);
  }
  return path.join(dir, 'node_modules', '.bin', 'docusaurus');
}

/** Docusaurus's build caches in DIR (cleared for a cold build). */
export const docusaurusCaches = (dir: string) => [path.join(dir, '.docusaurus'), path.join(dir, 'node_modules', '.cache')];

/**
 * A temporary copy of the project DIR (its configuration, sidebars and pages; node_modules linked, not
 * copied) holding `content`'s docs/ and blog/ in place of its own: the same site, on other content.
 * The generated sites use <Tabs> and <TabItem> without importing them (this engine provides them to
 * every page); the copy provides them the way Docusaurus documents, an MDXComponents theme override.
 * A versioned `content` (versions.json, versioned_docs/) keeps its versions, each with the sidebars
 * `docusaurus docs:version` would have snapshotted in DIR: DIR's own sidebars file.
 */
export async function docusaurusOn(dir: string, content: string): Promise<string> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-docusaurus-'));
  // Its configuration and sidebars in whichever language it has them, and its own pages if any.
  for (const f of ['docusaurus.config.js', 'docusaurus.config.ts', 'sidebars.js', 'sidebars.ts', 'package.json', 'src'])
    if (fs.existsSync(path.join(dir, f))) fs.cpSync(path.join(dir, f), path.join(copy, f), { recursive: true });
  fs.symlinkSync(path.join(dir, 'node_modules'), path.join(copy, 'node_modules'));
  for (const f of ['docs', 'blog', 'versioned_docs', VERSIONS_FILE]) if (fs.existsSync(path.join(content, f))) fs.cpSync(path.join(content, f), path.join(copy, f), { recursive: true });
  const versions = readVersionsFile(copy) ?? [];
  const sidebarsFile = ['sidebars.js', 'sidebars.ts'].map((f) => path.join(copy, f)).find((f) => fs.existsSync(f));
  const sidebars = sidebarsFile ? (await loadConfigFile(sidebarsFile)).config : DEFAULT_SIDEBARS;
  for (const name of versions) {
    fs.mkdirSync(path.dirname(path.join(copy, versionSidebarsFile(name))), { recursive: true });
    fs.writeFileSync(path.join(copy, versionSidebarsFile(name)), JSON.stringify(sidebars, null, 2));
  }
  fs.mkdirSync(path.join(copy, 'src', 'theme'), { recursive: true });
  fs.writeFileSync(
    path.join(copy, 'src', 'theme', 'MDXComponents.js'),
    "import MDXComponents from '@theme-original/MDXComponents';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nexport default { ...MDXComponents, Tabs, TabItem };\n",
  );
  return copy;
}
