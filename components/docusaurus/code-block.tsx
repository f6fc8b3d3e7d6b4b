import type { ReactNode } from 'react';
import { CodeActions } from '../mdx/copy-button';

type Props = { children?: ReactNode; language?: string; className?: string; title?: string };

const text = (n: ReactNode): string => (typeof n === 'string' || typeof n === 'number' ? String(n) : Array.isArray(n) ? n.map(text).join('') : '');

/**
 * Docusaurus's `@theme/CodeBlock` when its code is not written in the page (a variable): the same
 * figure, title and buttons (word wrap, copy) as other code blocks, without highlighting. Code written in the
 * page was turned into a highlighted block while compiling (lib/content/code-block.ts).
 */
export function CodeBlock({ children, language, className, title }: Props) {
  const lang = language ?? className?.match(/language-(\S+)/)?.[1] ?? 'text';
  return (
    <figure data-rehype-pretty-code-figure="">
      {title ? <figcaption data-rehype-pretty-code-title="">{title}</figcaption> : null}
      <div className="code-frame">
        <pre data-language={lang} style={{ backgroundColor: '#0d1117', color: '#e6edf3' }} tabIndex={0}>
          <code data-language={lang}>
            {text(children)
              .replace(/\n$/, '')
              .split('\n')
              .map((line, i) => (
                <span key={i} data-line="">
                  {line}
                  {'\n'}
                </span>
              ))}
          </code>
        </pre>
        <CodeActions />
      </div>
    </figure>
  );
}
