import { codeButtonsText } from '@/lib/i18n/ui-text';
import type { ReactNode } from 'react';
import { CodeActions } from '../mdx/copy-button';
import { site } from '@/lib/site';
import { metaLineNumbersStart, metaTitle, parseCodeLines } from '@/lib/docusaurus/code-block-lines';
import { codeVars, styleOf } from '@/lib/content/code-colors';
import type { CodeTheme } from '@/lib/content/code-theme';

type Props = { children?: ReactNode; language?: string; className?: string; title?: string; metastring?: string; showLineNumbers?: boolean | number };

const text = (n: ReactNode): string => (typeof n === 'string' || typeof n === 'number' ? String(n) : Array.isArray(n) ? n.map(text).join('') : '');
const plain = (t: CodeTheme) => (typeof t === 'string' ? {} : (t.plain as { color?: string; backgroundColor?: string }));

/** The figure's colours when the site's themes are prism objects; a shiki theme name leaves the stylesheet's. */
const FIGURE_STYLE = styleOf({
  ...codeVars('light', plain(site.prism.theme).backgroundColor, plain(site.prism.theme).color),
  ...codeVars('dark', plain(site.prism.darkTheme).backgroundColor, plain(site.prism.darkTheme).color),
});
const cssText = (s: string) => Object.fromEntries(s.split(';').filter(Boolean).map((d) => d.split(':') as [string, string]));

/**
 * Docusaurus's `@theme/CodeBlock` when its code is not written in the page (a variable): the same
 * figure, title, line classes (magic comments, `{1,4-6}`), line numbers and buttons as other code
 * blocks, without token colours. Code written in the page was turned into a highlighted block while
 * compiling (lib/content/code-block.ts). Title and line numbers as theme-classic's
 * CodeBlock/Content/String.tsx: the metastring's title first, the prop's line numbers first.
 */
export function CodeBlock({ children, language, className, title, metastring, showLineNumbers }: Props) {
  const lang = (language ?? className?.match(/language-(\S+)/)?.[1] ?? site.prism.defaultLanguage)?.toLowerCase();
  const { code, lineClassNames } = parseCodeLines(text(children), { metastring, language: lang, magicComments: site.prism.magicComments });
  const shownTitle = metaTitle(metastring) || title;
  const start = typeof showLineNumbers === 'number' ? showLineNumbers : showLineNumbers === false ? undefined : showLineNumbers ? 1 : metaLineNumbersStart(metastring);
  return (
    <figure data-rehype-pretty-code-figure="" style={cssText(FIGURE_STYLE)}>
      {shownTitle ? <figcaption data-rehype-pretty-code-title="">{shownTitle}</figcaption> : null}
      <div className="code-frame">
        <pre data-language={lang ?? 'text'} tabIndex={0}>
          <code
            data-language={lang ?? 'text'}
            {...(start === undefined ? {} : { 'data-line-numbers': '', style: { counterSet: `line ${start - 1}` } })}
          >
            {code.split('\n').map((line, i) => (
              <span key={i} data-line="" className={lineClassNames[i]?.join(' ')}>
                {line}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
        <CodeActions text={codeButtonsText()} />
      </div>
    </figure>
  );
}
