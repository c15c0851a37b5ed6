// A large corpus is parsed item by item (src/corpus/yaml-split.ts) and its parsed documents are
// not kept: what a user sees (data, problems, lines, late lines) must be what parsing the whole
// text gives.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { isProblem, parseSource, type Path } from '../../src/corpus/source.js';
import { splitter } from '../../src/corpus/yaml-split.js';
import { Lexer } from 'yaml';
import { CORPUS_SEEDS, fuzzFile } from '../faults/mutate.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-cut-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROOT = path.resolve(import.meta.dirname, '../..');
const BASES = [
  'corpus/clusters.yaml',
  'corpus/multi-step.yaml',
  'corpus/safety.yaml',
  '__tests__/fixtures/formats/tiered/with_args.yaml',
].map((f) => readFileSync(path.join(ROOT, f), 'utf8'));

/** Every path into the data, and a missing key and index below each collection. */
function paths(data: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (data && typeof data === 'object') {
    for (const k of Object.keys(data)) {
      const key = Array.isArray(data) ? Number(k) : k;
      paths((data as Record<string, unknown>)[k], [...prefix, key], out);
    }
    out.push([...prefix, 'zz_missing'], [...prefix, 999_999]);
  }
  return out;
}

/** What a user could see of the parse: the problem, or the data and every path's line. */
function seen(s: ReturnType<typeof parseSource>) {
  if (isProblem(s)) return { problem: s };
  return { data: s.data, lines: paths(s.data).map((p) => [p, s.lineOf(p)]) };
}

const sameAsWhole = (text: string) =>
  expect(seen(parseSource(text, 'c.yaml'))).toEqual(seen(parseSource(text, 'c.yaml', false)));

// Edits that make YAML go wrong in the places a cut could: indentation, flow collections
// across lines, block scalars, quotes, comments, anchors, several documents, tabs.
const PIECES = [
  ' ',
  '  ',
  '-',
  '- ',
  ':',
  ': ',
  '\n',
  '\n  ',
  '\n- ',
  '\nx: ',
  '#',
  ' #c',
  '[',
  ']',
];
PIECES.push('{', '}', '|', '>', '"', "'", '&a ', '*a', '!!str ', '\t', ',', '?', '---\n', '...\n');
PIECES.push('%YAML 1.2\n', '\r\n', '\n  - id: q\n', '\n# c\n', 'scenarios:\n', '\n\n');

describe('a corpus parsed item by item', () => {
  it('gives the data, problems and lines of the whole text, however the text is broken', () => {
    const edit = fc.record({
      at: fc.nat(),
      cut: fc.nat({ max: 4 }),
      put: fc.constantFrom(...PIECES),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...BASES),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        (base, edits) => {
          let text = base;
          for (const e of edits) {
            const at = e.at % (text.length + 1);
            text = text.slice(0, at) + e.put + text.slice(at + e.cut);
          }
          sameAsWhole(text);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('and of the fuzz test’s broken files', () => {
    fc.assert(
      fc.property(fuzzFile(CORPUS_SEEDS), (f) => {
        if (f.text.length < 100_000) sameAsWhole(f.text);
      }),
      { numRuns: 60 },
    );
  });

  it('the cases a cut must get right', () => {
    for (const text of [
      'scenarios:\n  - id: a\n# a comment at column 0 between items\n  - id: b\nnext: 1\n',
      'scenarios:\n- id: a\n- id: b\nnext: 1\n',
      'scenarios:\n  -\n    id: a\n  - - x\n    - y\n  - a: |\n      - not an item\n    b: 1\n',
      'scenarios:\n  - id: a\n   x: 1\n',
      'scenarios:\n  - id: a\n - id: b\n',
      'scenarios:\n  - [a,\n    b]\n  - {x: 1,\n  y: 2}\n',
      'a: 1\nscenarios:\n  - x\nscenarios:\n  - y\n',
      'scenarios:\n  - a\nx: 1\n  - b\n',
      'scenarios:\r\n  - id: a\r\n  - id: b\r\n',
      'scenarios:\n  - id: a\n\t- id: b\n',
      'scenarios:\n  - &x { id: a }\n  - *x\n',
      '# a tiered file\n- id: a\n- id: b\n',
    ]) {
      sameAsWhole(text);
    }
  });
});

/** The items' line numbers where the text is cut, if it is. */
function cuts(text: string) {
  const split = splitter(text);
  for (const token of new Lexer().lex(text)) split.token(token);
  const found = split.result();
  return (
    found && { key: found.key, lines: found.items.map((o) => text.slice(0, o).split('\n').length) }
  );
}

describe('where a text is cut', () => {
  it('at each item of the longest top-level list, under its key or at the root', () => {
    expect(
      cuts('defaults:\n  mode: stub\nscenarios:\n  - id: a\n  - id: b\n    prompt: x\n'),
    ).toEqual({
      key: 'scenarios',
      lines: [4, 5],
    });
    expect(cuts('tags: [a]\nx:\n- 1\ncases:\n- 1\n- 2\n')).toEqual({ key: 'cases', lines: [5, 6] });
    expect(cuts('# tiered\n- id: a\n- id: b\n')).toEqual({ key: undefined, lines: [2, 3] });
  });

  it('nowhere when items could refer to each other or the text is not one plain document', () => {
    for (const text of [
      'scenarios:\n  - &a { id: a }\n  - *a\n',
      '%YAML 1.2\n---\nscenarios:\n  - a\n',
      'scenarios:\n  - a\n---\nscenarios:\n  - b\n',
      'scenarios: [\n  a]\n',
      'scenarios:\n  - a\n - b\n',
      '\ufeffscenarios:\n  - a\n',
    ]) {
      expect(cuts(text), text).toBeUndefined();
    }
  });
});

describe('lines after loading', () => {
  it('a late problem (after the corpus is loaded) still names the line it is on', async () => {
    const count = 300;
    const text =
      'defaults:\n  mode: stub\nscenarios:\n' +
      Array.from(
        { length: count },
        (_, i) =>
          `  - id: s${i}\n    prompt: Show c${i}\n    expect:\n      calls:\n        - tool: get_${i}\n          args: { id: c${i} }\n`,
      ).join('');
    writeFileSync(path.join(dir, 'big.yaml'), text);
    const corpus = await loadCorpus([{ path: 'big.yaml' }], {
      dir,
      cwd: dir,
      base: { mode: 'live', max_steps: 8, repeat: 1, vars: {} },
      freeTextParams: [],
    });
    expect(corpus.problems).toEqual([]);
    const lines = text.split('\n');
    const lineOf = (written: string) => lines.indexOf(written) + 1;
    for (const i of [0, 1, 150, count - 1]) {
      const s = corpus.scenarios[i];
      expect(s.origin.line).toBe(lineOf(`  - id: s${i}`));
      expect(s.origin.locate?.(['turns', 0, 'expect', 'calls', 0, 'tool'])).toEqual({
        line: lineOf(`        - tool: get_${i}`),
        // The key's column: where `tool` is written.
        column: '        - '.length + 1,
        field: `scenarios[${i}].expect.calls[0].tool`,
      });
      // A single-prompt scenario's turn is its `prompt:`.
      expect(s.origin.locate?.(['turns', 0, 'user'])).toEqual({
        line: lineOf(`    prompt: Show c${i}`),
        column: '    '.length + 1,
        field: `scenarios[${i}].prompt`,
      });
    }
  });
});
