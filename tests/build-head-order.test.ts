import { describe, expect, it } from 'vitest';
import { settleHead } from '@/lib/builder/head-order';

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
const THEME = '<meta name="theme-color" content="#253494"/>';
const EXPECT = '<link rel="expect" href="#oso-chrome-end" blocking="render"/>';
const TITLE = '<title>A page</title><meta name="description" content="d"/>';
const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><p>${THEME} as text</p></body></html>`;

describe('settleHead', () => {
  it('writes a page the same whichever order React hoisted the tags in', () => {
    const before = settleHead(page(`${VIEWPORT}<script src="/a.js" async=""></script>${THEME}${EXPECT}${TITLE}`));
    const after = settleHead(page(`${VIEWPORT}<script src="/a.js" async=""></script>${TITLE}${THEME}${EXPECT}`));
    expect(before).toBe(after);
    expect(before).toContain(`${VIEWPORT}${THEME}${EXPECT}<script`);
  });

  it('touches only <head>: the same text in the body stays', () => {
    expect(settleHead(page(`${VIEWPORT}${TITLE}${THEME}${EXPECT}`))).toContain(`<p>${THEME} as text</p>`);
  });

  it('is null for a page without the viewport tag or the expect link (the step then fails the build by name)', () => {
    expect(settleHead(page(`${TITLE}${THEME}${EXPECT}`))).toBeNull();
    expect(settleHead(page(`${VIEWPORT}${TITLE}${THEME}`))).toBeNull();
  });

  it('moves the expect link alone on a site without a toolbar colour', () => {
    expect(settleHead(page(`${VIEWPORT}<script src="/a.js" async=""></script>${TITLE}${EXPECT}`))).toContain(`${VIEWPORT}${EXPECT}<script`);
  });
});
