import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ExportedSite } from '@/lib/exported-site';
import { tempExport } from './factories';
import { inlinePayload, movePayload, movePayloads, PAYLOAD_LOADER, PAYLOAD_LOADER_FILE } from '@/lib/builder/payload';

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const ENTRY = 'self.started=(self.started||0)+1;';
/** A page as Next exports it: stylesheet, markup, the payload in pushes, the entry script last. */
const page = (body: string, chunks: string[]) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><link rel="stylesheet" href="/a.css"/></head><body>${body}` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks.map(push).join('')}` +
  `<script id="_R_">${ENTRY}</script></body></html>`;

describe('inlinePayload', () => {
  it('joins every push, unescaping the JSON strings', () => {
    expect(inlinePayload(page('<h1>A</h1>', ['0:{"a":"</x>"}\n', '1:"quote \\" and \u2028"\n']))).toBe(
      '0:{"a":"</x>"}\n1:"quote \\" and \u2028"\n',
    );
  });

  it('is null for a page without a payload, or with a push it does not know', () => {
    expect(inlinePayload('<html><body>static</body></html>')).toBeNull();
    expect(inlinePayload(page('', ['a']).replace('</body>', '<script>self.__next_f.push([2,"x"])</script></body>'))).toBeNull();
  });
});

describe('movePayload', () => {
  const html = page('<h1>Title</h1><p>Body</p>', ['0:["tree"]\n', '1:"more"\n']);
  const moved = movePayload(html, '/docs/a/index.txt')!;

  it('keeps the markup and drops every inline push', () => {
    expect(moved).toContain('<h1>Title</h1><p>Body</p>');
    expect(moved).not.toContain('self.__next_f.push(');
    expect(moved).not.toContain('["tree"]');
  });

  it('preloads the payload before the first stylesheet, with the credentials mode fetch() uses', () => {
    const preload = '<link rel="preload" href="/docs/a/index.txt" as="fetch" crossorigin="anonymous"/>';
    expect(moved.indexOf(preload)).toBeGreaterThan(0);
    expect(moved.indexOf(preload)).toBeLessThan(moved.indexOf('<link rel="stylesheet"'));
  });

  it('loads the one loader file, deferred, naming the payload; the page keeps only its entry, wrapped', () => {
    expect(moved).toContain(`<script src="/${PAYLOAD_LOADER_FILE}" data-payload="/docs/a/index.txt" defer=""></script>`);
    expect(moved).toContain(`<script id="_R_">self.__osoStart=function(){${ENTRY}}</script>`);
    expect(moved).not.toContain('fetch(');
  });

  it('leaves alone a page it cannot move', () => {
    expect(movePayload(html.replace(/<script id="_R_">.*?<\/script>/, ''), '/x')).toBeNull();
    expect(movePayload(html.replace('<link rel="stylesheet" href="/a.css"/>', ''), '/x')).toBeNull();
  });
});

describe('the loader in a page', () => {
  type Ctx = { self: Ctx; __next_f?: unknown[]; started?: number; fetch: unknown; setTimeout: unknown; console: unknown; document: unknown };
  /** Runs the loader with a fake fetch; resolves once every fetch settled and timers ran. */
  async function run(responses: Array<{ ok: boolean; status?: number; text?: string } | Error>) {
    const calls: string[] = [];
    const warn = vi.fn();
    const timers: Array<() => void> = [];
    const ctx = {
      fetch: (url: string) => {
        calls.push(url);
        const r = responses.shift()!;
        return r instanceof Error ? Promise.reject(r) : Promise.resolve({ ok: r.ok, status: r.status, text: () => Promise.resolve(r.text ?? '') });
      },
      setTimeout: (fn: () => void) => timers.push(fn),
      console: { warn },
      document: { currentScript: { dataset: { payload: '/p/index.txt' } } },
    } as unknown as Ctx;
    ctx.self = ctx;
    vm.createContext(ctx);
    // As in a page: the entry's inline script first, then the deferred loader once the page is parsed.
    const entry = movePayload(page('', ['x']), '/p/index.txt')!.match(/<script id="_R_">(.*?)<\/script>/)![1];
    vm.runInContext(entry, ctx);
    expect(ctx.started).toBeUndefined();
    vm.runInContext(PAYLOAD_LOADER, ctx);
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setImmediate(r));
      timers.splice(0).forEach((fn) => fn());
    }
    return { ctx, calls, warn };
  }

  it('hands Next the fetched payload, then starts it once', async () => {
    const { ctx, calls, warn } = await run([{ ok: true, text: '0:["tree"]\n' }]);
    expect(calls).toEqual(['/p/index.txt']);
    expect(ctx.__next_f).toEqual([[0], [1, '0:["tree"]\n']]);
    expect(ctx.started).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('tries once more after a failure', async () => {
    const { ctx, calls } = await run([new Error('offline'), { ok: true, text: 'x' }]);
    expect(calls).toHaveLength(2);
    expect(ctx.started).toBe(1);
  });

  it('after two failures never starts Next, and says why', async () => {
    const { ctx, calls, warn } = await run([{ ok: false, status: 404 }, { ok: false, status: 404 }]);
    expect(calls).toHaveLength(2);
    expect(ctx.started).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 404'));
  });
});

