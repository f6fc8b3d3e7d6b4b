// postinstall: one fix to @docsearch/react 3.9, applied by replacing one exact string.
//
// DocSearch's autocomplete sets the status back to "idle" in a `finally` after every request,
// even when the request failed and the status is "error": the dialog then shows "No results for"
// instead of its "Unable to fetch results" screen. The fix keeps "error" ("idle" otherwise).
// e2e/search.spec.ts ("an unreachable index") proves it. If an upgrade changes the code, this
// fails the install instead of dropping the fix silently: check the screen and update the strings.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const FILE = 'dist/esm/index.js';
const BEFORE = '.finally((function(){p("idle"),';
const AFTER = '.finally((function(){"error"!==c.getState().status&&p("idle"),';

const require = createRequire(import.meta.url);
const pkg = require.resolve('@docsearch/react/package.json');
const { version } = JSON.parse(fs.readFileSync(pkg, 'utf8'));
const file = path.join(path.dirname(pkg), FILE);
const code = fs.readFileSync(file, 'utf8');
const count = (s) => code.split(s).length - 1;

if (count(AFTER) === 1) {
  console.log(`@docsearch/react ${version}: error-screen fix already applied`);
} else if (count(BEFORE) === 1) {
  fs.writeFileSync(file, code.replace(BEFORE, AFTER));
  console.log(`@docsearch/react ${version}: error-screen fix applied to ${FILE}`);
} else {
  console.error(
    `✖ @docsearch/react ${version}: ${FILE} has ${count(BEFORE)} copies of the code scripts/patch-docsearch.mjs fixes (want 1).\n` +
      '  The fix keeps the dialog\'s "Unable to fetch results" screen; see the comment at the top of that script.',
  );
  process.exit(1);
}
