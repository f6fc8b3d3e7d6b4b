import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { normalizeSocials, socialLinks } from '@/lib/docusaurus/author-socials';
import { parseAuthorsFile } from '@/lib/docusaurus/blog-authors';
import { SocialIcon } from '@/components/blog/social-icon';

// Expected values from packages/docusaurus-plugin-content-blog/src/authorsSocials.ts (3.10.2) and
// the labels of theme-classic's Blog/Components/Author/Socials.
describe('author socials, as Docusaurus normalises them', () => {
  it.each([
    ['github', 'slorber', 'github', 'https://github.com/slorber', 'GitHub'],
    ['x', 'docusaurus', 'x', 'https://x.com/docusaurus', 'X'],
    ['twitter', 'docusaurus', 'twitter', 'https://twitter.com/docusaurus', 'Twitter'],
    ['linkedin', 'jane', 'linkedin', 'https://www.linkedin.com/in/jane/', 'LinkedIn'],
    ['stackoverflow', 82609, 'stackoverflow', 'https://stackoverflow.com/users/82609', 'Stack Overflow'],
    ['bluesky', 'jane.bsky.social', 'bluesky', 'https://bsky.app/profile/jane.bsky.social', 'Bluesky'],
    ['instagram', 'jane', 'instagram', 'https://www.instagram.com/jane', 'Instagram'],
    ['threads', 'jane', 'threads', 'https://www.threads.net/@jane', 'Threads'],
    ['mastodon', 'jane@fosstodon.org', 'mastodon', 'https://mastodon.social/@jane@fosstodon.org', 'Mastodon'],
    ['twitch', 'jane', 'twitch', 'https://twitch.tv/jane', 'Twitch'],
    ['youtube', 'jane', 'youtube', 'https://youtube.com/@jane', 'YouTube'],
    ['email', 'jane@example.com', 'email', 'mailto:jane@example.com', 'Email'],
    ['GitHub', 'jane', 'github', 'https://github.com/jane', 'GitHub'],
    ['github', 'https://github.com/org', 'github', 'https://github.com/org', 'GitHub'],
    ['newsletter', 'https://news.example.com', 'newsletter', 'https://news.example.com', 'newsletter'],
    ['discord', 'jane', 'discord', 'jane', 'discord'],
  ] as const)('%s: %s → %s %s (%s)', (key, value, platform, href, label) => {
    expect(socialLinks(normalizeSocials({ [key]: value }, 'authors.yml'))).toEqual([{ platform, href, label }]);
  });

  it('rejects a handle with a slash, naming the file, author and key', () => {
    expect(() => parseAuthorsFile({ jane: { name: 'Jane', socials: { github: 'github.com/jane' } } }, 'blog/authors.yml')).toThrow(
      /blog\/authors.yml: jane: socials.github: "github.com\/jane"/,
    );
  });

  it('keeps the order of the file', () => {
    const a = parseAuthorsFile({ jane: { name: 'Jane', email: 'j@x.org', socials: { x: 'j', github: 'j', linkedin: 'j' } } }, 'authors.yml');
    expect(socialLinks(a.jane.socials).map((l) => l.platform)).toEqual(['x', 'github', 'linkedin']);
    expect(a.jane.email).toBe('j@x.org');
  });
});

describe('social icons', () => {
  it.each(['github', 'x', 'email', 'newsletter'])('%s: an inline SVG hidden from assistive tech', (platform) => {
    const html = renderToStaticMarkup(createElement(SocialIcon, { platform }));
    expect(html).toMatch(/^<svg[^>]* aria-hidden="true"[^>]*>/);
    expect(html).not.toMatch(/<img|<script|<use/);
  });
});
