import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeFile } from '@/lib/place-file';

describe('placeFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-place-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('links a file into a folder that does not exist yet', () => {
    const from = path.join(dir, 'a.html');
    fs.writeFileSync(from, 'A');
    const to = path.join(dir, 'out', 'deep', 'a.html');
    placeFile(from, to);
    expect(fs.readFileSync(to, 'utf8')).toBe('A');
    expect(fs.statSync(to).ino).toBe(fs.statSync(from).ino);
  });

  it('replaces what is at the target without writing into it: a file linked there before keeps its bytes', () => {
    const kept = path.join(dir, 'kept.html');
    fs.writeFileSync(kept, 'kept');
    const to = path.join(dir, 'out', 'page.html');
    placeFile(kept, to);
    const fresh = path.join(dir, 'fresh.html');
    fs.writeFileSync(fresh, 'fresh');
    placeFile(fresh, to);
    expect(fs.readFileSync(to, 'utf8')).toBe('fresh');
    expect(fs.readFileSync(kept, 'utf8')).toBe('kept');
  });

  it('fails on a source that does not exist', () => {
    expect(() => placeFile(path.join(dir, 'missing.html'), path.join(dir, 'out', 'x.html'))).toThrow(/ENOENT/);
  });
});
