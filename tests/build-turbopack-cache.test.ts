import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { trimTurbopackCache } from '@/lib/builder/turbopack-cache';

describe("Turbopack's build cache", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  /** A cache folder with files of these sizes, one in a version subfolder as Turbopack writes them. */
  const cache = (...sizes: number[]) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-turbopack-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'v1'));
    sizes.forEach((n, i) => fs.writeFileSync(path.join(dir, i ? 'v1' : '', `${i}.sst`), Buffer.alloc(n)));
    return dir;
  };

  it('is kept while it is within the cap, files in subfolders counted', () => {
    const dir = cache(400, 500);
    expect(trimTurbopackCache(dir, 1000)).toEqual({ bytes: 900, cleared: false });
    expect(fs.existsSync(path.join(dir, 'v1', '1.sst'))).toBe(true);
  });

  it('is cleared once it has grown past the cap', () => {
    const dir = cache(600, 500);
    expect(trimTurbopackCache(dir, 1000)).toEqual({ bytes: 1100, cleared: true });
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('is nothing to do when there is none', () => {
    expect(trimTurbopackCache(path.join(os.tmpdir(), 'oso-no-such-cache'), 1)).toEqual({ bytes: 0, cleared: false });
  });
});
