// `npm run bench:i18n -- [--pages 60] [--locales 1,3,5] [--rounds 2] [--workers auto,1] [--docusaurus DIR] [--mysql2] [--no-ours] [--log FILE]`:
// what locales cost (issue #50), cold builds interleaved so the shared machine's drift falls on every
// variant alike. Each round builds, in turn: a generated site (generate-site.ts --locales N) with this
// engine for each N, the same folder with Docusaurus when --docusaurus DIR is given (a project set up as
// ../shared/compat/docusaurus-anchor/README.md says; `docusaurus build` builds every locale), and with
// --mysql2 ../shared/compat/node-mysql2-docs with only `en` (a config copy) and unchanged (en, zh-CN,
// pt-BR), first in each round. --no-ours leaves out this engine's builds of the generated sites. Every build is cold (scripts/bench/caches.ts, Docusaurus's .docusaurus/ and
// node_modules/.cache cleared first). Each run is appended to FILE (JSON lines) as it ends, with the
// 1-minute load average at its start, then a table of medians and ratios is printed. --workers builds each
// generated site of ours once per value, `auto` being the engine's rule and a number PAGE_WORKERS
// (lib/builder/page-workers.ts), so the worker count is compared in the same rounds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MYSQL2_SITE } from '../compat';
import { engineCaches } from './caches';
import { docusaurusBin, docusaurusCaches, docusaurusOn } from './docusaurus';
import { generateSite } from './generate-site';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const PAGES = Number(arg('pages') ?? 60);
const LOCALES = (arg('locales') ?? '1,3,5').split(',').map(Number);
const ROUNDS = Number(arg('rounds') ?? 2);
const DOCU = arg('docusaurus') ? path.resolve(arg('docusaurus')!) : undefined;
const MYSQL2 = argv.includes('--mysql2');
const OURS = !argv.includes('--no-ours');
const WORKERS = (arg('workers') ?? 'auto').split(',');
const LOG = path.resolve(arg('log') ?? 'bench/i18n-runs.jsonl');
const OUT_DIR = 'out-bench-i18n';

type Run = { variant: string; round: number; seconds: number; load: number; at: string };

function timed(variant: string, round: number, cmd: string, args: string[], opts: { cwd?: string; env?: Record<string, string> }): Run {
  const load = os.loadavg()[0];
  const at = new Date().toISOString();
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${variant} failed (exit ${r.status ?? r.signal})`);
  const run = { variant, round, seconds: (Date.now() - t) / 1000, load: Number(load.toFixed(2)), at };
  fs.appendFileSync(LOG, `${JSON.stringify(run)}\n`);
  console.log(`  ${variant}: ${run.seconds.toFixed(1)} s (load ${run.load})`);
  return run;
}

const clear = (dirs: string[]) => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));

function buildOurs(variant: string, round: number, content: string, workers = 'auto'): Run {
  clear(engineCaches());
  const env: Record<string, string> = { CONTENT_DIR: content, OUT_DIR, NEXT_TELEMETRY_DISABLED: '1' };
  if (workers !== 'auto') env.PAGE_WORKERS = workers;
  return timed(workers === 'auto' ? variant : `${variant}, ${workers} worker(s)`, round, process.execPath, ['scripts/run.mjs', 'build'], { env });
}

function buildTheirs(variant: string, round: number, project: string): Run {
  clear(docusaurusCaches(project));
  return timed(variant, round, docusaurusBin(DOCU!), ['build'], { cwd: project, env: { DOCUSAURUS_TELEMETRY: '0' } });
}

/** The Docusaurus project on `content` with its locales: the config's `i18n` set to them, `i18n/` copied. */
async function docusaurusWithLocales(content: string, locales: string[]): Promise<string> {
  const copy = await docusaurusOn(DOCU!, content);
  const config = path.join(copy, 'docusaurus.config.js');
  const text = fs.readFileSync(config, 'utf8');
  const i18n = `i18n: { defaultLocale: 'en', locales: ${JSON.stringify(locales)} },`;
  if (!/i18n: \{[^}]*\},/.test(text)) throw new Error(`${config}: no one-line i18n setting to replace`);
  fs.writeFileSync(config, text.replace(/i18n: \{[^}]*\},/, i18n));
  if (fs.existsSync(path.join(content, 'i18n'))) fs.cpSync(path.join(content, 'i18n'), path.join(copy, 'i18n'), { recursive: true });
  return copy;
}

/** node-mysql2's folder with only its default locale: its `locales` record cut to `en` in a copy. */
function mysql2EnglishOnly(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-i18n-mysql2-'));
  fs.cpSync(MYSQL2_SITE, copy, { recursive: true });
  const config = path.join(copy, 'docusaurus.config.ts');
  const text = fs.readFileSync(config, 'utf8');
  const cut = text.replace(/^\s+'(zh-CN|pt-BR)': .*\n/gm, '');
  if (cut === text) throw new Error(`${config}: no zh-CN / pt-BR locale lines to remove`);
  fs.writeFileSync(config, cut);
  return copy;
}

async function main() {
  const temps: string[] = [];
  const sites = LOCALES.map((n) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `oso-i18n-gen${n}-`));
    temps.push(dir);
    for (const [f, text] of generateSite({ pages: PAGES, locales: n })) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), text);
    }
    return { n, dir };
  });
  const NAMES = ['en', 'fr', 'de', 'es', 'ja'];
  const theirs = DOCU ? await Promise.all(sites.map(async (s) => ({ ...s, project: await docusaurusWithLocales(s.dir, NAMES.slice(0, s.n)) }))) : [];
  temps.push(...theirs.map((t) => t.project));
  const mysql2En = MYSQL2 ? mysql2EnglishOnly() : undefined;
  if (mysql2En) temps.push(mysql2En);
  fs.mkdirSync(path.dirname(LOG), { recursive: true });
  const runs: Run[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round}`);
      if (mysql2En) {
        runs.push(buildOurs('ours node-mysql2, en only', round, mysql2En));
        runs.push(buildOurs('ours node-mysql2, 3 locales', round, MYSQL2_SITE));
      }
      for (const s of sites) {
        if (OURS) for (const w of WORKERS) runs.push(buildOurs(`ours ${PAGES} docs, ${s.n} locale(s)`, round, s.dir, w));
        const t = theirs.find((x) => x.n === s.n);
        if (t) runs.push(buildTheirs(`Docusaurus ${PAGES} docs, ${s.n} locale(s)`, round, t.project));
      }
    }
  } finally {
    temps.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  console.log('\n| variant | runs (s) | median (s) |\n|---|---|---|');
  for (const v of [...new Set(runs.map((r) => r.variant))]) {
    const xs = runs.filter((r) => r.variant === v).map((r) => r.seconds);
    console.log(`| ${v} | ${xs.map((x) => x.toFixed(1)).join(', ')} | ${median(xs).toFixed(1)} |`);
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
