import { BlogFileError } from '../blog/error';

/**
 * The platforms Docusaurus knows by name: the label its author card gives the link (the theme's
 * `SocialPlatformConfigs`, packages/docusaurus-theme-classic/src/theme/Blog/Components/Author/Socials)
 * and the profile a bare handle stands for (`PredefinedPlatformNormalizers`,
 * packages/docusaurus-plugin-content-blog/src/authorsSocials.ts, 3.10).
 */
export const SOCIAL_PLATFORMS: Record<string, { label: string; url?: (handle: string) => string }> = {
  x: { label: 'X', url: (h) => `https://x.com/${h}` },
  // Docusaurus keeps twitter.com for `twitter` (and the label "Twitter"), distinct from `x`.
  twitter: { label: 'Twitter', url: (h) => `https://twitter.com/${h}` },
  github: { label: 'GitHub', url: (h) => `https://github.com/${h}` },
  linkedin: { label: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  stackoverflow: { label: 'Stack Overflow', url: (id) => `https://stackoverflow.com/users/${id}` },
  bluesky: { label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}` },
  instagram: { label: 'Instagram', url: (h) => `https://www.instagram.com/${h}` },
  threads: { label: 'Threads', url: (h) => `https://www.threads.net/@${h}` },
  mastodon: { label: 'Mastodon', url: (h) => `https://mastodon.social/@${h}` },
  twitch: { label: 'Twitch', url: (h) => `https://twitch.tv/${h}` },
  youtube: { label: 'YouTube', url: (h) => `https://youtube.com/@${h}` },
  email: { label: 'Email', url: (e) => `mailto:${e}` },
};

export type SocialLink = { platform: string; label: string; href: string };

const isAbsolute = (v: string) => /^(https?:\/\/|mailto:)/.test(v);

/**
 * authors.yml `socials` as Docusaurus normalises them (authorsSocials.ts, `normalizeSocialEntry`):
 * a full URL (or `mailto:`) stays as written; a handle of a known platform (matched in any case,
 * then written in lower case) becomes its profile URL; a handle with a "/" is an error; any other
 * key keeps its value as the link. Numbers are strings, as YAML reads Stack Overflow ids as numbers.
 */
export function normalizeSocials(socials: Record<string, string | number> | undefined, where: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [platform, raw] of Object.entries(socials ?? {})) {
    const value = String(raw);
    if (isAbsolute(value)) {
      out[platform] = value;
      continue;
    }
    if (value.includes('/')) {
      throw new BlogFileError(`${where}: socials.${platform}: "${value}" is neither a handle nor an absolute http(s) URL (as Docusaurus requires)`);
    }
    const known = SOCIAL_PLATFORMS[platform.toLowerCase()];
    if (known?.url) out[platform.toLowerCase()] = known.url(value);
    else out[platform] = value;
  }
  return out;
}

/** The links an author card shows, in the file's order, each named after its platform. */
export function socialLinks(socials: Record<string, string>): SocialLink[] {
  return Object.entries(socials).map(([platform, href]) => ({ platform, label: SOCIAL_PLATFORMS[platform]?.label ?? platform, href }));
}
