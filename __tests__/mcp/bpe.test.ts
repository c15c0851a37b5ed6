// Our o200k_base counter (src/mcp/bpe.ts) against tiktoken's published encodings and, over the
// repository's own text and generated strings of every kind the pattern splits, against
// gpt-tokenizer's encoder; and its rank table (o200k.generated.ts) as the packer makes it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { countO200k } from '../../src/mcp/bpe.js';
import { GENERATED, SOURCE, tokenizerModule } from '../../scripts/pack-tokenizer.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const theirs = (text: string) => countTokens(text, { disallowedSpecial: new Set() });

describe('the o200k_base counter', () => {
  it('is fresh: o200k.generated.ts is what `npm run tokenizer` makes of the published ranks', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(tokenizerModule(readFileSync(SOURCE, 'utf8')));
  });

  // tiktoken's test plans (as gpt-tokenizer ships them): each sample with its o200k_base tokens.
  const plans = readFileSync(path.join(path.dirname(SOURCE), 'TestPlans.txt'), 'utf8')
    .split(/\n\n+/)
    .map((block) => /^EncodingName: (\S+)\nSample: (.*)\nEncoded: (\[.*\])$/s.exec(block.trim()))
    .filter((m) => m?.[1] === 'o200k_base')
    .map((m) => [m![2], (JSON.parse(m![3]) as number[]).length] as const);

  it('counts each of tiktoken’s o200k_base test samples as published', () => {
    expect(plans.length).toBeGreaterThan(50);
    for (const [sample, tokens] of plans)
      expect([sample, countO200k(sample)]).toEqual([sample, tokens]);
  });

  it('counts the repository’s sources, docs and corpora as gpt-tokenizer does', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.md', '*.yaml', '*.json', '*.txt'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !f.endsWith('.generated.ts'));
    let tokens = 0;
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8').slice(0, 30_000);
      const n = countO200k(text);
      expect([file, n]).toEqual([file, theirs(text)]);
      tokens += n;
    }
    expect(tokens).toBeGreaterThan(500_000);
  });

  it('counts generated text of every class the pattern splits as gpt-tokenizer does', () => {
    // Words and letters of several scripts and cases, marks, digits, contractions, whitespace and
    // line ends, punctuation, emoji (surrogate pairs), a lone surrogate, special-token spellings.
    const parts = [
      'you',
      'They',
      'WE',
      'don',
      'it',
      'I',
      'server',
      'a',
      'Z',
      'é',
      'ß',
      'Ω',
      'ж',
      'Д',
      'ا',
      'ע',
      '日',
      'の',
      'ﾃ',
      '한',
      'ǅ',
      'ʰ',
      '\u0301',
      '\u0903',
      '0',
      '7',
      '٣',
      '²',
      "'s",
      "'LL",
      "'Re",
      "'re",
      "'ve",
      "'t",
      "'d",
      "'m",
      ' ',
      '  ',
      '\t',
      '\n',
      '\r\n',
      '\u00a0',
      '\u3000',
      '.',
      ',',
      '!',
      '/',
      '{',
      '"',
      '<',
      '>',
      '|',
      '_',
      '-',
      '😀',
      '🇪🇸',
      '👩‍💻',
      '\ud800',
      '<|endoftext|>',
      '<|im_start|>',
    ];
    let seed = 28;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 3000; i++) {
      let text = '';
      const length = 1 + Math.floor(random() * 40);
      for (let j = 0; j < length; j++) text += parts[Math.floor(random() * parts.length)];
      expect([text, countO200k(text)]).toEqual([text, theirs(text)]);
    }
  });
});
