/**
 * An author's social links as small inline SVG marks: no icon font, no image request, no script.
 * The marks are this site's own simple glyphs (a monogram on a disc, or a drawn shape), not the
 * platforms' logos; the link's accessible name is the platform's label, so the mark is hidden.
 */
const MONOGRAM: Record<string, string> = {
  github: 'GH',
  twitter: 'Tw',
  linkedin: 'in',
  stackoverflow: 'SO',
  bluesky: 'B',
  instagram: 'IG',
  threads: '@',
  mastodon: 'M',
  youtube: 'YT',
  twitch: 'Tv',
};

function Glyph({ platform }: { platform: string }) {
  if (platform === 'x') return <path d="M5 5l14 14M19 5L5 19" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />;
  if (platform === 'email') {
    return (
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <rect x="3" y="5.5" width="18" height="13" rx="2" />
        <path d="M3.5 7l8.5 6.5L20.5 7" />
      </g>
    );
  }
  const letters = MONOGRAM[platform];
  if (!letters) {
    // Any other key (or the author's website): a globe, as a generic "elsewhere on the web".
    return (
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18" />
      </g>
    );
  }
  return (
    <>
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <text x="12" y="12" dy="0.35em" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize={letters.length > 1 ? 10 : 13} fill="var(--oso-bg, #fff)">
        {letters}
      </text>
    </>
  );
}

export function SocialIcon({ platform, className }: { platform: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <Glyph platform={platform} />
    </svg>
  );
}
