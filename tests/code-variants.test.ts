import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOG_AT_ROOT_ENV, CODE_VARIANTS, codeVariantAliases, DOCS_VERSIONED_ENV, MULTI_LOCALE_ENV } from '@/lib/builder/code-variants';

describe('code variants (next.config.ts aliases)', () => {
  it("gives a site with one version, one locale and its blog under /blog every feature's stand-in", () => {
    const aliases = codeVariantAliases({});
    for (const [name, v] of Object.entries(CODE_VARIANTS)) expect(aliases[name]).toBe(v.off);
  });
  it('gives each feature its code when its variable is 1, and only then', () => {
    const aliases = codeVariantAliases({ [DOCS_VERSIONED_ENV]: '1', [MULTI_LOCALE_ENV]: '0', [BLOG_AT_ROOT_ENV]: '1' });
    expect(aliases['oso-versions-nav']).toBe('./components/navbar/versions.tsx');
    expect(aliases['oso-locales-nav']).toBe('./components/navbar/same-page-anchor-none.tsx');
    expect(aliases['oso-root-posts']).toBe('./components/blog/root-posts.tsx');
  });
  it('names files that exist, both sides', () => {
    for (const v of Object.values(CODE_VARIANTS)) {
      expect(fs.existsSync(v.on), v.on).toBe(true);
      expect(fs.existsSync(v.off), v.off).toBe(true);
    }
  });
});
