/*
 * A social card's PNG, drawn at build time by satori (next/og) and rasterized by sharp: Node code, never
 * sent to a browser. The template is satori's JSX: inline styles and flexbox only.
 */
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { emblemDataUrl } from './brand';
import { cachedCard, cachedCardFile, cardKey } from './card-cache';
import { site } from '../site';
import { CARD_SIZE, cardText, cardTitle, type CardText } from './cards';
import { cardFontCoverage } from './card-font';

const INK = '#ffffff';
const ACCENT = 'rgba(255, 255, 255, 0.78)';
/** The site's brand colour (site.config.json's `brand`), else a neutral dark. */
const BACKGROUND = site.brand?.color ?? '#1c1e21';

type Props = { title: string; section: string; siteTitle: string; host: string; emblem?: string };

function SocialCardImage({ title, section, siteTitle, host, emblem }: Props) {
  const drawable = cardFontCoverage();
  const t = cardTitle(title, 90, drawable);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: INK,
        backgroundColor: BACKGROUND,
        backgroundImage: 'linear-gradient(135deg, rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0.25) 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {emblem ? <img src={emblem} width={72} height={72} alt="" /> : null}
        <div style={{ fontSize: 34, letterSpacing: -0.5 }}>{cardText(siteTitle, drawable)}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 30, color: ACCENT, textTransform: 'uppercase', letterSpacing: 2 }}>{cardText(section, drawable)}</div>
        <div style={{ fontSize: t.length > 50 ? 60 : 72, lineHeight: 1.12, letterSpacing: -1.5, maxHeight: 250, overflow: 'hidden' }}>{t}</div>
      </div>
      <div style={{ display: 'flex', height: 6, width: 160, backgroundColor: ACCENT, borderRadius: 3 }} />
      <div style={{ display: 'flex', fontSize: 26, color: ACCENT, position: 'absolute', right: 72, bottom: 56 }}>{cardText(host, drawable)}</div>
    </div>
  );
}


// next/og rasterizes each card with sharp when it is installed (the same copy as this one: package.json
// asks for Next's own range). libvips's operation cache keeps up to 50 MB of images, and every card is a
// new SVG: it only held memory, ~50 MB of the card drawer's, which runs at the build's memory peak.
sharp.cache(false);

/**
 * A card's PNG: from the cache when a card of the same text and design was drawn before (by an
 * earlier build, or ahead of this one by scripts/cards.ts), else drawn and kept.
 */
export function drawCard(text: CardText): Promise<Buffer> {
  return cachedCard(...cardToDraw(text));
}

/** The same card as its file in the cache (its bytes where the cache cannot be written): linked into og/ by the post-build. */
export function drawnCardFile(text: CardText): Promise<{ file: string } | { png: Buffer }> {
  return cachedCardFile(...cardToDraw(text));
}

function cardToDraw(text: CardText): [string, () => Promise<ArrayBuffer>] {
  const emblem = emblemDataUrl('dark');
  // The site's brand is part of the design: another emblem or colour is another card.
  const key = cardKey({ ...text, background: BACKGROUND, emblem: emblem ?? '' });
  return [key, () => new ImageResponse(<SocialCardImage {...text} emblem={emblem} />, CARD_SIZE).arrayBuffer()];
}
