import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['content/**', 'tests/fixtures/mdx-plugins/**', 'tests/fixtures/mdx-plugins-boom/**', '.next/**', 'out/**', 'out-*/**', '.contentlayer/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'bench/**', 'tests/fixtures/docusaurus-config/**', 'tests/fixtures/docusaurus-pages/**'] },
  // The layers of lib/ (issue #39): lib is below the React code, and the content pipeline is below
  // what reads it (docs, blog, checks, build), which hand it resolvers instead.
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      // No module of lib/ reaches itself through its imports (about 25 s of the lint's time).
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/**', '@/app/**', '**/components/**', '**/app/**'], message: 'lib/ is below components/ and app/: move the code into lib/ or pass it in.' }] }],
    },
  },
  {
    files: ['lib/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/**', '@/app/**', '**/components/**', '**/app/**', ...['docs', 'blog', 'checks', 'builder'].flatMap((f) => [`@/lib/${f}/*`, `../${f}/*`])], message: 'lib/content is below docs, blog, checks and builder: take what it needs as a parameter (a resolver), not an import.' }] }],
    },
  },
];

export default config;
