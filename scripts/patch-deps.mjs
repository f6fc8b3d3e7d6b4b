// postinstall: fixes to dependencies, each applied by replacing one exact string. If an upgrade
// changes the code, the install fails instead of dropping a fix silently: check what the fix is for
// (its `why`) and update the strings, or drop the fix if the release has it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
    // On every save `contentlayer2 dev` serialised every document again and deleted and rewrote its
    // JSON file, changed or not: it keeps the hash of what it last wrote, but only checks it when a
    // caller asks not to delete first, and none does. At 1,500 pages that is 36 MB on each save, and
    // `next dev` recompiles every document module it sees rewritten. Now only documents whose hash
    // changed are serialised and written (contentlayer recomputes only the saved one anyway); the
    // first generation of a process writes them all. README's author's-loop section has the figures.
    why: "serialises and writes only the changed documents' JSON, not the whole site's",
    before:
      "const individualDataJsonFiles = allCacheItems.map(({ document, documentHash }) => ({\n" +
      '        content: JSON.stringify(document, null, 2),\n' +
      "        filePath: withPrefix('generated', document[typeNameField], `${idToFileName(document._id)}.json`),\n" +
      '        documentHash,\n' +
      '    }));',
    after:
      'const individualDataJsonFiles = allCacheItems' +
      ".map(({ document, documentHash }) => ({ document, documentHash, filePath: withPrefix('generated', document[typeNameField], `${idToFileName(document._id)}.json`) }))" +
      '.filter(({ filePath, documentHash }) => writtenFilesCache[filePath] !== documentHash)' +
      '.map(({ document, documentHash, filePath }) => ({ content: JSON.stringify(document, null, 2), filePath, documentHash }));',
  },
  {
    pkg: '@contentlayer2/core',
    file: 'dist/generation/generate-dotpkg.js',
    // `Doc/_index.json` and `Post/_index.json` hold every document again, in one file each, and were
    // serialised and rewritten on every save (27 MB at 1,500 pages). Nothing imports them (the
    // generated `_index.mjs` imports each document's own file, and lib/content/generated-from-disk.ts
    // reads those), so `contentlayer2 dev` no longer writes them; a build still does.
    why: "skips the whole-site `_index.json` files in `contentlayer2 dev`",
    before: 'const collectionDataJsonFiles = pipe(documentDefs,',
    after: 'const collectionDataJsonFiles = isDev ? [] : pipe(documentDefs,',
  },
  {
    pkg: '@contentlayer2/source-files',
    file: 'dist/fetchData/index.js',
    // After every save `contentlayer2 dev` wrote its whole data cache to disk (36 MB of JSON at 1,500
    // pages, ~0.85 s serialising on the main thread) before it generated the saved document: on the
    // critical path of every edit. The cache on disk only serves the next process's start, and an
    // entry is checked against its document's hash before use, so the start after an editing session
    // simply recompiles the documents edited in it. The first generation of a process still writes it
    // (so `contentlayer2 build`, which generates once, is unchanged).
    why: 'writes the data cache on a process\'s first generation only, not after every save in dev',
    before:
      'S.tapRightEither((cache_) => skipCachePersistence\n' +
      '        ? T.unit\n' +
      '        : core.DataCache.writeCacheToDisk({ cache: cache_, schemaHash: coreSchemaDef.hash }))',
    after:
      'S.tapRightEither(((written) => (cache_) => skipCachePersistence || written.count++ > 0\n' +
      '        ? T.unit\n' +
      '        : core.DataCache.writeCacheToDisk({ cache: cache_, schemaHash: coreSchemaDef.hash }))({ count: 0 }))',
  },
  {
    pkg: '@contentlayer2/core',
    file: 'dist/generation/generate-dotpkg.js',
    // Every save also deleted and rewrote the generated barrels (`Doc/_index.mjs`, importing each of
    // the 1,500 documents at 1,500 pages), `index.mjs` and the type files, though they only change
    // when a document is added or removed. `next dev` saw the barrel replaced and compiled it again,
    // ~2 s for the first edits of a session at 1,500 pages. Now a file the process already wrote with
    // the same text is left alone; its first generation writes them all.
    why: 'leaves generated files alone that this process already wrote with the same text',
    before: '    if (!rmBeforeWrite && fileIsUpToDate) {\n        return;\n    }',
    after:
      '    if ((!rmBeforeWrite && fileIsUpToDate) || (documentHash === undefined && writtenFilesCache[filePath] === content)) {\n        return;\n    }\n' +
      '    if (documentHash === undefined) writtenFilesCache[filePath] = content;',
  },
  {
    pkg: '@contentlayer2/core',
    file: 'dist/generation/generate-dotpkg.js',
    // `contentlayer2 build` (a new process on every `npm run build`) deleted and rewrote every
    // document's JSON file, changed or not: the hashes of what it wrote lived in that process only. At
    // 10 docs versions that is ~460 files, 12 MB serialised and written again on an edit build for the one
    // doc that changed, and every file's new time made the readers after it (lib/builder/page-reuse.ts)
    // read them all again (#54). Now each generation notes, for the next process, each document file it
    // left with its document's hash and the file's size and time; the next one skips a document whose
    // hash is the same and whose file is as noted. The note is named like contentlayer's data cache
    // (`data-<config hash>…json`, in `.contentlayer/.cache/`), so whatever drops that cache drops it
    // too (a plugin edit: lib/content/site-plugins-cache.ts; a config edit changes the hash): a
    // document compiled again with an unchanged hash (its source's mtime) is then written again.
    // These three fixes go together: the note is read, kept and the helpers defined.
    why: 'reads, for a new process, which document files the last one wrote (helpers)',
    before: 'const makePackageJson = (schemaHash) => {',
    after:
      "import * as writtenFs from 'node:fs';\n" +
      '// The document files a generation left, for the next process (scripts/patch-deps.mjs).\n' +
      'const readWrittenFiles = (note, cache) => {\n' +
      '    let kept;\n' +
      "    try { kept = JSON.parse(writtenFs.readFileSync(note, 'utf8')); } catch { return; }\n" +
      '    for (const [filePath, { hash, size, mtimeMs }] of Object.entries(kept)) {\n' +
      '        try { const st = writtenFs.statSync(filePath); if (st.size === size && st.mtimeMs === mtimeMs) cache[filePath] = hash; } catch { /* gone: written again */ }\n' +
      '    }\n' +
      '};\n' +
      'const keepWrittenFiles = (note, cache, documentFiles) => {\n' +
      '    const out = {};\n' +
      '    for (const filePath of documentFiles) {\n' +
      '        const hash = cache[filePath];\n' +
      '        if (hash === undefined) continue;\n' +
      '        try { const st = writtenFs.statSync(filePath); out[filePath] = { hash, size: st.size, mtimeMs: st.mtimeMs }; } catch { /* not written */ }\n' +
      '    }\n' +
      "    try { writtenFs.writeFileSync(`${note}.tmp`, JSON.stringify(out)); writtenFs.renameSync(`${note}.tmp`, note); } catch { /* the next process writes every file */ }\n" +
      '};\n' +
      'const makePackageJson = (schemaHash) => {',
  },
  {
    pkg: '@contentlayer2/core',
    file: 'dist/generation/generate-dotpkg.js',
    why: 'reads the note of the document files the last process wrote',
    before: '    const withPrefix = (...path_) => filePathJoin(targetPath, ...path_);\n',
    after:
      '    const withPrefix = (...path_) => filePathJoin(targetPath, ...path_);\n' +
      '    const writtenNote = withPrefix(\'.cache\', `data-${schemaDef.hash}-written.json`);\n' +
      '    if (Object.keys(writtenFilesCache).length === 0) readWrittenFiles(writtenNote, writtenFilesCache);\n',
  },
  {
    pkg: '@contentlayer2/core',
    file: 'dist/generation/generate-dotpkg.js',
    why: 'keeps the note of the document files this generation left',
    before: '...collectionDataJsonFiles.map(writeFile), options.experimental.enableDynamicBuild ? makeFetchContentWorker({ config, bundleFilePath }) : T.unit));\n',
    after:
      '...collectionDataJsonFiles.map(writeFile), options.experimental.enableDynamicBuild ? makeFetchContentWorker({ config, bundleFilePath }) : T.unit));\n' +
      "    keepWrittenFiles(writtenNote, writtenFilesCache, allCacheItems.map(({ document }) => withPrefix('generated', document[typeNameField], `${idToFileName(document._id)}.json`)));\n",
  },
  {
    pkg: 'next',
    file: 'dist/client/components/router-reducer/router-reducer.js',
    // The client router loads its Server Action reducer on every page (with the modules only it needs:
    // ~2 KB gzip of first-load JS), but a static export (`output: 'export'`, all this engine builds) has
    // no server to run an action: Next refuses a build whose code declares one. The reducer is now
    // required inside its case, only when the build is not an export, as Next requires its
    // development-only HMR reducer there (`process.env.__NEXT_CONFIG_OUTPUT` is inlined, so the
    // bundler drops the branch). Two fixes: this one takes the import away, the next adds it to the case.
    why: "leaves the Server Action reducer out of a static export's client router",
    before: 'const _serveractionreducer = require("./reducers/server-action-reducer");\n',
    after: '// The Server Action reducer is required in its case below, when the build is not a static export (scripts/patch-deps.mjs).\n',
  },
  {
    pkg: 'next',
    file: 'dist/client/components/router-reducer/router-reducer.js',
    why: "requires the Server Action reducer only in a build that is not a static export",
    before: '                return (0, _serveractionreducer.serverActionReducer)(state, action);\n',
    after:
      "                if (process.env.__NEXT_CONFIG_OUTPUT !== 'export') {\n" +
      '                    const { serverActionReducer } = require("./reducers/server-action-reducer");\n' +
      '                    return serverActionReducer(state, action);\n' +
      '                }\n' +
      "                throw new Error('A static export (output: export) has no server to run a Server Action.');\n",
  },
];

const require = createRequire(import.meta.url);

/** A package's package.json, found from its entry (some packages do not export `./package.json`). */
function packageJsonOf(name) {
  // An ESM-only package (exports with `import` only) has no entry require() can resolve.
  const entry = (() => {
    try {
      return require.resolve(name);
    } catch {
      return fileURLToPath(import.meta.resolve(name));
    }
  })();
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
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
    // A new file in its place, not written into: a hard-linked node_modules (a git worktree's
    // `cp -al`) keeps the checkout it was linked from as it was.
    fs.writeFileSync(`${file}.patch-tmp`, code.replace(fix.before, fix.after));
    fs.renameSync(`${file}.patch-tmp`, file);
    console.log(`${fix.pkg} ${version}: fixed ${fix.file} (${fix.why})`);
  } else {
    console.error(`✖ ${fix.pkg} ${version}: ${fix.file} has ${count(fix.before)} copies of the code scripts/patch-deps.mjs fixes (want 1): it ${fix.why}.`);
    failed = true;
  }
}
if (failed) process.exit(1);
