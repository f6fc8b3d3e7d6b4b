// Post-build, one program: read the export once and run lib/build/postbuild.ts's steps in order.
// Run by `npm run build` after `next build`, in production mode (drafts are not routed).
(process.env as Record<string, string>).NODE_ENV = 'production';

const { OUT_DIR } = await import('@/lib/env');
const { ExportedSite } = await import('@/lib/build/exported-site');
const { postbuild } = await import('@/lib/build/postbuild');

try {
  await postbuild(new ExportedSite(OUT_DIR));
} catch (e) {
  console.error(`\n✖ ${(e as Error).message}`);
  process.exit(1);
}

export {};
