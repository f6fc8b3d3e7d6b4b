/**
 * `<CodeBlock language="sql" title="q.sql">{`select 1`}</CodeBlock>` (from `@theme/CodeBlock`)
 * becomes a fenced code block while compiling, so it is highlighted at build time like one and the
 * page build never loads the highlighter. A CodeBlock whose code is not written in the page (a
 * variable, an imported file) stays a component and renders plain.
 */
type Attr = { type: string; name?: string; value?: unknown };
type Esm = { type: string; source?: { value?: unknown }; specifiers?: { type: string; local: { name: string } }[] };
type Node = {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Attr[];
  children?: Node[];
  lang?: string | null;
  meta?: string | null;
  data?: { estree?: { body: (Esm & { expression?: Expr })[] } };
};
type Expr = { type: string; value?: unknown; expressions?: unknown[]; quasis?: { value: { cooked?: string | null } }[] };

/** The names `@theme/CodeBlock` is imported under in this file. */
function codeBlockNames(tree: Node): Set<string> {
  const names = new Set<string>();
  for (const n of tree.children ?? []) {
    if (n.type !== 'mdxjsEsm') continue;
    for (const s of n.data?.estree?.body ?? []) {
      if (s.type !== 'ImportDeclaration' || s.source?.value !== '@theme/CodeBlock') continue;
      for (const spec of s.specifiers ?? []) if (spec.type === 'ImportDefaultSpecifier') names.add(spec.local.name);
    }
  }
  return names;
}

/** The code an element holds when it is written out: text, a string or a template without `${}`. */
function literalCode(kids: Node[]): string | undefined {
  const only = kids.length === 1 && kids[0].type === 'paragraph' ? (kids[0].children ?? []) : kids;
  if (only.length === 1 && (only[0].type === 'mdxFlowExpression' || only[0].type === 'mdxTextExpression')) {
    const e = only[0].data?.estree?.body[0]?.expression;
    if (e?.type === 'Literal' && typeof e.value === 'string') return e.value;
    if (e?.type === 'TemplateLiteral' && !e.expressions?.length) return e.quasis?.map((q) => q.value.cooked ?? '').join('');
    return undefined;
  }
  if (only.every((k) => k.type === 'text')) return only.map((k) => k.value ?? '').join('');
  return undefined;
}

const attr = (n: Node, name: string) => n.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);

export function remarkCodeBlock() {
  return (tree: Node) => {
    const names = codeBlockNames(tree);
    if (!names.size) return;
    const walk = (n: Node) => {
      n.children?.forEach((k, i) => {
        if (k.type === 'mdxJsxFlowElement' && k.name && names.has(k.name)) {
          const code = literalCode(k.children ?? []);
          const str = (name: string) => (typeof attr(k, name)?.value === 'string' ? (attr(k, name)!.value as string) : undefined);
          if (code === undefined) return;
          const lang = str('language') ?? str('className')?.match(/language-(\S+)/)?.[1] ?? 'text';
          const title = str('title');
          const meta = [str('metastring'), title ? `title="${title.replace(/"/g, '')}"` : '', attr(k, 'showLineNumbers') ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
          n.children![i] = { type: 'code', lang, meta: meta || null, value: code.replace(/^\n|\n\s*$/g, '') };
          return;
        }
        walk(k);
      });
    };
    walk(tree);
  };
}
