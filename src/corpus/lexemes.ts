// The lexer's tokens of a text, kept from the pass that bounds its depth and finds where to cut
// it, so that each cut item is parsed from them rather than lexed a second time (the lexer is a
// third of what reading a corpus costs). Kept as lengths, a few bytes a token, not as strings.
import { Parser, type CST } from 'yaml';

/** Markers the lexer adds that are not in the text (document, flow error end, scalar); kept here
 * by their index as a negative code, as a length is never negative. */
export const MARKERS: readonly string[] = ['\x02', '\x18', '\x1f'];
const DOCUMENT = MARKERS[0];

export class Lexemes {
  private codes = new Int32Array(1024);
  private count = 0;

  constructor(private readonly text: string) {}

  push(token: string): void {
    if (this.count === this.codes.length) {
      const grown = new Int32Array(this.codes.length * 2);
      grown.set(this.codes);
      this.codes = grown;
    }
    const marker = MARKERS.indexOf(token);
    this.codes[this.count++] = marker >= 0 ? -1 - marker : token.length;
  }

  /** A cursor for items in order: the syntax tree of the text from `start` to `end`, as the
   * parser makes it of that text alone; undefined where a token crosses either offset. */
  reader() {
    let index = 0;
    let offset = 0;
    return (start: number, end: number): CST.Token[] | undefined => {
      if (start < offset) {
        index = 0;
        offset = 0;
      }
      while (index < this.count && offset < start) {
        const code = this.codes[index++];
        if (code > 0) offset += code;
      }
      if (offset !== start) return undefined;
      // Where the item ends, in tokens: it must end at a token's end.
      let last = index;
      for (let at = offset; last < this.count && at < end; last++) {
        const code = this.codes[last];
        if (code > 0) at += code;
        if (at > end) return undefined;
      }
      const tree: CST.Token[] = [];
      const parser = new Parser();
      // Alone, the text opens a document: its lexer's first token says so.
      for (const token of parser.next(DOCUMENT)) tree.push(token);
      for (; index < last; index++) {
        const code = this.codes[index];
        let lexeme: string;
        if (code >= 0) {
          lexeme = this.text.slice(offset, (offset += code));
        } else {
          lexeme = MARKERS[-1 - code];
          // The text's own document start, when the item opens the text.
          if (lexeme === DOCUMENT) continue;
        }
        for (const token of parser.next(lexeme)) tree.push(token);
      }
      for (const token of parser.end()) tree.push(token);
      return tree;
    };
  }
}
