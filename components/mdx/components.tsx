import { codeButtonsText } from '@/lib/i18n/ui-text';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Children, isValidElement } from 'react';
import { localImageSize } from '@/lib/content/assets';
import { ZOOM_ATTR } from '@/lib/ui/zoom';
import { JSX_AS_COMPONENT } from '@/lib/docusaurus/module-names';
import { withBase } from '@/lib/routes';
import { authoredPath } from '@/lib/url';
import { SmartLink } from '../ui/link';
import { BarChart } from './charts/bar-chart';
import { LineChart } from './charts/line-chart';
import { CodeActions } from './copy-button';
import { Admonition } from './admonition';
import { Mermaid } from './mermaid';
import { TabItem, Tabs } from './tabs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MDXComponents = Record<string, ComponentType<any>>;

function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  function Heading({ id, children, ...rest }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? (
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${typeof children === 'string' ? children : 'this heading'}`}>
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = Tag;
  return Heading;
}

function A({ href = '', children, ...rest }: ComponentProps<'a'>) {
  return (
    <SmartLink href={authoredPath(href)} {...rest}>
      {children as ReactNode}
    </SmartLink>
  );
}

function Img({ src, alt, width, height, [ZOOM_ATTR]: zoom, ...rest }: ComponentProps<'img'> & { [ZOOM_ATTR]?: string }) {
  // Width and height reserve the image's space before it loads (no layout shift).
  const path = typeof src === 'string' ? authoredPath(src) : undefined;
  const size = width && height ? { width, height } : path ? localImageSize(path) : null;
  const url = path ? withBase(path) : undefined;
  // eslint-disable-next-line @next/next/no-img-element
  const img = <img src={url} alt={alt ?? ''} loading="lazy" decoding="async" {...size} {...rest} />;
  if (zoom === undefined || !url) return img;
  // An image no link holds opens full screen (lib/ui/zoom.ts); without scripts, as the file itself.
  return (
    <a href={url} className="zoom-link" {...{ [ZOOM_ATTR]: '' }} aria-haspopup="dialog" aria-label={alt ? undefined : 'Image, open full screen'}>
      {img}
    </a>
  );
}

function Figure(props: ComponentProps<'figure'> & { 'data-rehype-pretty-code-figure'?: string }) {
  if (props['data-rehype-pretty-code-figure'] === undefined) return <figure {...props} />;
  // The title stays above; the code and its buttons share a frame, so the buttons sit at the code's top right.
  const parts = Children.toArray(props.children);
  const isTitle = (c: ReactNode) => isValidElement<{ 'data-rehype-pretty-code-title'?: string }>(c) && c.props['data-rehype-pretty-code-title'] !== undefined;
  return (
    <figure {...props}>
      {parts.filter(isTitle)}
      <div className="code-frame">
        {parts.filter((c) => !isTitle(c))}
        <CodeActions text={codeButtonsText()} />
      </div>
    </figure>
  );
}

/**
 * Tables scroll sideways on narrow screens: focusable, so the keyboard can scroll them (as code
 * blocks are), in a frame whose edges shade while there is more table that way (app/markdown.css).
 */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-frame">
      <table tabIndex={0} {...props} />
    </div>
  );
}

export const mdxComponents: MDXComponents = {
  a: A,
  table: Table,
  img: Img,
  figure: Figure,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  Tabs,
  TabItem,
  Admonition,
  BarChart,
  LineChart,
  // ```mermaid blocks, drawn while compiling (lib/docusaurus/remark-mermaid.ts).
  Mermaid,
  // A post's body after its truncate marker (lib/docusaurus/remark-truncate.ts): shown on the post, hidden on lists.
  PostRest: ({ children }: { children?: ReactNode }) => <>{children}</>,
  [JSX_AS_COMPONENT.a]: A,
  [JSX_AS_COMPONENT.img]: Img,
};
