import { describe, expect, it } from 'vitest';
import { sameUrl } from '@/lib/seo/audit';

describe("the SEO audit's URL comparison", () => {
  it("takes a home page's bare origin (Next's canonical on a trailingSlash: false site) and the sitemap's origin + '/' for one page", () => {
    expect(sameUrl('https://vui.example.com')).toBe(sameUrl('https://vui.example.com/'));
    expect(sameUrl('https://x.dev/docs/a')).not.toBe(sameUrl('https://x.dev/docs/a/'));
    expect(sameUrl('not a url')).toBe('not a url');
  });
});
