// `npm run search:push [-- --dry-run]`: upload the site's search records to the configured
// Algolia index with the site's synonyms, replacing all of them atomically (algoliasearch's replaceAllObjects writes a
// temporary index and moves it over the old one). Needs a built site (out/) and, unless
// --dry-run, NEXT_PUBLIC_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY.
import { ExportedSite } from '@/lib/exported-site';
import { OUT_DIR } from '@/lib/env';
import type { IndexSettings } from 'algoliasearch';
import { planPush } from '@/lib/search/push';

const dryRun = process.argv.includes('--dry-run');

async function main() {
  const plan = planPush(new ExportedSite(OUT_DIR));
  const pages = Object.entries(plan.bySection).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`${plan.records.length} records from ${pages} pages, URLs under ${plan.origin}`);
  if (dryRun) {
    console.log(`--dry-run: would set the DocSearch settings on index "${plan.indexName}" of app "${plan.appId ?? '(NEXT_PUBLIC_ALGOLIA_APP_ID unset)'}",`);
    console.log('then replace all its records atomically (temporary index, then move). Nothing was sent.');
    console.log(`settings: ${JSON.stringify(plan.settings)}`);
    console.log(`synonyms (replacing the index's own): ${JSON.stringify(plan.synonyms)}`);
    console.log(`first record: ${JSON.stringify(plan.records[1] ?? plan.records[0])}`);
    return;
  }
  const adminKey = process.env.ALGOLIA_ADMIN_KEY?.trim();
  if (!plan.appId || !adminKey) throw new Error('set NEXT_PUBLIC_ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (or pass --dry-run).');
  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(plan.appId, adminKey);
  const settings = await client.setSettings({ indexName: plan.indexName, indexSettings: structuredClone(plan.settings) as unknown as IndexSettings });
  await client.waitForTask({ indexName: plan.indexName, taskID: settings.taskID });
  // The site configuration's synonyms replace the index's, so both engines read the same list.
  const synonyms = await client.saveSynonyms({ indexName: plan.indexName, synonymHit: plan.synonyms, replaceExistingSynonyms: true });
  await client.waitForTask({ indexName: plan.indexName, taskID: synonyms.taskID });
  // Settings and synonyms first: replaceAllObjects copies them to the temporary index, so the swap is complete.
  await client.replaceAllObjects({ indexName: plan.indexName, objects: plan.records, batchSize: 1000 });
  console.log(`✔ index "${plan.indexName}" now holds ${plan.records.length} records and ${plan.synonyms.length} synonym groups.`);
}

main().catch((e: Error) => {
  console.error(`✖ search:push: ${e.message}`);
  process.exit(1);
});
