/** Which site modules are islands (lib/docusaurus/islands.ts) and the warning for handlers MDX cannot keep (lib/checks/site-code.ts), on tests/fixtures/stateful-site. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { checkSiteCode } from '@/lib/checks/site-code';
import { clientConstructs, islandReasons } from '@/lib/docusaurus/islands';
import { readContent } from '@/lib/checks/read';
import { formatIssue } from '@/lib/checks/types';
import { contentPaths } from '@/lib/env';

const ROOT = path.resolve(__dirname, 'fixtures/stateful-site');

describe('clientConstructs', () => {
  it.each([
    ['hooks in order of use', 'const [a] = useState(1); useEffect(() => {}); const r = React.useRef();', ['useState', 'useEffect', 'useRef']],
    ['a handler prop', 'jsx("button", { onClick: () => go() })', ['onClick']],
    ['browser globals', 'if (typeof window !== "undefined") localStorage.setItem("k", document.title)', ['localStorage', 'document']],
    ['class state', 'class A extends Component { componentDidMount() { this.setState({}) } }', ['componentDidMount', 'setState']],
    ['words in strings are not code', 'const s = "useState(1) window.x"; const t = `onClick: ${1}`;', []],
    ['a state setter is not class state', 'const [s, setState] = useState(0); setState(1);', ['useState']],
    ['a pure component', 'export default function B({ label }) { return jsx("b", { children: label }); }', []],
  ])('%s', (_what, code, expected) => {
    expect(clientConstructs(code)).toEqual(expected);
  });
});

describe('checkSiteCode', () => {
  const tree = readContent(contentPaths(ROOT), path.join(ROOT, 'public'), path.resolve(ROOT, '..'));
  const lines = checkSiteCode(tree).map(formatIssue);

  it('names each handler written on an element in MDX, with its line; none in code; a component module that needs the browser is an island, not a warning', () => {
    expect(lines).toEqual([
      'stateful-site/docs/handlers.mdx:7: <button onClick={…}> in MDX is not kept (the page is HTML without scripts); move the element into a component of src/components, which then runs in the browser as an island',
      'stateful-site/docs/handlers.mdx:15: <div onMouseEnter={…}> in MDX is not kept (the page is HTML without scripts); move the element into a component of src/components, which then runs in the browser as an island',
    ]);
    expect(checkSiteCode(tree).every((i) => i.severity === 'warning' && i.rule === 'site/client-code')).toBe(true);
  });
});

describe('islandReasons: which modules of tests/fixtures/stateful-site are islands', () => {
  const reasons = (rel: string) => islandReasons(path.join(ROOT, rel), fs.readFileSync(path.join(ROOT, rel), 'utf8'));
  it.each([
    ['src/components/Counter.tsx', ['useState', 'document', 'onClick']],
    ['src/components/Embed/index.tsx', ['useState', 'useEffect']],
    ['src/components/Embed/Loading.tsx', ['useRef', 'onClick', 'window']],
    ['src/components/Themed.tsx', ['useReducer', 'componentDidMount', 'setState']],
    ['src/components/Badge.tsx', []],
    ['src/pages/index.jsx', []],
  ])('%s', (rel, expected) => {
    expect(reasons(rel)).toEqual(expected);
  });

  it.each([
    ["'use client' marks a module with nothing else", "'use client';\nexport default function A() { return <b>a</b>; }", ["'use client'"]],
    ['after use strict too', '"use strict";\n"use client";\nexport const A = () => null;', ["'use client'"]],
    ['a BrowserOnly import', "import BrowserOnly from '@docusaurus/BrowserOnly';\nexport default () => <BrowserOnly>{() => <i />}</BrowserOnly>;", ['@docusaurus/BrowserOnly']],
    ['a useIsBrowser import', "import useIsBrowser from '@docusaurus/useIsBrowser';\nexport default () => useIsBrowser() ? 'b' : 's';", ['@docusaurus/useIsBrowser']],
    ['other client API imports are not', "import Link from '@docusaurus/Link';\nimport { translate } from '@docusaurus/Translate';\nexport default () => <Link to=\"/\">{translate({ message: 'x' })}</Link>;", []],
    ['a type named like a hook, a comment', '// useState(1) onClick: window.x\ntype T = { onClick: () => void };\nexport const A = (p: T) => <i>{String(p)}</i>;', []],
    ['a module that does not parse', 'export default function (', []],
  ])('%s', (_what, text, expected) => {
    expect(islandReasons('/x/A.tsx', text)).toEqual(expected);
  });
});
