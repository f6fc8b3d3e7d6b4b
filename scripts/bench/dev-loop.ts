// `npm run bench:dev [-- --content DIR] [--page ROUTE --file PATH] [--host 127.0.0.1] [--edits N] [--port P]`:
// the author's loop, as an author lives it. A copy of the content folder (default: the OSO team's
// Docusaurus sample) is served by `npm run dev` from a fresh start (no generated content); every
// answer the server gives while it starts is recorded (a 5xx is a failure); then the page is opened in
// Chromium by the address given (127.0.0.1 by default: Next only reloads `localhost` unless told),
// its source file is edited N times and the time until the edit shows is taken each time; then a
// component of the site that the page imports (an island, written into the copy for the bench:
// src/components/DevLoopIsland.tsx) is edited N times, timed until the page shows the edit and until
// the island runs its new code; then a broken MDX edit must show the file in the browser and the
// page recover once it is fixed.
// Writes bench/dev-loop.md. The edits go to the copy, never to the content folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '@/lib/browser';
import { trimSlashes } from '@/lib/url';
import { COMPAT_CORPUS } from '../compat';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const SOURCE = path.resolve(arg('content') ?? COMPAT_CORPUS);
const PAGE = arg('page') ?? '/docs/get-started/';
const FILE = arg('file');
const HOST = arg('host') ?? '127.0.0.1';
const EDITS = Number(arg('edits') ?? 5);
const PORT = Number(arg('port') ?? 4480);
const ORIGIN = `http://${HOST}:${PORT}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The source file of a docs route in the copy: PATH when given, else the first that exists. */
function sourceOf(root: string): string {
  if (FILE) return path.join(root, FILE);
  const base = path.join(root, trimSlashes(PAGE));
  const tries = ['.md', '.mdx', '/index.md', '/index.mdx'].map((x) => base + x);
  const found = tries.find((f) => fs.existsSync(f));
  if (!found) throw new Error(`no source file for ${PAGE} under ${root} (tried ${tries.join(', ')}); pass --file`);
  return found;
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-dev-loop-'));
fs.cpSync(SOURCE, copy, { recursive: true });
const file = sourceOf(copy);

/** The bench's own island (state and a click), which the page imports: its label is what the component edits change. */
const COMPONENT = path.join(copy, 'src', 'components', 'DevLoopIsland.tsx');
const writeComponent = (label: string) =>
  fs.writeFileSync(
    COMPONENT,
    `import { useState } from 'react';\n\nexport default function DevLoopIsland({ start }: { start: number }) {\n  const [n, setN] = useState(start);\n  return <button type="button" className="dev-loop-island" onClick={() => setN(n + 1)}>{${JSON.stringify(label)}}: {n}</button>;\n}\n`,
  );
fs.mkdirSync(path.dirname(COMPONENT), { recursive: true });
writeComponent('Component as first written');
{
  // Its import after the frontmatter, the element at the end.
  const text = fs.readFileSync(file, 'utf8');
  const fm = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text)?.[0] ?? '';
  fs.writeFileSync(file, `${fm}\nimport DevLoopIsland from '@site/src/components/DevLoopIsland';\n${text.slice(fm.length)}\n\n<DevLoopIsland start={1} />\n`);
}
const original = fs.readFileSync(file, 'utf8');
fs.rmSync('.contentlayer', { recursive: true, force: true });

const began = Date.now();
const dev = spawn('npm', ['run', 'dev', '--', '-p', String(PORT)], { env: { ...process.env, CONTENT_DIR: copy }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let log = '';
/** Server log lines with the time they arrived, to split each edit into its phases. */
const lines: { at: number; text: string }[] = [];
const keep = (b: Buffer) => {
  log += b;
  for (const text of String(b).split('\n')) if (text.trim()) lines.push({ at: Date.now(), text });
};
dev.stdout.on('data', keep);
dev.stderr.on('data', keep);
const stop = () => {
  try {
    process.kill(-dev.pid!, 'SIGTERM');
  } catch {
    // ended
  }
};
process.on('exit', () => {
  stop();
  fs.rmSync(copy, { recursive: true, force: true });
});

// Start: ask for the page until it answers, keeping every status.
const statuses: number[] = [];
let firstPage = 0;
while (!firstPage) {
  if (dev.exitCode !== null) throw new Error(`npm run dev ended (${dev.exitCode}):\n${log}`);
  if (Date.now() - began > 900_000) throw new Error(`no page after 900 s (a cold start at 1,500 pages takes 2–4 min here):\n${log}`);
  const r = await fetch(`${ORIGIN}${PAGE}`).catch(() => undefined);
  if (r) {
    statuses.push(r.status);
    await r.arrayBuffer();
    if (r.status === 200) firstPage = Date.now() - began;
  }
  if (!firstPage) await new Promise((res) => setTimeout(res, 250));
}
const errors = statuses.filter((c) => c >= 500);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const hmr = new Promise<void>((resolve) => page.on('websocket', (ws) => ws.url().includes('/_next/') && resolve()));
const t0 = Date.now();
await page.goto(`${ORIGIN}${PAGE}`);
await hmr;
const shown = Date.now() - t0;

/** CPU seconds used so far by the dev server's processes (its process group: npm, contentlayer, next). */
function serverCpu(): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // Fields after the command's closing parenthesis: state is 3rd, pgrp 5th, utime 14th, stime 15th.
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(f[2]) === dev.pid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}

// An author reads the page before editing it; by then the server has finished what the first load
// started (Turbopack persisting its cache, contentlayer's first cache write). The edits start once it
// has used under a tenth of a core for a second (at most 60 s), and the wait is reported.
const settleFrom = Date.now();
const idle = fs.existsSync('/proc/self/stat');
for (let last = serverCpu(); idle && Date.now() - settleFrom < 60_000; ) {
  await new Promise((r) => setTimeout(r, 1000));
  const now = serverCpu();
  if (now - last < 0.1) break;
  last = now;
}
const settled = Date.now() - settleFrom;

const times: number[] = [];
// A full reload fetches the document again; a refresh of the server components fetches only their payload.
let reloads = 0;
page.on('request', (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && reloads++);
/** Each edit's phases, in ms after the save: contentlayer wrote the documents, Next compiled, the page's payload was rendered, shown. */
const phases: { generated?: number; compiled?: number; rendered?: number; shown: number }[] = [];
const after = (t: number, re: RegExp) => lines.find((l) => l.at >= t && re.test(l.text));
/**
 * Resolves once the page's text holds `text`, checked on every animation frame: Playwright's own
 * waits poll at up to 500 ms, which added up to half a second to a measured edit.
 */
const textShown = (text: string) => page.waitForFunction((t) => document.body.textContent?.includes(t) ?? false, text, { polling: 'raf', timeout: 120_000 });
for (let i = 0; i < EDITS; i++) {
  const marker = `Edit number ${i + 1} of the dev loop bench ${Date.now()}`;
  const t = Date.now();
  fs.writeFileSync(file, `${original}\n\n${marker}\n`);
  await textShown(marker);
  times.push(Date.now() - t);
  // Let the server's log of this edit arrive before reading it.
  await new Promise((r) => setTimeout(r, 300));
  const gen = after(t, /Generated \d+ documents/);
  const comp = gen && after(gen.at, /Compiled in/);
  const get = after(t, new RegExp(`GET ${PAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S* 200`));
  phases.push({ generated: gen && gen.at - t, compiled: comp && comp.at - t, rendered: get && get.at - t, shown: times.at(-1)! });
}

// An edit to the component: the page shows it, then the island runs the new code (its new chunk loaded).
const componentShown: number[] = [];
const componentLive: number[] = [];
for (let i = 0; i < EDITS; i++) {
  const label = `Component edit ${i + 1} ${Date.now()}`;
  const t = Date.now();
  writeComponent(label);
  await textShown(label);
  componentShown.push(Date.now() - t);
  await page.waitForFunction(
    (l) => [...document.querySelectorAll('oso-island[data-island-state="hydrated"]')].some((e) => e.textContent?.includes(l)),
    label,
    { polling: 'raf', timeout: 120_000 },
  );
  componentLive.push(Date.now() - t);
}

// A broken edit names the file in the browser; fixing it brings the page back by itself.
const broken = Date.now();
fs.writeFileSync(file, `${original}\n\n<Broken text="never closed"\n`);
const name = path.basename(file);
// The panel npm run dev puts above the page (components/layout/dev-content-errors.tsx) names the file.
const errorShown = await page.getByRole('alert').filter({ hasText: name }).waitFor({ timeout: 120_000 }).then(() => true, () => false);
const errorAfter = Date.now() - broken;
const fixedMarker = `Fixed again ${Date.now()}`;
const fixed = Date.now();
fs.writeFileSync(file, `${original}\n\n${fixedMarker}\n`);
const recovered = await textShown(fixedMarker).then(() => true, () => false);
const panelGone = (await page.getByRole('alert').filter({ hasText: name }).count()) === 0;
const recoverAfter = Date.now() - fixed;
await browser.close();
stop();

/** scripts/dev.ts reports how long the first generation took. */
const firstGeneration = /Content generated in ([\d.]+ s)/.exec(log)?.[1];

function phaseRow() {
  const col = (k: 'generated' | 'compiled' | 'rendered' | 'shown') => {
    const xs = phases.map((p) => p[k]).filter((x): x is number => x !== undefined);
    return xs.length ? String(median(xs)) : '–';
  };
  return [col('generated'), col('compiled'), col('rendered'), col('shown')].join(' / ');
}

const docs = fs.readdirSync(path.join(copy, 'docs'), { recursive: true }).filter((f) => /\.mdx?$/.test(String(f))).length;
const report = [
  `# The author's loop (\`npm run bench:dev\`)`,
  '',
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end; content: ${path.relative(process.cwd(), SOURCE) || SOURCE} (${docs} docs files), page ${PAGE} opened as ${ORIGIN}.`,
  '',
  '| | |',
  '|---|---|',
  `| start (no generated content) → the page answers 200 | ${s(firstPage)} |`,
  `| of which contentlayer's first generation, before the dev server starts | ${firstGeneration ?? '–'} |`,
  `| answers while starting | ${statuses.length} (${errors.length} with a 5xx${errors.length ? `: ${[...new Set(errors)].join(', ')}` : ''}) |`,
  `| open → page shown, live-reload socket connected | ${s(shown)} |`,
  `| then until the server is idle (under 0.1 core for 1 s), before the first edit | ${s(settled)} |`,
  `| edit → the open page shows it (${EDITS} edits) | median ${s(median(times))}, max ${s(Math.max(...times))} (${times.map((t) => (t / 1000).toFixed(2)).join(', ')}) |`,
  `| component edit (an island the page imports) → the open page shows it (${EDITS} edits) | median ${s(median(componentShown))}, max ${s(Math.max(...componentShown))} (${componentShown.map((t) => (t / 1000).toFixed(2)).join(', ')}) |`,
  `| … → the island runs the new code (its new chunk loaded) | median ${s(median(componentLive))}, max ${s(Math.max(...componentLive))} |`,
  `| full page loads during the edits | ${reloads} |`,
  `| each edit, median ms after the save: content generated / Next compiled / page payload rendered / shown | ${phaseRow()} |`,
  `| the same, edit by edit | ${phases.map((p) => [p.generated, p.compiled, p.rendered, p.shown].map((x) => x ?? '–').join(' / ')).join('; ')} |`,
  `| broken MDX → the browser names ${name} | ${errorShown ? s(errorAfter) : 'not shown'} |`,
  `| fixed → the page recovers by itself | ${recovered ? s(recoverAfter) : 'did not recover'}${recovered && !panelGone ? ', but the error panel stayed' : ''} |`,
  '',
].join('\n');
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync(path.join('bench', 'dev-loop.md'), report);
console.log(report);
process.exit(errors.length || !recovered || !errorShown || !panelGone ? 1 : 0);
