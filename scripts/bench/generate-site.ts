/**
 * A synthetic content folder for scaling benchmarks (search index, build time, export size), laid out as
 * the Docusaurus sites this engine builds: `docs/` in nested categories with `_category_.json` and
 * `tags.yml`, `blog/` with `YYYY-MM-DD-slug.mdx` posts, `authors.yml` and `tags.yml`, and a
 * `site.config.json` that holds it to this project's house rules (so every finding is an error).
 *
 *   npx tsx --tsconfig tsconfig.scripts.json scripts/bench/generate-site.ts --pages 1000 --out /tmp/site [--seed 1]
 *   CONTENT_DIR=/tmp/site OUT_DIR=out-bench npm run build
 *
 * N pages: about 75% docs, 25% posts, the same files for the same seed. The prose is synthetic: sentences
 * built from ~1,700 base words (scripts/bench/vocabulary.ts, ~3,300 tokens with their inflections)
 * drawn with a Zipf-like distribution and per-page topic words, so compression ratios and index sizes
 * behave like real text. Pages carry h2/h3 sections, lists, tables, admonitions, a few tabs, fenced
 * sql/python/shell blocks (the Python compiles) and links to other generated pages (some through
 * `.mdx` paths, some to `#anchors`), all of which resolve. The routes the engine's own pages link to
 * (the landing page's cards, the footer, the announcement, the navbar's blog tags) exist too, so the
 * export's link check passes with `onBrokenLinks: throw`.
 *
 * Importable: `generateSite({ pages, seed })` returns the files (relative path → text), `writeSite(dir,
 * files)` writes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as V from './vocabulary';
import { resolveI18n } from '../../lib/docusaurus/i18n';

// ───────────────────────────── seeded randomness ─────────────────────────────

/** cyrb53-style 32-bit hash of the seed, so string and number seeds both work. */
function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(xs: readonly T[]) => T;
  shuffle: <T>(xs: T[]) => T[];
  /** An independent stream for one part (a page), so changing one part leaves the others as they were. */
  fork: (label: string) => Rng;
};

/** mulberry32 over a hashed seed: small, fast, and the same sequence on every platform. */
export function createRng(seed: string | number): Rng {
  const key = String(seed);
  let a = hashSeed(key);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    shuffle: (xs) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [xs[i], xs[j]] = [xs[j], xs[i]];
      }
      return xs;
    },
    fork: (label) => createRng(`${key}/${label}`),
  };
}

/** Rank-frequency sampling: item k (from 1) is drawn with weight 1/k^s. */
class Zipf<T> {
  private cdf: Float64Array;
  constructor(readonly items: readonly T[], s = 1.0) {
    this.cdf = new Float64Array(items.length);
    let total = 0;
    for (let k = 0; k < items.length; k++) this.cdf[k] = total += 1 / Math.pow(k + 1, s);
    for (let k = 0; k < items.length; k++) this.cdf[k] /= total;
  }
  sample(r: Rng): T {
    const x = r.next();
    let lo = 0;
    let hi = this.cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return this.items[lo];
  }
}

const Z = {
  domain: new Zipf(V.DOMAIN_NOUNS, 0.95),
  common: new Zipf(V.COMMON_NOUNS, 1.0),
  mass: new Zipf(V.MASS_NOUNS, 1.0),
  verb: new Zipf(V.VERBS, 1.0),
  adj: new Zipf(V.ADJECTIVES, 1.0),
  adv: new Zipf(V.ADVERBS, 1.0),
};

// ───────────────────────────── text helpers ─────────────────────────────

