/**
 * The end-to-end test server's port, in one place: scripts/e2e.ts serves out/ on it (and the
 * analytics, Docusaurus-sample, long-sidebar and classic-template builds on the next four ports), and playwright.config.ts points
 * the tests at it when BASE_URL is not set. A module of its own: importing scripts/e2e.ts would run it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
