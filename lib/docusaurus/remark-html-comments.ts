/**
 * HTML comments (`<!-- … -->`) in MDX, as Docusaurus 3 accepts them: a micromark construct that
 * reads them (in flow and in text) and an mdast extension that keeps each as a `comment` node,
 * which renders to nothing and lets `<!-- truncate -->` be found. MDX 3 alone rejects `<!--`.
 *
 * Written here rather than taken from @slorber/remark-comment (what Docusaurus uses): that package
 * imports micromark 1.x paths, which contentlayer's config bundle resolves against micromark 4.
 * micromark-core-commonmark is micromark 4's own (its paragraph construct, `content`).
 */
import type { Literal } from 'mdast';
import type { CompileContext, Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { content } from 'micromark-core-commonmark';
import type { Code, Effects, Extension, State, Token, TokenizeContext } from 'micromark-util-types';
import type { Processor } from 'unified';

/**
 * The node this makes of `<!-- … -->`: this site's own mdast node, registered with mdast as the
 * mdast-util-* packages register theirs, so plugins find it by its `type`.
 */
export interface Comment extends Literal {
  type: 'comment';
  /** The text between `<!--` and `-->`, as written. */
  commentValue: string;
}

declare module 'mdast' {
  // A comment is a block of its own in flow and an inline node in text.
  interface BlockContentMap {
    comment: Comment;
  }
  interface PhrasingContentMap {
    comment: Comment;
  }
  interface RootContentMap {
    comment: Comment;
  }
}

// The tokens the construct below makes, registered as micromark's own extensions register theirs.
declare module 'micromark-util-types' {
  interface TokenTypeMap {
    comment: 'comment';
    commentData: 'commentData';
    commentEnd: 'commentEnd';
  }
}

const LT = 60;
const BANG = 33;
const DASH = 45;
const GT = 62;
const TAB = -2;
const VIRTUAL_SPACE = -1;
const SPACE = 32;
const isLineEnding = (code: Code) => code !== null && code < -2;
const isSpace = (code: Code) => code === SPACE || code === TAB || code === VIRTUAL_SPACE;

/**
 * `<!--`, then anything up to the first `-->`, across lines and blank lines. Inside, each line's
 * text is a `commentData` token and each line ending a `lineEnding` one. A token is entered only
 * on a character it takes: micromark wants no empty token, and none that starts before its first
 * character (a comment with nothing after `<!--` on its line, or with a blank line, has lines
 * without text). The text is `commentData`, not `data`: micromark's text content would cut the
 * trailing spaces of a `data` line into hard breaks.
 *
 * In flow (`flow` true) the comment is a block that ends with the line of its `-->`; in text
 * (a paragraph, a heading, a cell), an inline node.
 */
function tokenizer(flow: boolean) {
  return function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const flowConstructs = this.parser.constructs.flow;
    const expect = (char: number, next: State): State => (code) => {
      if (code !== char) return nok(code);
      effects.consume(code);
      return next;
    };
    // Outside any token: at the start of a line of the comment (or right after `<!--`).
    const lineStart: State = (code) => {
      if (code === null) return nok(code);
      if (isLineEnding(code)) {
        effects.enter('lineEnding');
        effects.consume(code);
        effects.exit('lineEnding');
        return lineStart;
      }
      effects.enter('commentData');
      return inside(code);
    };
    // In a `commentData` token.
    const inside: State = (code) => {
      if (code === null) return nok(code);
      if (isLineEnding(code)) {
        effects.exit('commentData');
        return lineStart(code);
      }
      effects.consume(code);
      return code === DASH ? dash : inside;
    };
    const dash: State = (code) => {
      if (code !== DASH) return inside(code);
      effects.consume(code);
      return dashes;
    };
    const dashes: State = (code) => {
      if (code === DASH) {
        effects.consume(code);
        return dashes;
      }
      if (code !== GT) return inside(code);
      effects.exit('commentData');
      effects.enter('commentEnd');
      effects.consume(code);
      effects.exit('commentEnd');
      effects.exit('comment');
      return flow ? afterFlow : ok;
    };
    // After `<!--`: `<!-->` and `<!--->` are not comments (as in HTML); `<!---->` is an empty one.
    const opened: State = (code) => {
      if (code === GT) return nok(code);
      if (code !== DASH) return lineStart(code);
      effects.enter('commentData');
      effects.consume(code);
      return openedDash;
    };
    const openedDash: State = (code) => {
      if (code === GT) return nok(code);
      if (code !== DASH) return inside(code);
      effects.consume(code);
      return dashes;
    };
    // A block ends with its line. Text after it on that line (`<!-- note --> Text`) starts the
    // block that follows (a paragraph, a heading, JSX, another comment …), as with Docusaurus,
    // where micromark's build takes the character after `-->` for a line ending.
    const afterFlow: State = (code) => {
      if (!isSpace(code)) return rest(code);
      effects.enter('whitespace');
      return trailing(code);
    };
    const trailing: State = (code) => {
      if (isSpace(code)) {
        effects.consume(code);
        return trailing;
      }
      effects.exit('whitespace');
      return rest(code);
    };
    const rest: State = (code) => {
      if (code === null || isLineEnding(code)) return ok(code);
      return effects.attempt(flowConstructs, ok, effects.attempt(content, ok, nok))(code);
    };
    return (code) => {
      effects.enter('comment');
      effects.consume(code);
      return expect(BANG, expect(DASH, expect(DASH, opened)));
    };
  };
}

/** The micromark extension (flow and text). */
export const commentSyntax: Extension = {
  flow: { [LT]: { name: 'htmlComment', tokenize: tokenizer(true), concrete: true } },
  text: { [LT]: { name: 'htmlComment', tokenize: tokenizer(false) } },
};

/**
 * The mdast extension: `{type: 'comment', commentValue}`, `commentValue` being the text between
 * `<!--` and `-->` as written, every line of it (a container's `>` or indent aside).
 */
export const commentFromMarkdown: FromMarkdownExtension = {
  enter: {
    comment(this: CompileContext) {
      // What mdast-util-from-markdown makes of the tokens inside (the line endings) goes here.
      this.buffer();
    },
  },
  exit: {
    comment(this: CompileContext, token: Token) {
      this.resume();
      const commentValue = this.sliceSerialize(token).slice('<!--'.length, -'-->'.length);
      // `value` stays empty: mdast-util-to-hast renders an unknown node's value as text.
      const node: Comment = { type: 'comment', value: '', commentValue };
      this.enter(node, token);
      this.exit(token);
    },
  },
};

/** Remark plugin: parse HTML comments into `comment` nodes. Use it after remark-mdx. */
export function remarkHtmlComments(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(commentSyntax);
  (data.fromMarkdownExtensions ??= []).push(commentFromMarkdown);
}
