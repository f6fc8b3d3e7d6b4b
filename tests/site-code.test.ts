/** The warning for site modules that run only in the browser (lib/checks/site-code.ts), on tests/fixtures/stateful-site. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteCode, clientConstructs } from '@/lib/checks/site-code';
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

  it('names each stateful module once, with what it uses, through @site, relative and nested imports', () => {
    expect(lines.sort()).toEqual([
      'stateful-site/src/components/Counter.tsx: useState, document, onClick: the component renders its first state; it does not run in the browser here',
      'stateful-site/src/components/Embed/Loading.tsx: useRef, onClick, window: the component renders its first state; it does not run in the browser here',
      'stateful-site/src/components/Embed/index.tsx: useState, useEffect: the component renders its first state; it does not run in the browser here',
      'stateful-site/src/components/Themed.tsx: useReducer, componentDidMount, setState: the component renders its first state; it does not run in the browser here',
    ]);
  });

  it('a module without hooks, the MDX file and the page get none; every issue is a warning', () => {
    expect(lines.join('\n')).not.toMatch(/Badge|index\.mdx|pages\/index/);
    expect(checkSiteCode(tree).every((i) => i.severity === 'warning' && i.rule === 'site/client-code')).toBe(true);
  });
});
