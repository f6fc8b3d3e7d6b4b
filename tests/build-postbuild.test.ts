import { describe, expect, it, vi } from 'vitest';
import type { ExportedSite } from '@/lib/exported-site';
import { runNamed, runSteps, type Step } from '@/lib/builder/step-runner';

/** A stand-in export that counts how often its file list was read again. */
const fakeOut = () => ({ rescans: 0, rescan() { this.rescans++; } });

function deferred<T = string>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
}

describe('post-build step runner', () => {
  it('starts an aside step at once and awaits it in its place', async () => {
    const events: string[] = [];
    const slow = deferred();
    const steps: Step[] = [
      { name: 'first', run: () => (events.push('first ran'), 'one') },
      { name: 'side', aside: true, run: () => 'never run here' },
      { name: 'last', run: () => (events.push('last ran'), 'three') },
    ];
    const out = fakeOut();
    const logs: string[] = [];
    const done = runSteps(steps, out as unknown as ExportedSite, (l) => logs.push(l), (name) => (events.push(`aside ${name}`), slow.promise));
    await Promise.resolve();
    expect(events).toEqual(['aside side', 'first ran']);
    slow.resolve('two');
    await done;
    expect(events).toEqual(['aside side', 'first ran', 'last ran']);
    expect(logs.map((l) => l.replace(/ \(.*\)$/, ''))).toEqual(['✔ post-build: first: one', '✔ post-build: side: two', '✔ post-build: last: three']);
    expect(logs[1]).toContain('beside the steps before it');
    expect(out.rescans).toBe(1);
  });

  it('reports an aside step that failed in its place, naming it, and runs nothing after it', async () => {
    const ran: string[] = [];
    const steps: Step[] = [
      { name: 'first', run: () => (ran.push('first'), 'one') },
      { name: 'side', aside: true, run: () => 'x' },
      { name: 'last', run: () => (ran.push('last'), 'three') },
    ];
    const failed = runSteps(steps, fakeOut() as unknown as ExportedSite, () => {}, () => Promise.reject(new Error('bad twin')));
    await expect(failed).rejects.toThrow('post-build: side: bad twin');
    expect(ran).toEqual(['first']);
  });

  it('without a way to run aside, runs every step in order in this process', async () => {
    const ran: string[] = [];
    const steps: Step[] = [
      { name: 'a', run: () => (ran.push('a'), '') },
      { name: 'b', aside: true, run: () => (ran.push('b'), '') },
    ];
    await runSteps(steps, fakeOut() as unknown as ExportedSite, () => {});
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs one step by name, and names a step that does not exist', async () => {
    const steps: Step[] = [{ name: 'a', run: () => 'said a' }];
    expect(await runNamed(steps, 'a', () => ({}) as ExportedSite)).toBe('said a');
    await expect(runNamed(steps, 'nope', () => ({}) as ExportedSite)).rejects.toThrow('no post-build step named "nope"');
  });

  it("runs a named step's prepare before the export is ready, and hands its result to run", async () => {
    const events: string[] = [];
    const exported = deferred<ExportedSite>();
    const steps: Step[] = [
      {
        name: 'twins',
        prepare: () => (events.push('prepare'), 'bodies'),
        run: (_out, prepared) => (events.push(`run with ${prepared}`), 'written'),
      },
    ];
    const said = runNamed(steps, 'twins', () => (events.push('waits for the export'), exported.promise));
    await vi.waitFor(() => expect(events).toEqual(['prepare', 'waits for the export']));
    exported.resolve({} as ExportedSite);
    expect(await said).toBe('written');
    expect(events).toEqual(['prepare', 'waits for the export', 'run with bodies']);
  });

  it('runs prepare in place when the step runs inline', async () => {
    const steps: Step[] = [{ name: 'a', prepare: async () => 42, run: (_out, n) => `got ${n}` }];
    const logs: string[] = [];
    await runSteps(steps, fakeOut() as unknown as ExportedSite, (l) => logs.push(l));
    expect(logs[0]).toMatch(/^✔ post-build: a: got 42 \(/);
  });
});
