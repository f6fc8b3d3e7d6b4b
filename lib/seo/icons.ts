import { routes } from '../routes';

/** The PNG icons drawn from the emblem at build time: favicon, manifest icons and the iOS home-screen icon. */
export const ICONS = [
  { file: 'icon-32.png', size: 32, url: routes.icon(32), padded: false },
  { file: 'icon-192.png', size: 192, url: routes.icon(192), padded: true },
  { file: 'icon-512.png', size: 512, url: routes.icon(512), padded: true },
  { file: 'apple-touch-icon.png', size: 180, url: routes.appleTouchIcon(), padded: true },
] as const;
