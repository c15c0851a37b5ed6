// What the importers share: notices for ignored fields, locating a normalized field in the
// source, and the run's settings every imported scenario takes.
import { describe, expect, it } from 'vitest';
import { callPath, ignoredFields, locator, runFields } from '../../../src/corpus/formats/common.js';
import { isProblem, parseSource, type Source } from '../../../src/corpus/source.js';
import { context } from './helpers.js';

function source(text: string): Source {
  const s = parseSource(text, 'cases.yaml');
  if (isProblem(s)) throw new Error(s.message);
  return s;
}

describe('ignoredFields', () => {
  const s = source('cases:\n  - id: a\n    owner: me\n    note: x\n    type: t\n');
  const c = (s.data as { cases: unknown[] }).cases[0];

  it('names every unknown field, at the line of the first', () => {
    expect(ignoredFields(s, ['cases', 0], c, ['id', 'type'])).toBe(
      'cases.yaml:3: ignoring `owner`, `note` (not used by mcp-eval)',
    );
  });

  it('a key holding a line break or a terminal escape stays on one line', () => {
    const q = source('cases:\n  - id: a\n    "after\\nx\\e[2J": 1\n');
    const note = ignoredFields(q, ['cases', 0], (q.data as { cases: unknown[] }).cases[0], ['id']);
    expect(note).toBe('cases.yaml:3: ignoring `after\\nx\\u001b[2J` (not used by mcp-eval)');
  });

  it('nothing to say when every field is known, or for anything but a table', () => {
    expect(ignoredFields(s, ['cases', 0], c, ['id', 'type', 'owner', 'note'])).toBeUndefined();
    expect(ignoredFields(s, [], ['x'], [])).toBeUndefined();
    expect(ignoredFields(s, [], 'x', [])).toBeUndefined();
    expect(ignoredFields(s, [], null, [])).toBeUndefined();
  });
});

describe('locator', () => {
  it('maps a normalized path to the line and field where it was written', () => {
    const s = source('cases:\n  - id: a\n    input: hi\n');
    const locate = locator(s, (p) => (p[0] === 'turns' ? ['cases', 0, 'input'] : ['cases', 0]));
    expect(locate(['turns', 0, 'user'])).toEqual({ line: 3, column: 5, field: 'cases[0].input' });
    expect(locate(['gates'])).toEqual({ line: 2, column: 5, field: 'cases[0]' });
  });
});

describe('callPath', () => {
  it('the call index and the rest of the path, renamed for the source', () => {
    const names = { tool: 'name', args: 'params' };
    expect(callPath(['turns', 0, 'expect', 'calls', 2, 'args', 'sql'], names)).toEqual({
      index: 2,
      rest: ['params', 'sql'],
    });
    expect(callPath(['turns', 0, 'expect', 'calls', 1, 'tool'], names)).toEqual({
      index: 1,
      rest: ['name'],
    });
    expect(callPath(['turns', 0, 'expect', 'calls', 1, 'stub', 'x'], names)).toEqual({
      index: 1,
      rest: ['stub', 'x'],
    });
    expect(callPath(['turns', 0, 'expect', 'calls', 3], names)).toEqual({ index: 3, rest: [] });
    expect(callPath(['turns', 0, 'expect', 'calls'], names)).toEqual({ index: 0, rest: [] });
  });
});

describe('runFields', () => {
  it('repeat, max_steps and timeout from the run; no gates or observations', () => {
    const ctx = context('/x');
    expect(
      runFields({ ...ctx, base: { ...ctx.base, repeat: 3, max_steps: 2, timeout: 9 } }),
    ).toEqual({
      repeat: 3,
      max_steps: 2,
      timeout: 9,
      gates: [],
      observe: [],
    });
  });
});
