import fs from 'node:fs';
import path from 'node:path';

export type Size = { width: number; height: number };

const num = (v: string | undefined) => {
  const m = v?.trim().match(/^(\d+(?:\.\d+)?)(px)?$/);
  return m ? Number(m[1]) : null;
};

/** Intrinsic size of an SVG from its root width/height, completed by the viewBox ratio. */
export function svgSize(svg: string): Size | null {
  const root = svg.match(/<svg\b[^>]*>/i)?.[0];
  if (!root) return null;
  const attr = (name: string) => root.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
  const vb = attr('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const [vw, vh] = vb && vb.length === 4 && vb[2] > 0 && vb[3] > 0 ? [vb[2], vb[3]] : [null, null];
  let w = num(attr('width'));
  let h = num(attr('height'));
  if (w && !h && vw && vh) h = (w * vh) / vw;
  if (h && !w && vw && vh) w = (h * vw) / vh;
  if (!w || !h) [w, h] = [vw, vh];
  return w && h ? { width: Math.round(w), height: Math.round(h) } : null;
}

/** Width and height of a PNG, GIF or WebP (VP8/VP8L/VP8X) from its header. */
export function rasterSize(b: Uint8Array): Size | null {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ascii = (at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
  if (b.length >= 24 && ascii(1, 3) === 'PNG') return { width: dv.getUint32(16), height: dv.getUint32(20) };
  if (b.length >= 10 && ascii(0, 3) === 'GIF') return { width: dv.getUint16(6, true), height: dv.getUint16(8, true) };
  if (b.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const kind = ascii(12, 4);
    if (kind === 'VP8 ') return { width: dv.getUint16(26, true) & 0x3fff, height: dv.getUint16(28, true) & 0x3fff };
    if (kind === 'VP8L') {
      const bits = dv.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (kind === 'VP8X') {
      const u24 = (at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
      return { width: u24(24) + 1, height: u24(27) + 1 };
    }
  }
  return null;
}

const cache = new Map<string, Size | null>();

/**
 * The intrinsic size of a site image (`/img/…`, served from public/), read at build time so
 * Markdown images get width and height and reserve their space (no layout shift).
 * Remote, relative or unreadable images: null.
 */
export function localImageSize(src: string, publicDir = path.join(process.cwd(), 'public')): Size | null {
  if (!src.startsWith('/') || src.startsWith('//')) return null;
  const file = path.join(publicDir, decodeURIComponent(src.split(/[?#]/)[0]));
  if (!file.startsWith(publicDir)) return null;
  if (!cache.has(file)) {
    let size: Size | null = null;
    try {
      const buf = fs.readFileSync(file);
      size = /\.svg$/i.test(file) ? svgSize(buf.toString('utf8')) : rasterSize(buf);
    } catch {
      size = null;
    }
    cache.set(file, size);
  }
  return cache.get(file) ?? null;
}
