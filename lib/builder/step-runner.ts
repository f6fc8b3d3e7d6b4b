/**
 * How the post-build's steps run (lib/builder/postbuild-steps.ts lists them): in order over one reading of
 * the export, each timed; a step marked `aside` starts at once in another process and is awaited in
 * its place.
 */
import type { ExportedSite } from '../exported-site';

export type Step = {
  name: string;
  /**
   * The part of the work that reads no export (the documents only): a step aside does it as soon as
   * its process starts, while `next build` still makes the export; `run` gets what it returned.
   */
  prepare?: () => unknown;
  run: (out: ExportedSite, prepared?: unknown) => string | Promise<string>;
  /**
   * Runs in a process of its own from the start, beside the steps before it (it neither reads what
   * they write nor writes what they read); the steps after it wait for it where it stands.
   */
  aside?: true;
};

/** What a step aside said, or its failure: it runs `runAside(name)` in another process. */
export type Aside = (name: string) => Promise<string>;

/**
 * Run every step over the export, timing each. Steps marked `aside` start at once through `aside`
 * (another process, when one is given) and are awaited in their place; the export's file list is
 * read again after each, since it wrote behind this process's back.
 */
export async function runSteps(steps: Step[], out: ExportedSite, log: (line: string) => void, aside?: Aside): Promise<void> {
  const started = Date.now();
  const early = new Map<string, Promise<string>>();
  if (aside) for (const step of steps) if (step.aside) early.set(step.name, aside(step.name).then((said) => (out.rescan(), said)));
  // A failure there is reported in its place, not as an unhandled rejection before it.
  early.forEach((p) => p.catch(() => {}));
  for (const step of steps) {
    const t = early.has(step.name) ? started : Date.now();
    try {
      const said = await (early.get(step.name) ?? step.run(out, await step.prepare?.()));
      log(`✔ post-build: ${step.name}: ${said} (${((Date.now() - t) / 1000).toFixed(1)} s${early.has(step.name) ? ', beside the steps before it' : ''})`);
    } catch (e) {
      throw new Error(`post-build: ${step.name}: ${(e as Error).message}`);
    }
  }
}

/**
 * Run one step by name (in the process `aside` started), returning what it said: its `prepare` at
 * once, its `run` once `exported` gives the export.
 */
export async function runNamed(steps: Step[], name: string, exported: () => ExportedSite | Promise<ExportedSite>): Promise<string> {
  const step = steps.find((s) => s.name === name);
  if (!step) throw new Error(`no post-build step named "${name}"`);
  const prepared = await step.prepare?.();
  return step.run(await exported(), prepared);
}
