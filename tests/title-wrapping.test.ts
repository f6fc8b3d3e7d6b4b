/**
 * The style rules that keep titles readable at 390 px, checked in Chromium on a fixture site with
 * createPoolClusterWithExtraOptions… and @docusaurus/plugin-content-docs… as titles, labels and
 * crumbs (no horizontal scroll, no break inside a word that fits its line). A unit test cannot lay
 * pages out, so it pins the declarations that did it, each in the rule that needs it: a rule lost
 * in a refactor fails here rather than on a reader's phone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = (file: string) => fs.readFileSync(path.resolve(__dirname, '..', file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(file: string, selector: string): string {
  for (const m of css(file).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = m[1].trim();
    if (selectors === selector) return m[2].replace(/\s+/g, ' ');
  }
  throw new Error(`${file}: no rule "${selector}"`);
}

describe('titles wrap without overflowing', () => {
  it.each([
    // Infima's body: a word longer than its line breaks, and only then.
    ['app/globals.css', 'body', 'overflow-wrap: break-word'],
    // theme-classic Admonition/Layout/styles.module.css: the title is upper case, its code is not.
    ['app/markdown.css', '.admonition-heading', 'text-transform: uppercase'],
    ['app/markdown.css', '.admonition-heading code', 'text-transform: none'],
    ['components/docs/docs.module.css', '.breadcrumbs li', 'min-width: 0'],
    ['components/docs/docs.module.css', '.breadcrumbs a:not([aria-label])', 'display: inline-block'],
    ['components/docs/edit-meta.module.css', '.bar > :first-child', 'min-width: 0'],
    ['components/docs/sidebar.module.css', '.sidebar li > a, .row > :first-child', 'min-width: 0'],
    ['components/docs/docs.module.css', '.card', 'min-width: 0'],
    ['components/ui/pager.module.css', '.pager', 'grid-template-columns: repeat(2, minmax(0, 1fr))'],
  ])('%s %s has %s', (file, selector, declaration) => {
    expect(declarations(file, selector)).toContain(declaration);
  });

  it('keeps the admonition title a line of text, not a flex row that drops its spaces', () => {
    expect(declarations('app/markdown.css', '.admonition-heading')).not.toContain('display: flex');
  });
});
