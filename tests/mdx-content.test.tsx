/**
 * The evaluated MDX a worker keeps is the page's: the same compiled body on two pages reads each
 * page's Docusaurus modules (`<DocCardList />`'s category, `useLocation()`), not the first one's.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MDXContent } from '@/components/mdx/mdx-content';
import { MODULES_VAR } from '@/lib/docusaurus/module-names';

// No documents: the pages here are of src/pages, which read none.
vi.mock('contentlayer/generated', () => ({ allDocs: [], allPosts: [] }));

/** Compiled code as mdx-bundler writes it, showing the path its page's router module gives. */
const code = `return { default: function Content() { return ${MODULES_VAR}["@docusaurus/router"].useLocation().pathname; } };`;
const render = (route: string) => renderToStaticMarkup(<MDXContent code={code} page={{ kind: 'page', route }} />);

describe('MDXContent', () => {
  it('evaluates one body for each page that shows it', () => {
    const a = render('a');
    const b = render('b');
    expect(a).not.toBe(b);
    expect(b).toContain('/b');
    // And again from the cache: still each page's own.
    expect(render('a')).toBe(a);
    expect(render('b')).toBe(b);
  });
});
