// A small Docusaurus site whose components run in the browser (islands): a counter (state and a
// click), a component with an effect, one that reads useIsBrowser and BrowserOnly, and a page without
// any. Built by scripts/e2e.ts into out-islands/ for e2e/islands.spec.ts, and by hand with
// `npx tsx --tsconfig tsconfig.scripts.json e2e/islands-site.ts /tmp/dir`.
import { whenRunAsScript, writeSiteFile as write } from './site-files';

/** Writes the site into `root`. */
export function writeIslandsSite(root: string) {
  write(
    root,
    'docusaurus.config.js',
    `module.exports = {
  title: 'Islands',
  tagline: 'Components that run in the browser',
  url: 'https://islands.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]],
  themeConfig: { navbar: { title: 'Islands' } },
};
`,
  );
  write(
    root,
    'src/components/Counter.tsx',
    `import { useState } from 'react';

export default function Counter({ start, label }: { start: number; label: string }) {
  const [n, setN] = useState(start);
  return (
    <button type="button" className="counter" onClick={() => setN(n + 1)}>
      {label}: {n}
    </button>
  );
}
`,
  );
  write(
    root,
    'src/components/Effect.tsx',
    `import { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export function Effect() {
  const { siteConfig } = useDocusaurusContext();
  const [text, setText] = useState('effect not run');
  useEffect(() => setText('effect ran in ' + siteConfig.title), [siteConfig.title]);
  return <p className="effect">{text}</p>;
}
`,
  );
  write(
    root,
    'src/components/Where.jsx',
    `import useIsBrowser from '@docusaurus/useIsBrowser';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Translate, { translate } from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import { matchPath, useHistory, useLocation } from '@docusaurus/router';

export default function Where() {
  const isBrowser = useIsBrowser();
  const here = useLocation().pathname;
  const history = useHistory();
  const match = matchPath(here, { path: '/docs/:id' });
  return (
    <div className="where">
      <span className="is-browser">{isBrowser ? 'browser' : 'server'}</span>
      <BrowserOnly fallback={<span className="only">fallback</span>}>{() => <span className="only">{'width ' + window.innerWidth + ' dom ' + ExecutionEnvironment.canUseDOM}</span>}</BrowserOnly>
      <a className="img" href={useBaseUrl('/img/x.png')}>{here}</a>
      <span className="match">{match ? match.params.id : 'none'}</span>
      <span className="translated"><Translate id="n" values={{ n: 3 }}>{'{n} items'}</Translate> {translate({ message: 'and {w}' }, { w: 'more' })}</span>
      <Link className="to-plain" to="/docs/plain">plain</Link>
      <button type="button" className="go" onClick={() => history.push('/docs/plain')}>Go</button>
    </div>
  );
}
`,
  );
  write(
    root,
    'docs/counter.mdx',
    `---
sidebar_position: 1
description: Components that keep state and run effects.
---

# Counter

import Counter from '@site/src/components/Counter';
import { Effect } from '@site/src/components/Effect';
import Where from '@site/src/components/Where';

<Counter start={2} label="Clicks" />

<Effect />

<Where />
`,
  );
  write(root, 'docs/again.mdx', "---\nsidebar_position: 2\n---\n\n# Again\n\nimport Counter from '@site/src/components/Counter';\n\nThe same component on a second page: <Counter start={10} label=\"Again\" />\n");
  write(root, 'src/pages/index.md', '# Islands\n\nRead the [docs](/docs/counter).\n');
  // A 1×1 PNG for useBaseUrl to point at.
  write(root, 'static/img/x.png', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
  // The page's data in an island: its route's context, sidebar and doc, its category's cards, and
  // tabs that switch with the page's own (groupId) and keep the choice in the URL (queryString).
  write(
    root,
    'src/components/PageFacts.tsx',
    `import { useState } from 'react';
import useRouteContext from '@docusaurus/useRouteContext';
import { useDocsSidebar, useDoc } from '@docusaurus/plugin-content-docs/client';
import DocCardList from '@theme/DocCardList';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default function PageFacts() {
  const [cards, setCards] = useState(false);
  const { plugin } = useRouteContext();
  const sidebar = useDocsSidebar();
  const { metadata, frontMatter, toc } = useDoc();
  return (
    <div className="facts">
      <span className="plugin">{plugin.name + '/' + plugin.id}</span>
      <span className="sidebar">{sidebar ? sidebar.name + ': ' + sidebar.items.map((i) => i.label).join(', ') : 'none'}</span>
      <span className="doc">{[metadata.id, metadata.permalink, frontMatter.custom, toc.map((t) => t.id).join(',')].join(' | ')}</span>
      <button type="button" className="show-cards" onClick={() => setCards(!cards)}>{cards ? 'Hide' : 'Show'} cards</button>
      {cards ? <DocCardList /> : null}
      <Tabs groupId="lang" queryString>
        <TabItem value="js" label="JavaScript">island js</TabItem>
        <TabItem value="py" label="Python">island py</TabItem>
      </Tabs>
    </div>
  );
}
`,
  );
  write(
    root,
    'docs/guide/facts.mdx',
    `---
sidebar_position: 1
custom: from the frontmatter
---

# Facts

import PageFacts from '@site/src/components/PageFacts';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<PageFacts />

## Page tabs

<Tabs groupId="lang">
  <TabItem value="js" label="JavaScript">page js</TabItem>
  <TabItem value="py" label="Python">page py</TabItem>
</Tabs>
`,
  );
  write(root, 'docs/guide/neighbour.md', '---\nsidebar_position: 2\ndescription: The page beside the facts.\n---\n\n# Neighbour\n\nA page in the same category.\n');
  // Refs (#refs): a package's forwardRef components (as MUI's, framer-motion's motion.div) imported
  // straight into MDX, and a component whose ref focuses its field in the browser.
  write(root, 'node_modules/fake-refs/package.json', '{ "name": "fake-refs", "version": "1.0.0", "type": "module", "main": "index.js" }\n');
  write(
    root,
    'node_modules/fake-refs/index.js',
    `import * as React from 'react';
import { createPortal } from 'react-dom';
export const Portal = ({ children }) => createPortal(children, document.body);
export const Box = React.forwardRef(function Box(props, ref) {
  const own = React.useRef(null);
  return React.createElement('div', { ...props, ref: ref ?? own, 'data-box': '' });
});
`,
  );
  write(
    root,
    'src/components/FocusField.tsx',
    `import { forwardRef, useEffect, useRef, useState, type Ref } from 'react';
import { Box, Portal } from 'fake-refs';

const Field = forwardRef(function Field({ name }: { name: string }, ref: Ref<HTMLInputElement>) {
  return <input ref={ref} name={name} className="field" />;
});

export default function FocusField({ name }: { name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Box className="focus-box">
      <Field ref={input} name={name} />
      <button type="button" className="focus" onClick={() => input.current?.focus()}>Focus</button>
      {mounted && <Portal><p className="portal">in the body</p></Portal>}
    </Box>
  );
}
`,
  );
  write(
    root,
    'docs/refs.mdx',
    `---
sidebar_position: 4
---

# Refs

import { Box } from 'fake-refs';
import FocusField from '@site/src/components/FocusField';

<Box className="table">A package's box</Box>

<FocusField name="q" />
`,
  );
  write(root, 'docs/plain.md', '---\nsidebar_position: 3\n---\n\n# Plain\n\nA page without any component that runs in the browser.\n');
}

whenRunAsScript(import.meta.filename, ([dir]) => writeIslandsSite(dir));
