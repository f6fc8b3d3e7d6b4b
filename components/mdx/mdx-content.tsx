import { evaluateSiteCode, type Evaluated } from '@/lib/docusaurus/evaluate';
import { docusaurusModules, pagePath, type MdxPage } from '../docusaurus/page-modules';
import { mdxComponents, type MDXComponents } from './components';
import { currentLocale } from '@/lib/i18n/current-locale';

/**
 * Evaluated documents a worker keeps, least recently used out first. A post is rendered on its page
 * and again on the list, tag and author pages that show its excerpt, which a worker mostly renders
 * close together; keeping every document (keyed by its whole compiled code) held the whole site in
 * each worker's memory.
 */
const CACHE_SIZE = 64;
const cache = new Map<string, Evaluated>();

/**
 * Evaluate contentlayer's compiled MDX (mdx-bundler output), reused while it is in the cache.
 * Docusaurus modules it imports (`@theme/Tabs`, `@docusaurus/Link` …) are read from the page's
 * module table, so the cache is keyed by the page as well as the code: two category pages with the
 * same body each list their own cards, and by the locale rendered: an untranslated page's one code
 * reads each locale's code translations (`<Translate>`) from the table it was evaluated with.
 */
function componentFor(code: string, page: MdxPage): Evaluated {
  const key = `${currentLocale()}\0${pagePath(page)}\0${code}`;
  let C = cache.get(key);
  if (C) cache.delete(key);
  else {
    C = evaluateSiteCode(code, docusaurusModules(page));
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, C);
  return C;
}

export function MDXContent({ code, page, components }: { code: string; page: MdxPage; components?: MDXComponents }) {
  const Component = componentFor(code, page);
  // A server component: the compiled MDX is evaluated when it is not in the cache above.
  // eslint-disable-next-line react-hooks/static-components
  return <Component components={{ ...mdxComponents, ...components }} />;
}
