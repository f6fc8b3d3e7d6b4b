// The social cards, drawn into their cache ahead of the post-build (which then copies each into out/
// instead of drawing it), from the content as the checks read it. `npm run build` runs this once the
// checks pass, at the lowest priority, on what contentlayer and `next build` leave idle, and stops it
// when `next build` is done: what was drawn by then is kept (each card is written whole), and the
// post-build draws the rest. A card drawn here has the same key as the page's own only if its text is
// the same, so a difference costs a drawing, never a wrong card.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drawCard } from '@/lib/seo/card-draw';
import { contentOptions } from '@/lib/checks/cli';
import { readEntries } from '@/lib/checks/content';
import { allSidebarItems } from '@/lib/docs/docs-set';
import { readContent } from '@/lib/checks/read';
import type { Issue } from '@/lib/checks/types';
import { contentPaths } from '@/lib/env';
import { cardsOf, cardTextOf } from '@/lib/seo/cards';
import { site } from '@/lib/site';

// The lowest priority: this only fills the time the cores would idle; contentlayer and next build come
// first. For every thread: Linux keeps a nice value per thread and os.setPriority() sets the calling
// one's only, so V8's and libuv's threads (which draw with sharp) and libvips's (started by those) kept
// theirs. A thread started from now on takes its creator's.
os.setPriority(19);
for (const tid of fs.existsSync('/proc/self/task') ? fs.readdirSync('/proc/self/task') : []) {
  try {
    os.setPriority(Number(tid), 19);
  } catch {
    // ended meanwhile
  }
}
const t = Date.now();
let drawn = 0;
let total = 0;
const done = (how: string) => {
  console.log(`social cards ahead of the post-build: ${drawn} of ${total} ready${how} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  process.exit(0);
};
process.on('SIGTERM', () => done(', stopped when next build was done'));

const tree = readContent(contentPaths(), path.join(process.cwd(), 'public'));
const { posts, set } = readEntries(tree, contentOptions(site).sidebar, [] as Issue[]);
if (!set) done(': the sidebar could not be built');
else {
  const cards = cardsOf(site, allSidebarItems(set), set.docs, posts.filter((p) => !p.entry.draft).map((p) => p.entry));
  total = cards.length;
  for (const card of cards) {
    await drawCard(cardTextOf(card, site));
    drawn++;
  }
  done('');
}
