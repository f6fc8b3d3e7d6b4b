import fs from 'node:fs';

/**
 * The Chromium everything here drives (the tests, mermaid's drawing, the benches): CHROME_PATH,
 * else Debian's package; undefined when neither exists, and Playwright then uses its own download.
 */
export function chromiumPath(): string | undefined {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
}
