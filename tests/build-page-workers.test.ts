import { describe, expect, it } from 'vitest';
import { HANDOFF_ENV } from '@/lib/build-phases';
import { PAGE_WORKERS_ENV, pageWorkers, SMALL_SITE } from '@/lib/builder/page-workers';

const PAGES_ENV = HANDOFF_ENV.pages;

describe('pageWorkers', () => {
  it('gives a small generation one worker, whatever the cores', () => {
    expect(pageWorkers({ [PAGES_ENV]: '81' }, 2)).toBe(1);
    expect(pageWorkers({ [PAGES_ENV]: String(SMALL_SITE) }, 8)).toBe(1);
    // an author's next build: the edited documents' pages only
    expect(pageWorkers({ [PAGES_ENV]: '0' }, 8)).toBe(1);
  });
  it('gives a larger one one per core, up to 4', () => {
    expect(pageWorkers({ [PAGES_ENV]: String(SMALL_SITE + 1) }, 2)).toBe(2);
    expect(pageWorkers({ [PAGES_ENV]: '1500' }, 16)).toBe(4);
    expect(pageWorkers({ [PAGES_ENV]: '1500' }, 1)).toBe(1);
  });
  it('without a count (next build run by hand, next dev), one per core', () => {
    expect(pageWorkers({}, 2)).toBe(2);
    expect(pageWorkers({ [PAGES_ENV]: 'many' }, 3)).toBe(3);
  });
  it('takes PAGE_WORKERS over the rule, and ignores a value that is no count', () => {
    expect(pageWorkers({ [PAGE_WORKERS_ENV]: '2', [PAGES_ENV]: '10' }, 2)).toBe(2);
    expect(pageWorkers({ [PAGE_WORKERS_ENV]: '1', [PAGES_ENV]: '1500' }, 8)).toBe(1);
    expect(pageWorkers({ [PAGE_WORKERS_ENV]: '0', [PAGES_ENV]: '1500' }, 2)).toBe(2);
    expect(pageWorkers({ [PAGE_WORKERS_ENV]: 'lots', [PAGES_ENV]: '10' }, 2)).toBe(1);
  });
});
