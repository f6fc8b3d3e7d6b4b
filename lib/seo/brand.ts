/**
 * The site's emblem (site.config.json's `brand`, an engine feature Docusaurus lacks), which the PNG
 * icons and the social cards are drawn from. A site without `brand` gets neither icons nor an emblem
 * on its cards: nothing of another site is drawn in their place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentPaths } from '../env';
import { site } from '../site';

/** The emblem's file in the content folder's static/ (for light or dark backgrounds), if the site has one. */
export function emblemFile(on: 'light' | 'dark'): string | undefined {
  if (!site.brand) return undefined;
  const rel = on === 'light' ? site.brand.emblem : site.brand.emblemOnDark;
  return path.join(contentPaths().static, ...rel.split('/').filter(Boolean));
}

/** The emblem drawn in the near-black of its source (#1c1e21), tinted `color`. */
export const tintEmblem = (svg: string, color: string) => svg.replace(/#1c1e21/gi, color);

/** The emblem as a data URL for next/og, tinted with the brand colour when `tint`; undefined without a brand. */
export function emblemDataUrl(on: 'light' | 'dark', tint = false): string | undefined {
  const file = emblemFile(on);
  if (!file || !site.brand) return undefined;
  const svg = fs.readFileSync(file, 'utf8');
  return `data:image/svg+xml;base64,${Buffer.from(tint ? tintEmblem(svg, site.brand.color) : svg).toString('base64')}`;
}
