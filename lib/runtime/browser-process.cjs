// `process` in browser code: Turbopack gives every module that names it Next's polyfill
// (next/dist/build/polyfills/process), which loads browserify's `process` (nextTick, listeners, cwd…:
// ~820 B gzip of first-load JS on every page). In this build only React names it, to report an
// uncaught error through `process.emit` when the browser has neither `reportError` nor `ErrorEvent`,
// which every browser the site targets has. next.config.ts aliases the polyfill to this object for
// the browser; the server keeps Node's `process`. Same shape as Next's polyfill for `env`: the real
// `process` when a host page defines one, else an object whose `env` is empty.
const p = globalThis.process;
module.exports = p && p.env && typeof p.env === 'object' ? p : { env: {} };
