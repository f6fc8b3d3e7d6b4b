/**
 * The hosts `npm run dev` may be opened from, for Next's `allowedDevOrigins` (next.config.ts).
 * Next 16 blocks its dev resources — the live-reload socket among them — for any host but
 * `localhost` unless listed, so a page opened as http://127.0.0.1:3000 or from a phone on the LAN
 * never reloaded. Listed: the loopback addresses, this machine's names and every address of its
 * network interfaces, as they appear in a URL's hostname. `DEV_ORIGINS` (comma-separated) adds more,
 * e.g. the name a proxy or tunnel serves it under.
 */
import os from 'node:os';

export function devOrigins(env: Record<string, string | undefined> = process.env, interfaces = os.networkInterfaces(), hostname = os.hostname()): string[] {
  const hosts = new Set<string>(['127.0.0.1', '[::1]']);
  if (hostname) {
    hosts.add(hostname.toLowerCase());
    hosts.add(`${hostname.toLowerCase()}.local`);
  }
  for (const addresses of Object.values(interfaces)) {
    for (const a of addresses ?? []) {
      // A URL's hostname writes an IPv6 address in brackets, without its zone (`%eth0`).
      hosts.add(a.family === 'IPv6' ? `[${a.address.split('%')[0].toLowerCase()}]` : a.address);
    }
  }
  for (const extra of (env.DEV_ORIGINS ?? '').split(',')) if (extra.trim()) hosts.add(extra.trim().toLowerCase());
  return [...hosts];
}
