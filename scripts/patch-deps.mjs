// postinstall: fixes to two dependencies, each applied by replacing one exact string. If an upgrade
// changes the code, the install fails instead of dropping a fix silently: check what the fix is for
// (its `why`) and update the strings, or drop the fix if the release has it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const FIXES = [
  {
    pkg: '@docsearch/react',
    file: 'dist/esm/index.js',
    // DocSearch's autocomplete sets the status back to "idle" in a `finally` after every request,
    // even when the request failed and the status is "error": the dialog then shows "No results for"
    // instead of its "Unable to fetch results" screen. The fix keeps "error" ("idle" otherwise).
    // e2e/search.spec.ts ("an unreachable index") proves it.
    why: 'keeps the search dialog\'s "Unable to fetch results" screen',
    before: '.finally((function(){p("idle"),',
    after: '.finally((function(){"error"!==c.getState().status&&p("idle"),',
  },
  {
    pkg: '@contentlayer2/core',
    file: 'dist/generation/generate-dotpkg.js',
    // On every save `contentlayer2 dev` deleted and rewrote the JSON file of every document, changed
    // or not: its check against the hash it last wrote only runs when `rmBeforeWrite` is false, and
    // it defaults to true. With 1,500 pages that is 36 MB on each save, and `next dev` recompiles
    // every document module it sees rewritten. A document's file is now written when its hash
    // changed (contentlayer recomputes only the saved document anyway); the first generation of a
    // process still writes them all. README's author's-loop section has the figures.
    why: "writes only the saved document's JSON in `npm run dev`, not the whole site's",
    before: '...individualDataJsonFiles.map(writeFile),',
    after: '...individualDataJsonFiles.map((file) => writeFile({ ...file, rmBeforeWrite: false })),',
  },
];

const require = createRequire(import.meta.url);

/** A package's package.json, found from its entry (some packages do not export `./package.json`). */
function packageJsonOf(name) {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === name) return file;
  }
  throw new Error(`no package.json found for ${name}`);
}

let failed = false;
for (const fix of FIXES) {
  const pkg = packageJsonOf(fix.pkg);
  const { version } = JSON.parse(fs.readFileSync(pkg, 'utf8'));
  const file = path.join(path.dirname(pkg), fix.file);
  const code = fs.readFileSync(file, 'utf8');
  const count = (s) => code.split(s).length - 1;
  if (count(fix.after) === 1) {
    console.log(`${fix.pkg} ${version}: already fixed (${fix.why})`);
  } else if (count(fix.before) === 1) {
    fs.writeFileSync(file, code.replace(fix.before, fix.after));
    console.log(`${fix.pkg} ${version}: fixed ${fix.file} (${fix.why})`);
  } else {
    console.error(`✖ ${fix.pkg} ${version}: ${fix.file} has ${count(fix.before)} copies of the code scripts/patch-deps.mjs fixes (want 1): it ${fix.why}.`);
    failed = true;
  }
}
if (failed) process.exit(1);
