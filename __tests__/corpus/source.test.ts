// Reading YAML/JSON with positions: every problem names its file, line and field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { at, zodProblems } from '../../src/corpus/problems.js';
import {
  formatPath,
  isProblem,
  parseSource,
  readSource,
  type Source,
} from '../../src/corpus/source.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function source(text: string, file = 'c.yaml'): Source {
  const s = parseSource(text, file);
  if (isProblem(s)) throw new Error(s.message);
  return s;
}

describe('formatPath', () => {
  it('writes keys dotted and indexes in brackets', () => {
    expect(formatPath(['scenarios', 3, 'expect', 'calls', 0, 'tool'])).toBe(
      'scenarios[3].expect.calls[0].tool',
    );
    expect(formatPath([0, 'expected_sequence', 1])).toBe('[0].expected_sequence[1]');
    expect(formatPath(['a'])).toBe('a');
    expect(formatPath([])).toBe('');
  });
});

describe('parseSource', () => {
  it('a syntax error names the line and column, without repeating them in the message', () => {
    expect(parseSource('a: 1\nb: [1\nc: 2\n', 'c.yaml')).toEqual({
      file: 'c.yaml',
      line: 3,
      column: 1,
      message:
        'syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
    });
  });

  it('past line 9 and column 9 too', () => {
    const before = Array.from({ length: 11 }, (_, i) => `k${i}: ${i}`).join('\n');
    expect(parseSource(`${before}\nscenarios: value: other\n`, 'c.yaml')).toEqual({
      file: 'c.yaml',
      line: 12,
      column: 12,
      message: 'syntax error: Nested mappings are not allowed in compact mappings',
    });
  });

  it('a problem is told apart from a parsed file', async () => {
    expect(isProblem(parseSource('a: [', 'c.yaml'))).toBe(true);
    expect(isProblem(await readSource(path.join(dir, 'none.yaml')))).toBe(true);
    expect(isProblem(parseSource('a: 1', 'c.yaml'))).toBe(false);
  });

  it('many aliases of one anchor are fine (a corpus reusing its defaults)', () => {
    const refs = Array.from({ length: 150 }, () => '*x').join(', ');
    expect((source(`a: &x 1\nb: [${refs}]\n`).data as { b: number[] }).b).toHaveLength(150);
  });

  it('a duplicate key is an error', () => {
    expect(parseSource('id: a\nid: b\n', 'c.yaml')).toEqual({
      file: 'c.yaml',
      line: 2,
      column: 1,
      message: 'syntax error: Map keys must be unique',
    });
  });

  it('reads JSON too, and an empty file as nothing', () => {
    expect(source('{"module": "m", "cases": []}', 'c.json').data).toEqual({
      module: 'm',
      cases: [],
    });
    const empty = source('');
    expect(empty.data).toBeNull();
    expect(empty.lineOf(['scenarios', 0])).toBe(1);
  });

  it('resolves aliases', () => {
    expect(source('a: &x { b: 1 }\nc: *x\n').data).toEqual({ a: { b: 1 }, c: { b: 1 } });
  });

  it('lineOf: the line of the value at a path, or of its nearest written ancestor', () => {
    const s = source(`# comment
scenarios:
  - id: a
    prompt: hi
  -
    id: b
    expect:
      calls: [{ tool: t }]
`);
    expect(s.lineOf([])).toBe(2);
    expect(s.lineOf(['scenarios'])).toBe(2);
    expect(s.lineOf(['scenarios', 0])).toBe(3);
    expect(s.lineOf(['scenarios', 0, 'prompt'])).toBe(4);
    expect(s.lineOf(['scenarios', 1])).toBe(6);
    expect(s.lineOf(['scenarios', 1, 'expect', 'calls', 0, 'tool'])).toBe(8);
    // Not written: the nearest ancestor that is.
    expect(s.lineOf(['scenarios', 1, 'prompt'])).toBe(6);
    expect(s.lineOf(['scenarios', 1, 'expect', 'calls', 3, 'tool'])).toBe(8);
    expect(s.lineOf(['scenarios', 7, 'id'])).toBe(2);
    expect(s.lineOf(['scenarios', 'x'])).toBe(2);
    expect(s.lineOf(['scenarios', 0, 'prompt', 'deeper'])).toBe(4);
    expect(s.lineOf(['nope'])).toBe(2);
    // An index into a scalar, or below a missing item, stops there.
    expect(s.lineOf(['scenarios', 0, 'prompt', 0])).toBe(4);
    expect(s.lineOf(['scenarios', 7, 0])).toBe(2);
  });

  it('lineOf past an empty key', () => {
    expect(source('? \n: 1\na: 2\n').lineOf(['a'])).toBe(3);
  });

  it('lineOf in a top-level list', () => {
    const s = source('- id: a\n  prompt: hi\n- id: b\n  prompt: there\n');
    expect(s.lineOf([1])).toBe(3);
    expect(s.lineOf([1, 'prompt'])).toBe(4);
    expect(s.lineOf(['x'])).toBe(1);
  });
});

describe('readSource', () => {
  it('a missing file is a problem naming the file as shown', async () => {
    const full = path.join(dir, 'missing.yaml');
    expect(await readSource(full, 'missing.yaml')).toEqual({
      file: 'missing.yaml',
      message: `cannot read: ENOENT: no such file or directory, open '${full}'`,
    });
    expect(await readSource(full)).toMatchObject({ file: full });
  });

  it('reads and parses a file', async () => {
    const full = path.join(dir, 'ok.yaml');
    writeFileSync(full, 'scenarios:\n  - id: a\n');
    const s = await readSource(full, 'ok.yaml');
    if (isProblem(s)) throw new Error(s.message);
    expect(s.file).toBe('ok.yaml');
    expect(s.data).toEqual({ scenarios: [{ id: 'a' }] });
    expect(s.lineOf(['scenarios', 0, 'id'])).toBe(2);
  });
});

describe('problems', () => {
  const s = source('a:\n  b: 1\n  c: x\n');

  it('at: file, line and field of a path', () => {
    expect(at(s, ['a', 'c'], 'bad')).toEqual({
      file: 'c.yaml',
      line: 3,
      column: 3,
      field: 'a.c',
      message: 'bad',
    });
  });

  it('zodProblems: one per issue, below a base path; one per unknown key', () => {
    const schema = z.strictObject({ b: z.string(), c: z.string() });
    const parsed = schema.safeParse({ b: 1, c: 'x', d: 1, e: 2 });
    if (parsed.success) throw new Error('should fail');
    expect(zodProblems(parsed.error, s, ['a'])).toEqual([
      {
        file: 'c.yaml',
        line: 2,
        column: 3,
        field: 'a.b',
        message: 'Invalid input: expected string, received number',
      },
      { file: 'c.yaml', line: 1, column: 1, field: 'a.d', message: 'unknown field "d"' },
      { file: 'c.yaml', line: 1, column: 1, field: 'a.e', message: 'unknown field "e"' },
    ]);
    expect(zodProblems(parsed.error, s)[0].field).toBe('b');
  });
});
