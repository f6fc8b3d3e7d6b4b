/**
 * HTML comments (`<!-- … -->`) in MDX, as Docusaurus 3 accepts them: a micromark construct that
 * reads them (in flow and in text) and an mdast extension that keeps each as a `comment` node,
 * which renders to nothing and lets `<!-- truncate -->` be found. MDX 3 alone rejects `<!--`.
 *
 * Written here rather than taken from @slorber/remark-comment (what Docusaurus uses): that package
 * imports micromark 1.x paths, which contentlayer's config bundle resolves against micromark 4.
 */
type Code = number | null;
type State = (code: Code) => State | undefined;
type Effects = { enter: (type: string) => void; exit: (type: string) => void; consume: (code: Code) => void };
type Token = { type: string };

const LT = 60;
const BANG = 33;
const DASH = 45;
const GT = 62;
const isLineEnding = (code: Code) => code !== null && code < -2;

function tokenize(this: unknown, effects: Effects, ok: State, nok: State): State {
  // After "<!--": text until "-->"; line endings are their own tokens, the rest is data.
  const expect = (char: number, next: State): State => (code) => {
    if (code !== char) return nok(code);
    effects.consume(code);
    return next;
  };
  const body: State = (code) => {
    if (code === null) return nok(code);
    if (isLineEnding(code)) {
      effects.exit('data');
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      effects.enter('data');
      return body;
    }
    effects.consume(code);
    return code === DASH ? dash : body;
  };
  const dash: State = (code) => (code === DASH ? (effects.consume(code), dashes) : body(code));
  const dashes: State = (code) => {
    if (code === DASH) {
      effects.consume(code);
      return dashes;
    }
    if (code !== GT) return body(code);
    effects.exit('data');
    effects.enter('commentEnd');
    effects.consume(code);
    effects.exit('commentEnd');
    effects.exit('comment');
    return ok;
  };
  const opened: State = (code) => {
    // "<!-->" and "<!--->" are not comments (as in HTML).
    if (code === GT) return nok(code);
    effects.enter('data');
    return body(code);
  };
  return (code) => {
    effects.enter('comment');
    effects.consume(code);
    return expect(BANG, expect(DASH, expect(DASH, opened)));
  };
}

const construct = { name: 'htmlComment', tokenize, concrete: true };

/** The micromark extension (flow and text). */
export const commentSyntax = { flow: { [LT]: construct }, text: { [LT]: construct } };

type FromMarkdown = {
  buffer: () => void;
  resume: () => string;
  enter: (node: object, token: Token) => void;
  exit: (token: Token) => void;
};

/** The mdast extension: `{type: 'comment', commentValue}`, the text between `<!--` and `-->`. */
export const commentFromMarkdown = {
  canContainEols: ['comment'],
  enter: {
    comment(this: FromMarkdown) {
      this.buffer();
    },
  },
  exit: {
    comment(this: FromMarkdown, token: Token) {
      const text = this.resume();
      // `value` stays empty: mdast-util-to-hast renders an unknown node's value as text.
      this.enter({ type: 'comment', value: '', commentValue: text.replace(/-+$/, '') }, token);
      this.exit(token);
    },
  },
};

/** Remark plugin: parse HTML comments into `comment` nodes. Use it after remark-mdx. */
export function remarkHtmlComments(this: { data: () => Record<string, unknown[]> }) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(commentSyntax);
  (data.fromMarkdownExtensions ??= []).push(commentFromMarkdown);
}
