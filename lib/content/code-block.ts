/**
 * `<CodeBlock language="sql" title="q.sql">{`select 1`}</CodeBlock>` (from `@theme/CodeBlock`)
 * becomes a fenced code block while compiling, so it is highlighted at build time like one and the
 * page build never loads the highlighter. A CodeBlock whose code is not written in the page (a
 * variable, an imported file) stays a component and renders plain.
 */
import type { Root, RootContent, Text } from 'mdast';
import type {} from 'mdast-util-mdx';
import { jsxAttribute as attr } from '../docusaurus/mdx-syntax';
import { SKIP, visit } from 'unist-util-visit';

/** The names `@theme/CodeBlock` is imported under in this file. */
function codeBlockNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const n of tree.children) {
    if (n.type !== 'mdxjsEsm') continue;
    for (const s of n.data?.estree?.body ?? []) {
      if (s.type !== 'ImportDeclaration' || s.source.value !== '@theme/CodeBlock') continue;
      for (const spec of s.specifiers) if (spec.type === 'ImportDefaultSpecifier') names.add(spec.local.name);
    }
  }
  return names;
}

/** The code an element holds when it is written out: text, a string or a template without `${}`. */
function literalCode(kids: RootContent[]): string | undefined {
  const only: RootContent[] = kids.length === 1 && kids[0].type === 'paragraph' ? kids[0].children : kids;
  const one = only.length === 1 ? only[0] : undefined;
  if (one?.type === 'mdxFlowExpression' || one?.type === 'mdxTextExpression') {
    const statement = one.data?.estree?.body[0];
    const e = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (e?.type === 'Literal' && typeof e.value === 'string') return e.value;
    if (e?.type === 'TemplateLiteral' && !e.expressions.length) return e.quasis.map((q) => q.value.cooked ?? '').join('');
    return undefined;
  }
  if (only.every((k): k is Text => k.type === 'text')) return only.map((k) => k.value).join('');
  return undefined;
}


export function remarkCodeBlock() {
  return (tree: Root) => {
    const names = codeBlockNames(tree);
    if (!names.size) return;
    visit(tree, 'mdxJsxFlowElement', (k, i, parent) => {
      if (!k.name || !names.has(k.name)) return;
      const code = literalCode(k.children);
      const str = (name: string) => {
        const value = attr(k, name)?.value;
        return typeof value === 'string' ? value : undefined;
      };
      // Neither a CodeBlock left as a component nor the code that replaces one is looked into.
      if (code === undefined || !parent || i === undefined) return SKIP;
      const lang = str('language') ?? str('className')?.match(/language-(\S+)/)?.[1] ?? 'text';
      const title = str('title');
      const meta = [str('metastring'), title ? `title="${title.replace(/"/g, '')}"` : '', attr(k, 'showLineNumbers') ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
      parent.children[i] = { type: 'code', lang, meta: meta || null, value: code.replace(/^\n|\n\s*$/g, '') };
      return SKIP;
    });
  };
}
