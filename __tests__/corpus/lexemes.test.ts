// An item of a cut corpus is parsed from the tokens the first lexer pass kept: its syntax tree
// must be the one parsing that item's text alone gives (source-cut.slow.test.ts holds the whole
// read to the uncut parse; this holds the tokens to the text).
import { describe, expect, it } from 'vitest';
import { Lexer, Parser } from 'yaml';
import { Lexemes } from '../../src/corpus/lexemes.js';
import { splitter } from '../../src/corpus/yaml-split.js';

function lexed(text: string) {
  const lexemes = new Lexemes(text);
  const cuts = splitter(text);
  for (const token of new Lexer().lex(text)) {
    lexemes.push(token);
    cuts.token(token);
  }
  return { lexemes, split: cuts.result()! };
}

const alone = (text: string) => [...new Parser().parse(text)];

describe('the kept tokens of a cut text', () => {
  it.each([
    [
      'a key’s sequence',
      'scenarios:\n  - id: a\n    prompt: "x: [1]"\n  - id: b\n    t: |\n      - z\nnext: 1\n',
    ],
    [
      'a root sequence (the text opens with its first item)',
      '- id: a\n- id: b\n  k: [1,\n    2]\n',
    ],
    ['a comment before the first item', '# head\n- id: a\n- {id: b}\n'],
    ['CRLF line ends', 'scenarios:\r\n  - id: a\r\n  - id: b\r\n'],
  ])('give each item the tree its text alone gives: %s', (_, text) => {
    const { lexemes, split } = lexed(text);
    const read = lexemes.reader();
    const ends = [...split.items.slice(1), split.end];
    expect(split.items.length).toBeGreaterThan(1);
    split.items.forEach((start, i) => {
      expect(read(start, ends[i])).toEqual(alone(text.slice(start, ends[i])));
    });
  });

  it('read again from an earlier item, and not at all from inside a token', () => {
    const text = 'scenarios:\n  - id: alpha\n  - id: beta\n';
    const { lexemes, split } = lexed(text);
    const read = lexemes.reader();
    const [first, second] = split.items;
    expect(read(second, split.end)).toEqual(alone(text.slice(second)));
    expect(read(first, second)).toEqual(alone(text.slice(first, second)));
    // Inside `alpha`: no token starts there, so the caller lexes that text itself.
    const inside = text.indexOf('pha');
    expect(read(inside, second)).toBeUndefined();
    expect(read(first, inside)).toBeUndefined();
  });
});