describe('movePayloads over an export', () => {
  const home = `0:${'"home",'.repeat(500)}\n`;
  const dir = tempExport({
    'index.html': page('<h1>Home</h1>', [home]),
    'index.txt': home,
    'docs/a/index.html': page('<h1>A</h1>', ['0:a\n']),
    'docs/a/index.txt': '0:stale\n',
    '404.html': page('<h1>Not found</h1>', ['0:nf\n']),
    '_not-found/index.txt': '0:nf\n',
    'static/index.html': '<h1>No payload</h1>',
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('moves a payload only where the file beside it holds the same text, and fails naming a page it could not move', () => {
    const out = new ExportedSite(dir);
    // A real export's payload files always hold the inline text: one that does not means Next's output changed.
    expect(() => movePayloads(out)).toThrow(/^1 of \d+ pages were not rewritten \(docs\/a\/index\.html\): Next's output no longer matches the marks in lib\/builder\/next-output\.ts/);
    expect(out.text('index.html')).toContain('data-payload="/index.txt"');
    expect(out.text('404.html')).toContain('data-payload="/_not-found/index.txt"');
    expect(out.text(PAYLOAD_LOADER_FILE)).toBe(PAYLOAD_LOADER);
    expect(out.text('docs/a/index.html')).toContain('self.__next_f.push(');
    expect(out.text('static/index.html')).toBe('<h1>No payload</h1>');
  });
});

describe('the unused full-payload copies', () => {
  const dir = tempExport({
    'index.html': '<h1>static</h1>',
    'a/index.txt': '0:a\n',
    'a/__next._full.txt': '0:a\n',
    'b/index.txt': '0:b\n',
    'b/__next._full.txt': '0:other\n',
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are removed where they copy index.txt byte for byte, and kept otherwise', () => {
    const out = new ExportedSite(dir);
    expect(movePayloads(out).copiesRemoved).toBe(1);
    expect(fs.existsSync(path.join(dir, 'a/__next._full.txt'))).toBe(false);
    expect(out.has('a/__next._full.txt')).toBe(false);
    expect(out.has('b/__next._full.txt')).toBe(true);
  });
});

describe('movePayloads over pages kept in their final form (an edit build)', () => {
  const files = { 'index.html': '<h1>static</h1>', 'a/index.html': page('<h1>A</h1>', ['0:a\n']), 'a/index.txt': '0:a\n', 'b/index.html': page('<h1>B</h1>', ['0:b\n']), 'b/index.txt': '0:b\n' };
  const dir = tempExport(files);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves them as they are, and writes the loader they name even when no page is moved', () => {
    expect(movePayloads(new ExportedSite(dir)).moved).toBe(2);
    const final = fs.readFileSync(path.join(dir, 'a/index.html'), 'utf8');
    // The next generation writes b again (its _next/static/ anew, without the loader).
    fs.rmSync(path.join(dir, PAYLOAD_LOADER_FILE));
    fs.writeFileSync(path.join(dir, 'b/index.html'), files['b/index.html']);
    expect(movePayloads(new ExportedSite(dir))).toMatchObject({ moved: 1, kept: 0 });
    expect(fs.readFileSync(path.join(dir, 'a/index.html'), 'utf8')).toBe(final);
    // Every page kept: none moved, the loader is there all the same.
    fs.rmSync(path.join(dir, PAYLOAD_LOADER_FILE));
    expect(movePayloads(new ExportedSite(dir)).moved).toBe(0);
    expect(fs.readFileSync(path.join(dir, PAYLOAD_LOADER_FILE), 'utf8')).toBe(PAYLOAD_LOADER);
  });
});