const cap = (s: string) => s.replace(/^([*_[`]*)([a-z])/, (_, p: string, c: string) => p + c.toUpperCase());
const titleCase = (s: string) => s.split(' ').map((w) => (/^(a|an|the|of|for|and|or|in|on|to|with|by|from)$/.test(w) ? w : cap(w))).join(' ').replace(/^./, (c) => c.toUpperCase());
export const kebab = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
/** The id lib/docusaurus/remark-headings.ts (github-slugger) gives a heading made of letters and spaces. */
export const headingId = (text: string) => text.toLowerCase().replace(/ /g, '-');
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const countWords = (s: string) => s.split(/\s+/).filter(Boolean).length;

const PY_KEYWORDS = new Set(['false', 'none', 'true', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield', 'match', 'case', 'type', 'print', 'len', 'sum', 'max', 'min', 'list', 'dict', 'set', 'map', 'filter', 'round', 'sorted', 'range', 'id', 'input', 'format', 'object', 'hash', 'open', 'iter', 'next', 'self', 'pd', 'client', 'df']);

// ───────────────────────────── the writer ─────────────────────────────

const DEGREE = new Set(['very', 'too', 'quite', 'rather', 'even', 'just', 'only', 'yet', 'still', 'already', 'really']);

/** Writes prose for one page: its own random stream, a handful of topic words it keeps coming back to. */
class Writer {
  words = 0;
  private topics: string[];
  constructor(readonly r: Rng) {
    this.topics = Array.from({ length: r.int(4, 8) }, () => (r.chance(0.6) ? Z.domain.sample(r) : r.pick(V.DOMAIN_NOUNS)));
  }
  noun(): string {
    const r = this.r;
    if (r.chance(0.22)) return r.pick(this.topics);
    return r.chance(0.62) ? Z.domain.sample(r) : Z.common.sample(r);
  }
  nounPl(): string {
    return this.r.chance(0.15) ? Z.mass.sample(this.r) : V.plural(this.noun());
  }
  adj = () => Z.adj.sample(this.r);
  /** An adverb that can stand beside a verb ("very" and its kind only go before adjectives). */
  adv = (): string => {
    for (;;) {
      const a = Z.adv.sample(this.r);
      if (!DEGREE.has(a)) return a;
    }
  };
  verb = () => Z.verb.sample(this.r);
  verb3 = () => V.thirdPerson(this.verb());
  verbPast = () => V.past(this.verb());
  verbIng = () => V.gerund(this.verb());
  npSing(): string {
    const r = this.r;
    const head = r.chance(0.35) ? `${this.adj()} ${this.noun()}` : r.chance(0.2) ? `${this.noun()} ${this.noun()}` : this.noun();
    const det = r.pick(V.DETERMINERS_SINGULAR);
    return `${det === 'a' ? V.article(head) : det} ${head}`;
  }
  npPl(): string {
    const r = this.r;
    const head = r.chance(0.35) ? `${this.adj()} ${this.nounPl()}` : r.chance(0.15) ? `${this.noun()} ${this.nounPl()}` : this.nounPl();
    return r.chance(0.3) ? head : `${r.pick(V.DETERMINERS_PLURAL)} ${head}`;
  }
  withArticle = (word: string) => `${V.article(word)} ${word}`;
  np = () => (this.r.chance(0.55) ? this.npSing() : this.npPl());
  pp = () => `${this.r.pick(V.PREPOSITIONS)} ${this.np()}`;
  number(): string {
    const r = this.r;
    return r.chance(0.5) ? String(r.int(2, 99)) : grouped(Math.round(Math.pow(10, 2 + r.next() * 4)));
  }
  ident(): string {
    const r = this.r;
    for (;;) {
      const parts = r.chance(0.5) ? [this.noun(), this.noun()] : r.chance(0.5) ? [this.adj(), this.noun()] : [this.noun(), r.pick(['id', 'count', 'total', 'date', 'name', 'score', 'amount', 'key', 'at', 'usd'])];
      const id = parts.join('_');
      if (parts[0] !== parts[1] && !PY_KEYWORDS.has(id)) return id;
    }
  }

  /** One sentence of plain prose (no link). */
  sentence(plain = false): string {
    const r = this.r;
    const t = r.int(0, plain ? 9 : 13);
    let s: string;
    switch (t) {
      case 0: s = `${this.npSing()} ${this.verb3()} ${this.np()} ${this.pp()}.`; break;
      case 1: s = `${r.pick(V.SUBJECT_PRONOUNS)} ${this.verb()} ${this.npPl()} ${this.pp()}.`; break;
      case 2: s = `when ${this.npSing()} ${this.verb3()} ${this.np()}, ${this.npPl()} ${this.verb()} ${this.adv()}.`; break;
      case 3: s = `${r.pick(V.OPENERS)} ${this.npPl()} ${this.verbPast()} ${this.np()} ${this.pp()} ${r.pick(V.CONJUNCTIONS)} ${this.np()} ${this.verbPast()} ${this.pp()}.`; break;
      case 4: s = `this ${this.noun()} ${this.verb3()} how ${this.npPl()} ${this.verb()} ${this.np()}.`; break;
      case 5: s = `${this.npPl()} ${this.adv()} ${this.verb()} ${this.np()}, ${r.pick(V.CONJUNCTIONS)} ${this.npSing()} ${this.verb3()} ${this.np()} ${this.pp()}.`; break;
      case 6: s = `${this.verbIng()} ${this.np()} ${this.verb3()} ${this.np()} ${this.pp()}.`; break;
      case 7: s = `the ${this.adj()} ${this.noun()} is ${r.pick(['very', 'quite', 'rather', 'often', 'usually', 'largely', 'mostly', 'too', 'not'])} ${this.adj()} ${this.pp()}.`; break;
      case 8: s = `${r.pick(V.SUBJECT_PRONOUNS)} ${this.adv()} ${this.verb()} ${this.np()} ${r.pick(V.CONJUNCTIONS)} ${this.npPl()} ${this.verb()} ${this.pp()}.`; break;
      case 9: s = `${r.pick(V.OPENERS)} ${this.npSing()} ${this.verb3()} ${this.npPl()}.`; break;
      case 10: s = `about ${this.number()} ${V.plural(this.noun())} ${this.verbPast()} ${this.pp()} in ${r.int(2016, 2025)}, and ${r.int(3, 97)}% of them ${this.verbPast()} ${this.np()}.`; break;
      case 11: s = `set \`${this.ident()}\` to ${this.verb()} ${this.np()} ${this.pp()}.`; break;
      case 12: s = `**${this.adj()} ${this.nounPl()}** ${this.verb()} ${this.np()} ${this.pp()}.`; break;
      default: s = `the \`${this.ident()}\` ${this.noun()} ${this.verb3()} ${this.np()}, so _${this.npPl()}_ ${this.verb()} ${this.adv()}.`;
    }
    s = cap(s);
    this.words += countWords(s);
    return s;
  }

  /** A sentence around a link to another page. */
  linkSentence(l: LinkOut): string {
    const r = this.r;
    const a = `[${l.text}](${l.url})`;
    const t = r.int(0, 4);
    const s = cap(
      t === 0 ? `see ${a} for ${this.np()} ${this.pp()}.`
      : t === 1 ? `${this.npPl()} ${this.verb()} ${this.np()}, as ${a} ${this.verb3()}.`
      : t === 2 ? `the ${a} page ${this.verb3()} ${this.np()} ${this.pp()}.`
      : t === 3 ? `${r.pick(V.OPENERS)} ${a} ${this.verb3()} ${this.npPl()}.`
      : `to ${this.verb()} ${this.np()}, read ${a} first.`,
    );
    this.words += countWords(s);
    return s;
  }

  paragraph(sentences: number, links: LinkOut[] = []): string {
    const out = Array.from({ length: sentences }, () => this.sentence());
    for (const l of links) out.splice(this.r.int(1, out.length), 0, this.linkSentence(l));
    return out.join(' ');
  }

  /** A heading of letters and spaces (so its id is predictable), two words or more. */
  heading(): string {
    const r = this.r;
    const t = r.int(0, 6);
    const s =
      t === 0 ? `${this.verbIng()} ${r.chance(0.5) ? 'the ' : ''}${this.nounPl()}`
      : t === 1 ? `${this.verb()} ${r.chance(0.5) ? this.withArticle(this.noun()) : this.npPl()}`
      : t === 2 ? `${this.adj()} ${this.nounPl()}`
      : t === 3 ? `how ${this.nounPl()} ${this.verb()} ${this.nounPl()}`
      : t === 4 ? `${this.noun()} ${this.noun()} ${r.pick(['reference', 'overview', 'basics', 'options', 'limits', 'examples', 'setup', 'schema', 'fields'])}`
      : t === 5 ? `what ${this.npSing()} ${this.verb3()}`
      : `${this.adj()} ${this.noun()} ${this.nounPl()}`;
    return cap(s.replace(/\s+/g, ' ').trim());
  }

  description(): string {
    for (;;) {
      const s = this.sentence(true);
      const n = countWords(s);
      if (n >= 10 && n <= 28 && !/[`*_]/.test(s)) return s;
    }
  }
}

// ───────────────────────────── blocks ─────────────────────────────

function bulletList(w: Writer, links: LinkOut[]): string {
  const r = w.r;
  const n = r.int(3, 7);
  const items: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = r.int(0, 2);
    const item = t === 0 ? `**${cap(w.adj())} ${w.nounPl()}**: ${w.sentence()}` : t === 1 ? cap(`${w.np()} ${w.pp()}`) : w.sentence();
    if (t === 1) w.words += countWords(item);
    items.push(`- ${item}`);
  }
  for (const l of links) items.splice(r.int(0, items.length), 0, `- [${l.text}](${l.url}): ${w.sentence()}`);
  return items.join('\n');
}

function orderedList(w: Writer): string {
  const r = w.r;
  return Array.from({ length: r.int(3, 6) }, (_, i) => {
    const s = cap(`${w.verb()} ${w.np()} ${w.pp()}.`) + (r.chance(0.4) ? ` ${w.sentence()}` : '');
    w.words += countWords(s);
    return `${i + 1}. ${s}`;
  }).join('\n');
}

function table(w: Writer): string {
  const r = w.r;
  const cols = r.int(3, 5);
  const kinds = ['name', ...Array.from({ length: cols - 1 }, () => r.pick(['int', 'pct', 'text', 'date', 'bool', 'usd']))];
  const header = kinds.map((k, i) => (i === 0 ? cap(w.noun()) : k === 'text' ? cap(w.noun()) : k === 'date' ? cap(`${w.noun()} date`) : k === 'bool' ? cap(w.adj()) : k === 'usd' ? 'Amount (USD)' : cap(w.nounPl())));
  const cell = (k: string) => {
    switch (k) {
      case 'name': return r.chance(0.5) ? `\`${w.ident()}\`` : cap(`${w.adj()} ${w.noun()}`);
      case 'int': return grouped(r.int(0, 50000));
      case 'pct': return `${(r.next() * 100).toFixed(1)}%`;
      case 'date': return `${r.int(2019, 2025)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
      case 'bool': return r.chance(0.6) ? 'yes' : 'no';
      case 'usd': return `$${grouped(r.int(500, 2_000_000))}`;
      default: return cap(`${w.adj()} ${w.nounPl()}`);
    }
  };
  const rows = Array.from({ length: r.int(3, 9) }, () => `| ${kinds.map(cell).join(' | ')} |`);
  return [`| ${header.join(' | ')} |`, `|${kinds.map(() => '---').join('|')}|`, ...rows].join('\n');
}

function admonition(w: Writer): string {
  const r = w.r;
  const kind = r.pick(['note', 'tip', 'tip', 'info', 'warning', 'important']);
  const title = r.chance(0.5) ? `[${w.heading()}]` : '';
  return `:::${kind}${title}\n${w.paragraph(r.int(1, 2))}\n:::`;
}

const DATE = (r: Rng) => `${r.int(2020, 2025)}-${String(r.int(1, 12)).padStart(2, '0')}-01`;

function sqlCode(w: Writer): string {
  const r = w.r;
  const [t1, t2] = [`${V.plural(w.noun())}_${r.pick(['v0', 'v1', 'daily', 'by_project', 'by_artifact', 'weekly'])}`, `${w.noun()}_events`];
  const [c1, c2, c3, key] = [w.ident(), w.ident(), w.ident(), `${w.noun()}_id`];
  const t = r.int(0, 2);
  if (t === 0) {
    return `SELECT\n  p.${c1},\n  COUNT(DISTINCT e.${c2}) AS ${c3}\nFROM ${t1} AS p\nJOIN ${t2} AS e\n  ON e.${key} = p.${key}\nWHERE e.${w.noun()}_at >= DATE '${DATE(r)}'\nGROUP BY p.${c1}\nORDER BY ${c3} DESC\nLIMIT ${r.int(5, 100)};`;
  }
  if (t === 1) {
    return `WITH ${w.noun()}_totals AS (\n  SELECT\n    ${key},\n    DATE_TRUNC('${r.pick(['month', 'week', 'day'])}', ${w.noun()}_at) AS bucket,\n    SUM(${c1}) AS ${c2}\n  FROM ${t2}\n  GROUP BY 1, 2\n)\nSELECT\n  ${key},\n  bucket,\n  ${c2},\n  AVG(${c2}) OVER (PARTITION BY ${key} ORDER BY bucket ROWS BETWEEN ${r.int(2, 11)} PRECEDING AND CURRENT ROW) AS rolling_${c2}\nFROM ${w.noun()}_totals\nORDER BY ${key}, bucket;`;
  }
  return `SELECT ${c1}, ${c2}, ${c3}\nFROM ${t1}\nWHERE ${c2} > ${r.int(0, 1000)}\n  AND ${c1} IS NOT NULL\nORDER BY ${c3} DESC\nLIMIT ${r.int(10, 50)};`;
}

/** Valid Python 3 (checked by `npm run check`, which compiles every block). */
function pythonCode(w: Writer): string {
  const r = w.r;
  const used = new Set<string>();
  const id = () => {
    for (;;) {
      const x = w.ident();
      if (!used.has(x)) {
        used.add(x);
        return x;
      }
    }
  };
  const str = () => `${w.adj()} ${w.noun()}`;
  const t = r.int(0, 3);
  if (t === 0) {
    const [v, a, b, c] = [id(), id(), id(), id()];
    return `from pyoso import Client\n\nclient = Client()\n${v} = client.to_pandas("""\nSELECT ${a}, SUM(${b}) AS ${c}\nFROM ${V.plural(w.noun())}_v0\nWHERE ${b} > ${r.int(0, 500)}\nGROUP BY ${a}\nORDER BY ${c} DESC\nLIMIT ${r.int(5, 50)}\n""")\nprint(${v}.head(${r.int(3, 10)}))`;
  }
  if (t === 1) {
    const [fn, rows, threshold, acc, item, k1, k2, data] = [id(), id(), id(), id(), id(), id(), id(), id()];
    const entries = Array.from({ length: r.int(2, 4) }, () => `    {"${k1}": ${r.int(0, 999)}, "${k2}": "${str()}"},`).join('\n');
    return `def ${fn}(${rows}, ${threshold}=${r.int(1, 100)}):\n    """${cap(`${w.verb()} ${w.np()} ${w.pp()}`)}."""\n    ${acc} = []\n    for ${item} in ${rows}:\n        if ${item}.get("${k1}", 0) >= ${threshold}:\n            ${acc}.append(${item})\n    return ${acc}\n\n\n${data} = [\n${entries}\n]\nprint(len(${fn}(${data})))`;
  }
  if (t === 2) {
    const [frame, summary, a, b] = [id(), id(), id(), id()];
    const names = Array.from({ length: 3 }, () => `"${w.noun()}"`).join(', ');
    const nums = Array.from({ length: 3 }, () => r.int(1, 5000)).join(', ');
    return `import pandas as pd\n\n${frame} = pd.DataFrame({\n    "${a}": [${names}],\n    "${b}": [${nums}],\n})\n${summary} = ${frame}.groupby("${a}")["${b}"].sum().sort_values(ascending=False)\nprint(${summary})`;
  }
  const cls = `${cap(w.noun())}${cap(w.noun())}`;
  const [a, b, m] = [id(), id(), id()];
  return `from dataclasses import dataclass\n\n\n@dataclass\nclass ${cls}:\n    ${a}: str\n    ${b}: float = ${r.int(0, 9)}.${r.int(0, 9)}\n\n    def ${m}(self) -> str:\n        return f"{self.${a}}: {self.${b}:.2f}"\n\n\nprint(${cls}("${str()}", ${r.int(1, 99)}).${m}())`;
}

function shellCode(w: Writer): string {
  const r = w.r;
  const repo = `${w.noun()}-${w.noun()}`;
  const t = r.int(0, 2);
  if (t === 0) return `pip install pyoso pandas\nexport OSO_API_KEY="your-api-key"\npython ${w.ident()}.py --${w.noun()} ${r.int(1, 30)}`;
  if (t === 1) return `git clone https://github.com/opensource-observer/${repo}.git\ncd ${repo}\nuv sync\nuv run ${w.noun()} ${w.verb()} --${w.noun()}=${w.ident()}`;
  return `curl -s -H "Authorization: Bearer $OSO_API_KEY" \\\n  https://www.opensource.observer/api/v1/${V.plural(w.noun())}?limit=${r.int(10, 100)} | jq '.[0]'`;
}

function codeBlock(w: Writer): string {
  const r = w.r;
  const lang = r.pick(['sql', 'sql', 'python', 'python', 'shell']);
  const code = lang === 'sql' ? sqlCode(w) : lang === 'python' ? pythonCode(w) : shellCode(w);
  const meta = lang === 'python' && r.chance(0.2) ? ` title="${w.ident()}.py"` : lang === 'sql' && r.chance(0.15) ? ' showLineNumbers' : '';
  return `\`\`\`${lang}${meta}\n${code}\n\`\`\``;
}

function tabs(w: Writer): string {
  return [
    '<Tabs groupId="language">',
    '<TabItem value="python" label="Python">',
    '',
    `\`\`\`python\n${pythonCode(w)}\n\`\`\``,
    '',
    '</TabItem>',
    '<TabItem value="sql" label="SQL">',
    '',
    `\`\`\`sql\n${sqlCode(w)}\n\`\`\``,
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');
}

// ───────────────────────────── the plan ─────────────────────────────

type Section = { h2: string; subs: string[] };
type PageBase = { file: string; route: string; title: string; description: string; tags: string[]; words: number; sections: Section[]; rng: Rng };
export type DocPage = PageBase & { kind: 'doc'; category?: Category; index: boolean; position: number; sidebarLabel?: string };
export type PostPage = PageBase & { kind: 'post'; slug: string; date: string; authors: string[] };
type Page = DocPage | PostPage;
type Category = {
  dir: string; // docs/a/b
  name: string;
  label: string;
  position: number;
  depth: number;
  parent?: Category;
  children: Category[];
  link: 'index' | 'generated' | 'none';
  docs: DocPage[];
  description: string;
  names: Set<string>;
};
type LinkOut = { text: string; url: string };

/** The engine's own pages link to these routes (app/page.tsx, lib/site.ts's footer and announcement). */
const SKELETON: { name: string; label: string; link: Category['link']; index?: string; docs: [string, string][] }[] = [
  { name: 'get-started', label: 'Get Started', link: 'index', index: 'Get started', docs: [['python', 'Access via Python']] },
  { name: 'integrate', label: 'Integrate', link: 'index', index: 'Integrate with OSO', docs: [['datasets', 'Datasets'], ['api', 'GraphQL API']] },
  { name: 'guides', label: 'Guides', link: 'generated', docs: [['notebooks', 'Connect notebooks'], ['dagster', 'Pipeline status in Dagster']] },
  { name: 'references', label: 'References', link: 'index', index: 'How OSO works', docs: [] },
  { name: 'tutorials', label: 'Tutorials', link: 'index', index: 'Tutorials', docs: [] },
  { name: 'contribute-models', label: 'Contribute Models', link: 'index', index: 'Contribute models', docs: [] },
  { name: 'contribute-data', label: 'Contribute Data', link: 'index', index: 'Contribute data', docs: [] },
  { name: 'projects', label: 'Projects', link: 'index', index: 'Add your project', docs: [['view-artifacts', "View a project's artifacts"], ['troubleshoot', 'Troubleshoot data issues']] },
];
/** Blog tags the navbar's dropdown links to (lib/site.ts): each is used by at least one post. */
const NAVBAR_BLOG_TAGS = ['featured', 'perspective', 'community', 'data-science', 'development', 'research', 'arbitrum', 'filecoin', 'gitcoin', 'octant', 'optimism'];
/** The docs tag vocabulary of CONTENT.md, then generated ones. */
const BASE_DOC_TAGS = ['python', 'sql', 'graphql', 'bigquery', 'dagster', 'sqlmesh', 'tutorial', 'funding', 'onchain', 'github', 'oss-directory', 'metrics', 'semantic-layer', 'notebooks', 'data-pipeline', 'contributing', 'dependencies', 'optimism', 'api', 'operations'];
const RESERVED_ROOT = new Set(['tags', 'category', 'index', 'page', 'archive', 'authors']);
const FIXED_DOCS = 1 + SKELETON.filter((s) => s.link === 'index').length + SKELETON.reduce((n, s) => n + s.docs.length, 0);
export const MIN_PAGES = Math.ceil((FIXED_DOCS + 2) / 0.75);

/** `locales`: how many locales the site has (1 to 5: en, fr, de, es, ja), each other one with a tenth of the docs translated, and its code.json and navbar.json. */
export type GenerateOptions = { pages: number; seed?: string | number; locales?: number };
const LOCALES = ['en', 'fr', 'de', 'es', 'ja'];
export type SiteFiles = Map<string, string>;

/** The files of a synthetic site: content-relative path → text. */
export function generateSite({ pages, seed = 1, locales = 1 }: GenerateOptions): SiteFiles {
  if (!Number.isInteger(locales) || locales < 1 || locales > LOCALES.length) throw new Error(`--locales must be an integer from 1 to ${LOCALES.length}`);
  if (!Number.isInteger(pages) || pages < MIN_PAGES) throw new Error(`--pages must be an integer of at least ${MIN_PAGES} (the routes the engine's own pages link to need ${FIXED_DOCS} docs)`);
  const root = createRng(seed);
  const docCount = Math.round(pages * 0.75);
  const postCount = pages - docCount;
  const titles = new Set<string>();
  const w = new Writer(root.fork('plan'));
  const r = w.r;

  const uniqueTitle = (make: () => string) => {
    for (let i = 0; ; i++) {
      let t = make();
      if (i > 40) t = `${t} ${i}`;
      if (!titles.has(t.toLowerCase())) {
        titles.add(t.toLowerCase());
        return t;
      }
    }
  };
  const docTitle = () =>
    uniqueTitle(() => {
      const t = r.int(0, 6);
      const s =
        t === 0 ? `${w.verb()} ${w.adj()} ${w.nounPl()}`
        : t === 1 ? `${w.noun()} ${w.noun()} ${r.pick(['reference', 'overview', 'guide', 'model', 'schema', 'metrics', 'pipeline', 'registry'])}`
        : t === 2 ? `how to ${w.verb()} ${w.nounPl()} with ${w.noun()} ${w.nounPl()}`
        : t === 3 ? `working with ${w.adj()} ${w.nounPl()}`
        : t === 4 ? `${w.verbIng()} ${w.noun()} ${w.nounPl()}`
        : t === 5 ? `${w.adj()} ${w.noun()} ${w.nounPl()} for ${w.nounPl()}`
        : `${w.verb()} ${w.withArticle(w.noun())} ${w.noun()}`;
      return cap(s);
    });
  const label = () => titleCase(r.chance(0.4) ? `${w.adj()} ${w.nounPl()}` : r.chance(0.5) ? `${w.noun()} ${w.nounPl()}` : w.nounPl());

  // Docs tags, blog tags, authors.
  const docTagKeys = [...BASE_DOC_TAGS];
  const extraDocTags = Math.min(130, Math.floor(docCount / 20));
  while (docTagKeys.length < BASE_DOC_TAGS.length + extraDocTags) {
    const k = kebab(r.chance(0.5) ? `${w.noun()} ${w.nounPl()}` : `${w.adj()} ${w.nounPl()}`);
    if (!docTagKeys.includes(k)) docTagKeys.push(k);
  }
  const blogTagKeys = [...NAVBAR_BLOG_TAGS, 'analytics', 'datasets', 'dependencies', 'retro-funding', 'impact-metrics', 'ecosystem-report'];
  const extraBlogTags = Math.min(80, Math.floor(postCount / 15));
  const blogBase = blogTagKeys.length;
  while (blogTagKeys.length < blogBase + extraBlogTags) {
    const k = kebab(`${w.noun()} ${w.nounPl()}`);
    if (!blogTagKeys.includes(k)) blogTagKeys.push(k);
  }
  const authorCount = Math.max(4, Math.min(40, Math.ceil(postCount / 15) + 3));
  const authors: { key: string; name: string; title: string }[] = [];
  while (authors.length < authorCount) {
    const [f, l] = [r.pick(V.FIRST_NAMES), r.pick(V.SURNAMES)];
    const key = `${f}-${l}`;
    if (authors.some((a) => a.key === key)) continue;
    authors.push({ key, name: `${cap(f)} ${l.split('-').map(cap).join(' ')}`, title: `${cap(w.noun())} ${r.pick(['engineer', 'researcher', 'analyst', 'maintainer', 'lead', 'scientist', 'steward'])}` });
  }
  const zDocTags = new Zipf(docTagKeys, 0.9);
  const zBlogTags = new Zipf(blogTagKeys, 0.9);
  const zAuthors = new Zipf(authors.map((a) => a.key), 0.8);
  const distinct = <T>(z: Zipf<T>, n: number, start: T[] = []) => {
    const out = [...start];
    for (let i = 0; out.length < n && i < 50; i++) {
      const x = z.sample(r);
      if (!out.includes(x)) out.push(x);
    }
    return out;
  };

  // Categories: the skeleton, extra top-level ones, then subcategories down to depth 3.
  const categories: Category[] = [];
  const rootNames = new Set<string>(RESERVED_ROOT);
  const newCategory = (name: string, lbl: string, parent: Category | undefined, link: Category['link']): Category => {
    const c: Category = { dir: parent ? `${parent.dir}/${name}` : `docs/${name}`, name, label: lbl, position: 0, depth: parent ? parent.depth + 1 : 1, parent, children: [], link, docs: [], description: w.description(), names: new Set(['index']) };
    (parent ? parent.names : rootNames).add(name);
    parent?.children.push(c);
    categories.push(c);
    return c;
  };
  const freeName = (taken: Set<string>, make: () => string) => {
    for (;;) {
      const lbl = make();
      const n = kebab(lbl);
      if (n && !taken.has(n)) return { n, lbl };
    }
  };
  for (const s of SKELETON) newCategory(s.name, s.label, undefined, s.link);
  const spare = docCount - FIXED_DOCS;
  const wanted = Math.max(SKELETON.length, Math.round(docCount / 8));
  const extraCategories = Math.min(wanted - SKELETON.length, Math.floor(spare / 3));
  const extraTop = Math.min(10, Math.floor(docCount / 80), extraCategories);
  const randomLink = (): Category['link'] => (r.chance(0.7) ? 'index' : r.chance(0.67) ? 'generated' : 'none');
  for (let i = 0; i < extraTop; i++) {
    const { n, lbl } = freeName(rootNames, label);
    newCategory(n, lbl, undefined, randomLink());
  }
  while (categories.length < SKELETON.length + extraCategories) {
    const parents = categories.filter((c) => c.depth < 3);
    const weights = parents.map((c) => (c.depth === 1 ? 4 : 1));
    let x = r.next() * weights.reduce((a, b) => a + b, 0);
    let parent = parents[0];
    for (let i = 0; i < parents.length; i++) if ((x -= weights[i]) < 0) { parent = parents[i]; break; }
    const { n, lbl } = freeName(parent.names, label);
    newCategory(n, lbl, parent, randomLink());
  }

  // Docs: the root index, the skeleton's pages, each category's index, then the rest spread over categories.
  const docs: DocPage[] = [];
  const docPage = (file: string, route: string, title: string, category: Category | undefined, index: boolean, rng: Rng): DocPage => {
    const d: DocPage = { kind: 'doc', file, route, title, description: w.description(), tags: distinct(zDocTags, r.int(1, 4)), words: 0, sections: [], rng, category, index, position: 0 };
    if (!index && title.length > 32 && r.chance(0.5)) d.sidebarLabel = title.split(' ').slice(0, 3).join(' ');
    docs.push(d);
    category?.docs.push(d);
    return d;
  };
  const routeOf = (dir: string, name?: string) => `/${dir}${name ? `/${name}` : ''}`;
  docPage('docs/index.mdx', '/docs', 'Overview', undefined, true, root.fork('docs/index.mdx'));
  for (const c of categories) {
    const s = SKELETON.find((x) => x.name === c.name && !c.parent);
    if (s?.index) titles.add(s.index.toLowerCase());
    if (c.link === 'index') docPage(`${c.dir}/index.mdx`, routeOf(c.dir), s?.index ?? docTitle(), c, true, root.fork(`${c.dir}/index.mdx`));
    for (const [name, title] of s?.docs ?? []) {
      c.names.add(name);
      titles.add(title.toLowerCase());
      docPage(`${c.dir}/${name}.mdx`, routeOf(c.dir, name), title, c, false, root.fork(`${c.dir}/${name}.mdx`));
    }
  }
  // Categories without an index page get one doc first, so none is empty.
  const rootDocs: string[] = [];
  const addDoc = (c: Category | undefined) => {
    const title = docTitle();
    const taken = c ? c.names : rootNames;
    let name = kebab(title.split(' ').slice(0, 5).join(' '));
    for (let i = 2; taken.has(name); i++) name = `${kebab(title.split(' ').slice(0, 5).join(' '))}-${i}`;
    taken.add(name);
    const dir = c ? c.dir : 'docs';
    if (!c) rootDocs.push(name);
    docPage(`${dir}/${name}.mdx`, routeOf(dir, name), title, c, false, root.fork(`${dir}/${name}.mdx`));
  };
  for (const c of categories) if (c.link !== 'index' && c.docs.length === 0) addDoc(c);
  const weights = categories.map((c) => (0.3 + r.next() * 1.7) * (c.depth === 1 ? 1.4 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const rootBudget = Math.min(2, Math.floor((docCount - docs.length) / 20));
  for (let i = 0; i < rootBudget; i++) addDoc(undefined);
  while (docs.length < docCount) {
    let x = r.next() * total;
    let c = categories[0];
    for (let i = 0; i < categories.length; i++) if ((x -= weights[i]) < 0) { c = categories[i]; break; }
    addDoc(c);
  }

  // Sidebar positions: per folder, its docs and subfolders interleaved.
  const position = (items: ({ position: number })[]) => r.shuffle(items).forEach((it, i) => (it.position = i + 1));
  position([...categories.filter((c) => !c.parent), ...docs.filter((d) => !d.category && !d.index)]);
  for (const c of categories) position([...c.children, ...c.docs.filter((d) => !d.index)]);

  // Posts: dated over a window that grows with their number, ending 2025-12-31.
  const posts: PostPage[] = [];
  const end = Date.UTC(2025, 11, 31);
  const span = Math.min(postCount * 5, 365 * 8);
  const days = Array.from({ length: postCount }, () => r.int(0, span)).sort((a, b) => b - a);
  const postTitle = () =>
    uniqueTitle(() => {
      const t = r.int(0, 7);
      const s =
        t === 0 ? `what ${w.number()} ${V.plural(w.noun())} tell us about ${w.nounPl()}`
        : t === 1 ? `introducing ${w.adj()} ${w.noun()} ${w.nounPl()}`
        : t === 2 ? `how ${w.nounPl()} ${w.verb()} ${w.npSing()} in ${r.int(2019, 2025)}`
        : t === 3 ? `${w.adj()} ${w.nounPl()}: ${w.verbIng()} ${w.npPl()}`
        : t === 4 ? `lessons from ${w.verbIng()} ${w.nounPl()}`
        : t === 5 ? `round ${r.int(1, 9)} ${w.noun()} ${r.pick(['report', 'analysis', 'review', 'recap', 'results'])}`
        : t === 6 ? `the case for ${w.adj()} ${w.nounPl()}`
        : `${w.verbIng()} ${w.nounPl()} with ${w.noun()} ${w.nounPl()}`;
      return cap(s);
    });
  const slugs = new Set<string>(['page', 'tags', 'authors', 'archive']);
  for (const d of days) {
    const date = new Date(end - d * 86_400_000).toISOString().slice(0, 10);
    const title = postTitle();
    let slug = kebab(title.split(' ').slice(0, 6).join(' '));
    for (let i = 2; slugs.has(slug); i++) slug = `${kebab(title.split(' ').slice(0, 6).join(' '))}-${i}`;
    slugs.add(slug);
    const n = r.chance(0.65) ? 1 : r.chance(0.7) ? 2 : 3;
    const file = `blog/${date}-${slug}.mdx`;
    posts.push({ kind: 'post', file, route: `/blog/${slug}`, slug, date, title, description: w.description(), tags: [], authors: distinct(zAuthors, n), words: 0, sections: [], rng: root.fork(file) });
  }
  NAVBAR_BLOG_TAGS.forEach((t, i) => posts[postCount >= NAVBAR_BLOG_TAGS.length ? Math.floor((i * postCount) / NAVBAR_BLOG_TAGS.length) : i % postCount].tags.push(t));
  for (const p of posts) p.tags = distinct(zBlogTags, Math.max(p.tags.length, r.int(1, 3)), p.tags);

  // Sections of every page, known before any body is written, so links may name their anchors.
  const all: Page[] = [...docs, ...posts];
  for (const p of all) {
    const pw = new Writer(p.rng.fork('headings'));
    p.words = Math.round(300 + 1200 * Math.pow(pw.r.next(), 1.6));
    const seen = new Set<string>();
    const fresh = () => {
      for (;;) {
        const h = pw.heading();
        if (!seen.has(headingId(h))) {
          seen.add(headingId(h));
          return h;
        }
      }
    };
    const n = Math.max(2, Math.round(p.words / 220));
    for (let i = 0; i < n; i++) p.sections.push({ h2: fresh(), subs: Array.from({ length: pw.r.chance(0.45) ? pw.r.int(1, 3) : 0 }, fresh) });
    if (p.kind === 'doc' && pw.r.chance(0.6) && !seen.has('next-steps')) p.sections.push({ h2: 'Next steps', subs: [] });
  }

  // Bodies.
  const files: SiteFiles = new Map();
  const byTop = new Map<string, DocPage[]>();
  for (const d of docs) {
    const top = d.file.split('/')[1];
    byTop.set(top, [...(byTop.get(top) ?? []), d]);
  }
  const linkTo = (from: Page, to: Page, pr: Rng): LinkOut => {
    let url = to.route;
    if (from.kind === 'doc' && to.kind === 'doc' && pr.chance(0.2)) {
      const rel = path.posix.relative(path.posix.dirname(from.file), to.file);
      url = rel.startsWith('.') ? rel : `./${rel}`;
    }
    if (pr.chance(0.12) && to.sections.length) url += `#${headingId(pr.pick(to.sections).h2)}`;
    return { text: pr.chance(0.7) ? to.title.replace(/[[\]]/g, '') : cap(new Writer(pr).np()), url };
  };
  const targetsFor = (p: Page, pr: Rng): Page[] => {
    const n = pr.int(3, 10);
    const out: Page[] = [];
    for (let i = 0; out.length < n && i < n * 4; i++) {
      let t: Page;
      const x = pr.next();
      if (p.kind === 'doc') {
        const near = byTop.get(p.file.split('/')[1]) ?? docs;
        t = x < 0.5 ? pr.pick(near) : x < 0.8 || !posts.length ? pr.pick(docs) : pr.pick(posts);
      } else t = x < 0.6 ? pr.pick(docs) : pr.pick(posts);
      if (t !== p && t.route !== '/docs' && !out.includes(t)) out.push(t);
    }
    return out;
  };
  for (const p of all) files.set(p.file, render(p, targetsFor(p, p.rng.fork('targets')).map((t) => linkTo(p, t, p.rng.fork(`link:${t.file}`)))));

  // Folder files.
  for (const c of categories) {
    const json: Record<string, unknown> = { label: c.label, position: c.position };
    if (c.link === 'generated') json.link = { type: 'generated-index', slug: `/category/${c.dir.slice('docs/'.length).replace(/\//g, '-')}`, description: c.description };
    if (c.link === 'none' && r.chance(0.5)) json.collapsed = false;
    files.set(`${c.dir}/_category_.json`, `${JSON.stringify(json, null, 2)}\n`);
  }
  const yaml = (s: string) => JSON.stringify(s);
  const tagLabel = (k: string) => k.split('-').map(cap).join(' ').replace(/\bSql\b/, 'SQL').replace(/\bApi\b/, 'API').replace(/\bGraphql\b/, 'GraphQL').replace(/\bOss\b/, 'OSS').replace(/\bBigquery\b/, 'BigQuery');
  const tagsYml = (keys: string[]) => keys.map((k) => `${k}:\n  label: ${yaml(tagLabel(k))}\n  permalink: ${k}\n  description: ${yaml(w.description())}\n`).join('');
  files.set('docs/tags.yml', tagsYml(docTagKeys));
  files.set('blog/tags.yml', tagsYml(blogTagKeys));
  files.set(
    'blog/authors.yml',
    authors.map((a) => `${a.key}:\n  name: ${yaml(a.name)}\n  title: ${yaml(a.title)}\n  url: https://github.com/${a.key}\n  socials:\n    github: ${a.key}\n`).join(''),
  );
  // House rules as errors, as on content/: a generated site must pass every check.
  const names = LOCALES.slice(0, locales);
  files.set('site.config.json', `${JSON.stringify({ houseRules: 'error', ...(locales > 1 ? { i18n: resolveI18n({ defaultLocale: 'en', locales: names }) } : {}) }, null, 2)}\n`);
  // A tenth of the docs translated into each other locale (the same text under a marked title: what a build pays for is the page count).
  const docFiles = [...files.keys()].filter((f) => f.startsWith('docs/') && f.endsWith('.mdx'));
  for (const locale of names.slice(1)) {
    for (const f of docFiles.filter((_, i) => i % 10 === 0)) {
      files.set(`i18n/${locale}/docusaurus-plugin-content-docs/current/${f.slice('docs/'.length)}`, files.get(f)!.replace(/^title: "/m, `title: "[${locale}] `));
    }
    // A few of the theme's strings and the navbar's, as `docusaurus write-translations` lays them out ({id: {message}}).
    const messages = (entries: Record<string, string>) => `${JSON.stringify(Object.fromEntries(Object.entries(entries).map(([id, m]) => [id, { message: `[${locale}] ${m}` }])), null, 2)}\n`;
    files.set(`i18n/${locale}/code.json`, messages({ 'theme.docs.paginator.next': 'Next', 'theme.docs.paginator.previous': 'Previous', 'theme.common.editThisPage': 'Edit this page' }));
    files.set(`i18n/${locale}/docusaurus-theme-classic/navbar.json`, messages({ 'item.label.Docs': 'Docs', 'item.label.Blog': 'Blog' }));
  }
  return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** One page's MDX: frontmatter, then sections with the links spread over its paragraphs and lists. */
function render(p: Page, links: LinkOut[]): string {
  const w = new Writer(p.rng.fork('body'));
  const r = w.r;
  const fm: string[] = ['---', `title: ${JSON.stringify(p.title)}`];
  if (p.kind === 'post') fm.push(`slug: ${p.slug}`);
  fm.push(`description: ${JSON.stringify(p.description)}`);
  if (p.kind === 'doc') {
    if (p.sidebarLabel) fm.push(`sidebar_label: ${JSON.stringify(p.sidebarLabel)}`);
    fm.push(`sidebar_position: ${p.index ? 0 : p.position}`);
  } else fm.push(`authors: [${p.authors.join(', ')}]`);
  fm.push(`tags: [${p.tags.join(', ')}]`, '---', '');

  const nextSteps = p.sections.some((s) => s.h2 === 'Next steps');
  const pending = [...links];
  const stepLinks = nextSteps ? pending.splice(0, Math.min(pending.length, r.int(2, 4))) : [];
  const take = () => (pending.length && r.chance(0.35) ? [pending.shift()!] : []);
  const body: string[] = [];

  body.push(w.paragraph(r.int(2, 4), take()));
  if (r.chance(0.5)) body.push(w.paragraph(r.int(2, 4), take()));
  if (p.kind === 'post') body.push('{/* truncate */}');
  const sections = p.sections.filter((s) => s.h2 !== 'Next steps');
  const block = () => {
    const x = r.next();
    if (x < 0.3) body.push(r.chance(0.7) ? bulletList(w, take()) : orderedList(w));
    else if (x < 0.5) body.push(table(w));
    else if (x < 0.78) body.push(codeBlock(w));
    else if (x < 0.88) body.push(admonition(w));
    else if (x < 0.9 && p.kind === 'doc') body.push(tabs(w));
  };
  // Paragraphs until the running word count reaches `until` (about 14 words a sentence).
  const prose = (until: number) => {
    do body.push(w.paragraph(Math.max(1, Math.min(r.int(2, 6), Math.ceil((until - w.words) / 14))), take()));
    while (w.words < until - 10);
  };
  const from = w.words;
  const each = Math.max(40, (p.words * 0.93 - from) / Math.max(1, sections.length));
  sections.forEach((s, i) => {
    body.push(`## ${s.h2}`);
    const end = from + each * (i + 1);
    const parts = s.subs.length + 1;
    prose(w.words + (end - w.words) / parts);
    if (r.chance(0.75)) block();
    s.subs.forEach((h3, j) => {
      body.push(`### ${h3}`);
      prose(w.words + (end - w.words) / (parts - 1 - j));
      if (r.chance(0.4)) block();
    });
  });
  if (pending.length) body.push(w.paragraph(r.int(1, 2), pending.splice(0)));
  if (nextSteps) body.push('## Next steps', bulletList(w, stepLinks));
  return `${fm.join('\n')}\n${body.join('\n\n')}\n`;
}

/** Write the files under dir. A dir that exists must be empty or one this generator wrote (it is replaced). */
export const MARKER = '.generated-site';
export function writeSite(dir: string, files: SiteFiles, info: Record<string, unknown> = {}): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length) {
    if (!fs.existsSync(path.join(dir, MARKER))) throw new Error(`${dir} is not empty and was not written by this generator; refusing to replace it`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  for (const [rel, text] of files) {
    const abs = path.join(dir, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
  }
  fs.writeFileSync(path.join(dir, MARKER), `${JSON.stringify({ generator: 'scripts/bench/generate-site.ts', ...info }, null, 2)}\n`);
}

/** What a generated site holds, for the command's summary and the tests. */
export function summarize(files: SiteFiles) {
  const pages = [...files.keys()].filter((f) => f.endsWith('.mdx'));
  let words = 0;
  let bytes = 0;
  const tokens = new Set<string>();
  for (const [f, text] of files) {
    bytes += Buffer.byteLength(text);
    if (!f.endsWith('.mdx')) continue;
    const prose = text.replace(/^---[\s\S]*?---/, '').replace(/```[\s\S]*?```/g, '');
    for (const t of prose.toLowerCase().match(/[a-z]+/g) ?? []) tokens.add(t);
    words += countWords(prose);
  }
  return {
    pages: pages.length,
    docs: pages.filter((f) => f.startsWith('docs/')).length,
    posts: pages.filter((f) => f.startsWith('blog/')).length,
    categories: [...files.keys()].filter((f) => f.endsWith('_category_.json')).length,
    words,
    distinctWords: tokens.size,
    bytes,
  };
}

function main(argv: string[]) {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const pages = Number(arg('pages'));
  const out = arg('out');
  const seed = arg('seed') ?? '1';
  const locales = Number(arg('locales') ?? '1');
  if (!out || !Number.isInteger(pages)) {
    console.error('usage: generate-site.ts --pages N --out DIR [--seed S] [--locales 1-5]');
    process.exit(2);
  }
  const t = Date.now();
  const files = generateSite({ pages, seed, locales });
  const s = summarize(files);
  writeSite(path.resolve(out), files, { pages, seed });
  console.log(`${out}: ${s.pages} pages (${s.docs} docs in ${s.categories} categories, ${s.posts} posts), ${s.words.toLocaleString('en-US')} words (${s.distinctWords} distinct), ${(s.bytes / 1024).toFixed(0)} KB, seed ${seed}, in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
