// `npm run config`: the effective site configuration, each value with the layer it came from
// (lib/site.ts, the content folder's docusaurus.config.* and site.config.json, the environment), then
// what a Docusaurus config says that has no equivalent here. A config that is rejected is said in
// its own words (file, key, message), with no stack trace.

export {};

let loaded: typeof import('@/lib/site');
let sources: typeof import('@/lib/site-sources');
try {
  [loaded, sources] = await Promise.all([import('@/lib/site'), import('@/lib/site-sources')]);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
const { docusaurus, site, siteLayers } = loaded;

const json = process.argv.includes('--json');
const rows = sources.effectiveConfig(site, siteLayers);
if (json) {
  console.log(JSON.stringify({ settings: site, sources: Object.fromEntries(rows.map((r) => [r.key, r.from])), warnings: docusaurus?.warnings ?? [] }, null, 2));
} else {
  console.log(`Layers, lowest first: ${siteLayers.map((l) => l.from).join(' → ')}\n`);
  const width = Math.min(48, Math.max(...rows.map((r) => r.key.length)));
  for (const r of rows) console.log(`${r.key.padEnd(width)}  ${r.value}  ← ${r.from}`);
  if (docusaurus?.warnings.length) {
    console.log(`\nNot read from ${docusaurus.file} (no equivalent here):`);
    for (const w of docusaurus.warnings) console.log(`  - ${w}`);
  }
}
