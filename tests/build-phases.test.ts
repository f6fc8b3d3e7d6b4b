import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_PHASES, buildMarkers, HANDOFF_ENV, holdMarker, nextBuildEnv, postBuildEnv, untilReleased } from '@/lib/build-phases';
import { walkFiles } from '@/lib/fs-walk';

const ROOT = process.cwd();
const HOME = 'lib/build-phases.ts';
/** Where the engine's code is (tests and benches aside). */
const CODE = ['lib', 'scripts', 'app', 'app-templates', 'components'];
const codeFiles = () => [
  ...CODE.flatMap((d) => walkFiles(path.join(ROOT, d)).map((f) => path.join(d, f).split(path.sep).join('/'))),
  'next.config.ts',
  'contentlayer.config.ts',
].filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
/** `OSO_` words that are no variable of the engine: the generated bench site's prose (an API key of OSO's own API). */
const NOT_OURS = new Set(['OSO_API_KEY']);

describe("the build's handoff has one home (lib/build-phases.ts)", () => {
  it('names every OSO_ variable there and nowhere else (scripts/run.mjs, plain JavaScript, writes the same name)', () => {
    const ours = new Set<string>(Object.values(HANDOFF_ENV));
    const elsewhere: string[] = [];
    for (const f of codeFiles()) {
      if (f === HOME) continue;
      for (const m of fs.readFileSync(path.join(ROOT, f), 'utf8').matchAll(/\bOSO_[A-Z_]+\b/g)) {
        if (NOT_OURS.has(m[0])) continue;
        if (f === 'scripts/run.mjs' && m[0] === HANDOFF_ENV.scriptsBundle) continue;
        elsewhere.push(`${f}: ${m[0]}${ours.has(m[0]) ? '' : ' (not in HANDOFF_ENV)'}`);
      }
    }
    expect(elsewhere).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, 'scripts/run.mjs'), 'utf8')).toContain(`const BUNDLE_ENV = '${HANDOFF_ENV.scriptsBundle}';`);
  });

  it("lists every variable in README's table", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const name of Object.values(HANDOFF_ENV)) expect(readme, name).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });

  it('names modules that exist, and README\'s "A build, step by step" names them in the same order', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf('## A build, step by step');
    expect(start).toBeGreaterThan(-1);
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    let at = 0;
    for (const phase of BUILD_PHASES) {
      for (const m of phase.modules) {
        expect(fs.existsSync(path.join(ROOT, m)), `${phase.name}: ${m}`).toBe(true);
        const found = section.indexOf(`\`${m}\``, at);
        expect(found, `${phase.name}: ${m} after what the phase before names`).toBeGreaterThan(-1);
        at = found;
      }
    }
  });
});

describe('what each phase is handed', () => {
  it("gives next build the plan file only when pages may be reused, and the post-build both markers", () => {
    const m = buildMarkers(42, '/tmp');
    expect(Object.values(m)).toEqual(['/tmp/oso-content-pending-42', '/tmp/oso-export-pending-42', '/tmp/oso-page-plan-42.json']);
    const next = { buildId: 'b', contentPending: m.contentPending, pages: 7 };
    expect(nextBuildEnv(next)).toEqual({ NEXT_TELEMETRY_DISABLED: '1', OSO_BUILD_ID: 'b', OSO_CONTENT_PENDING: m.contentPending, OSO_PAGES: '7' });
    expect(nextBuildEnv({ ...next, pagePlan: m.pagePlan }).OSO_PAGE_PLAN).toBe(m.pagePlan);
    expect(postBuildEnv({ exportPending: m.exportPending, contentPending: m.contentPending })).toEqual({ OSO_EXPORT_PENDING: m.exportPending, OSO_CONTENT_PENDING: m.contentPending });
  });

  it('holds a marker with its process id until released, and a waiter goes on then', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-marker-'));
    try {
      const file = path.join(dir, 'm');
      const release = holdMarker(file);
      expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
      let done = false;
      const waiting = untilReleased(file, 'the thing', 5).then(() => (done = true));
      await new Promise((r) => setImmediate(r));
      expect(done).toBe(false);
      release();
      await waiting;
      expect(done).toBe(true);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
