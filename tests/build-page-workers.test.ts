import { describe, expect, it } from 'vitest';
import { HANDOFF_ENV } from '@/lib/build-phases';
import { pageWorkers, SMALL_SITE } from '@/lib/builder/page-workers';

const DOCUMENTS_ENV = HANDOFF_ENV.documents;

describe('pageWorkers', () => {
  it('gives a small site one worker, whatever the cores', () => {
    expect(pageWorkers({ [DOCUMENTS_ENV]: '81' }, 2)).toBe(1);
    expect(pageWorkers({ [DOCUMENTS_ENV]: String(SMALL_SITE) }, 8)).toBe(1);
    expect(pageWorkers({ [DOCUMENTS_ENV]: '0' }, 8)).toBe(1);
  });
  it('gives a larger site one per core, up to 4', () => {
    expect(pageWorkers({ [DOCUMENTS_ENV]: String(SMALL_SITE + 1) }, 2)).toBe(2);
    expect(pageWorkers({ [DOCUMENTS_ENV]: '1500' }, 16)).toBe(4);
    expect(pageWorkers({ [DOCUMENTS_ENV]: '1500' }, 1)).toBe(1);
  });
  it('without a count (next build run by hand, next dev), one per core', () => {
    expect(pageWorkers({}, 2)).toBe(2);
    expect(pageWorkers({ [DOCUMENTS_ENV]: 'many' }, 3)).toBe(3);
  });
});
