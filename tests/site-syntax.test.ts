/**
 * The site's remark plugins' syntax in the parser every reader outside the compile uses
 * (lib/docusaurus/mdx-syntax.ts): a body with remark-math's `$\{a, b\}$` is math when the config
 * lists remark-math, as in Docusaurus's MDX processor, not an MDX expression the checks reject.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseMdx, setSiteSyntax, siteSyntaxVersion, withSiteSyntax } from '@/lib/docusaurus/mdx-syntax';
import { mdxToMarkdown } from '@/lib/seo/markdown';
import { unified } from 'unified';
import remarkStringify from 'remark-stringify';

type Effects = { enter: (t: string) => void; exit: (t: string) => void; consume: (c: number | null) => void };
type State = (code: number | null) => State | undefined;
const DOLLAR = 36;

/** A small stand-in for remark-math: `$…$` in text is a `dollarMath` node holding what is between. */
function remarkDollarMath(this: { data: (k: string) => unknown[] | undefined }) {
  const data = this.data as unknown as () => Record<string, unknown[]>;
  const d = data.call(this);
  const construct = {
    name: 'dollarMath',
    tokenize(effects: Effects, ok: State, nok: State): State {
      const inside: State = (code) => {
        if (code === null || code === 10) return nok(code);
        if (code === DOLLAR) {
          effects.exit('dollarMathValue');
          effects.enter('dollarMathMarker');
          effects.consume(code);
          effects.exit('dollarMathMarker');
          effects.exit('dollarMath');
          return ok;
        }
        effects.consume(code);
        return inside;
      };
      const first: State = (code) => {
        if (code === DOLLAR || code === null) return nok(code);
        effects.enter('dollarMathValue');
        return inside(code);
      };
      return (code) => {
        effects.enter('dollarMath');
        effects.consume(code);
        return first;
      };
    },
  };
  (d.micromarkExtensions ??= []).push({ text: { [DOLLAR]: construct } });
  (d.fromMarkdownExtensions ??= []).push({
    enter: { dollarMath(this: { enter: (n: unknown, t: unknown) => void }, t: unknown) { this.enter({ type: 'dollarMath', value: '' }, t); } },
    exit: {
      dollarMathValue(this: { stack: { value: string }[]; sliceSerialize: (t: unknown) => string }, t: unknown) { this.stack[this.stack.length - 1].value = this.sliceSerialize(t); },
      dollarMath(this: { exit: (t: unknown) => void }, t: unknown) { this.exit(t); },
    },
  });
  (d.toMarkdownExtensions ??= []).push({ handlers: { dollarMath: (n: { value: string }) => `$${n.value}$` } });
}

// As a real site's doc writes it: `{f:X}` is no JavaScript expression.
const BODY = 'It computes $(\\text{f:X} \\to \\text{Y})$ in t steps.\n';
const types = (n: { type: string; children?: unknown[] }): string[] => [n.type, ...((n.children ?? []) as { type: string }[]).flatMap(types)];

afterEach(() => setSiteSyntax([]));

describe("the site's remark syntax in the body parser", () => {
  it('without the plugin, the braces are an MDX expression that does not parse', () => {
    expect(() => parseMdx(BODY)).toThrow();
  });

  it("with the config's plugin, the same body parses, as Docusaurus's MDX processor made with the site's plugins does", () => {
    const before = siteSyntaxVersion();
    setSiteSyntax([{ plugin: remarkDollarMath as never, options: [] }]);
    expect(siteSyntaxVersion()).toBe(before + 1);
    const tree = parseMdx(BODY);
    expect(types(tree)).toContain('dollarMath');
    expect(types(tree)).not.toContain('mdxTextExpression');
  });

  it('the Markdown twin writes the math back as it was written', () => {
    setSiteSyntax([{ plugin: remarkDollarMath as never, options: [] }]);
    const md = mdxToMarkdown(BODY, { resolveUrl: (u: string) => u } as never);
    expect(md).toContain('$(\\text{f:X} \\to \\text{Y})$');
  });

  it('one plugin listed for docs and blog is attached once, and one that throws when attached is left out', () => {
    const boom = () => {
      throw new Error('needs options');
    };
    setSiteSyntax([
      { plugin: remarkDollarMath as never, options: [] },
      { plugin: remarkDollarMath as never, options: [] },
      { plugin: boom, options: [] },
    ]);
    expect(types(parseMdx(BODY)).filter((t) => t === 'dollarMath')).toHaveLength(1);
    expect(() => withSiteSyntax(unified().use(remarkStringify))).not.toThrow();
  });
});
