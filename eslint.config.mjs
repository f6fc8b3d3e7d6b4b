import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'out/**', 'out-*/**', '.contentlayer/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'bench/**', 'tests/fixtures/docusaurus-config/**', 'tests/fixtures/docusaurus-pages/**'] },
];

export default config;
