import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypePlugins } from '@/lib/content/markdown';
import { mdxComponents } from '../mdx/components';

type Props = { children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean; metastring?: string };

const text = (n: ReactNode): string => (typeof n === 'string' || typeof n === 'number' ? String(n) : Array.isArray(n) ? n.map(text).join('') : '');

/**
 * Docusaurus's `@theme/CodeBlock`: the code through the same highlighting as fenced blocks
 * (rehype-pretty-code at build time, no client JS), with the same figure, title and copy button.
 */
export async function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: Props) {
  const lang = language ?? className?.match(/language-(\S+)/)?.[1] ?? 'text';
  const meta = [metastring, title ? `title="${title.replace(/"/g, '')}"` : '', showLineNumbers ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
  const processor = unified().use(remarkRehype).use(rehypePlugins as never);
  const mdast = { type: 'root', children: [{ type: 'code', lang, meta: meta || null, value: text(children).replace(/\n$/, '') }] };
  const hast = await processor.run(mdast as never);
  return toJsxRuntime(hast as never, { Fragment, jsx, jsxs, components: mdxComponents as never }) as ReactNode;
}
