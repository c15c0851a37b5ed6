// Which format a corpus file is in, by its name and shape.
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/corpus/formats.js';

describe('detectFormat', () => {
  it('test_case.yaml is an answer fixture, whatever it holds', () => {
    expect(detectFormat('cases/c1/test_case.yaml', { scenarios: [] })).toBe('answer-fixtures');
    expect(detectFormat('cases/c1/test_case.yml', {})).toBeUndefined();
  });

  it('a list is tiered when an entry has expected_tool or expected_sequence, or by its file name', () => {
    expect(detectFormat('picks.yaml', [null, 'x', { id: 'a', expected_sequence: [] }])).toBe(
      'tiered',
    );
    expect(detectFormat('picks.yaml', [null, 'x', ['expected_tool']])).toBeUndefined();
    for (const name of ['selection_only.yaml', 'with_args.yml', 'dir/multi_step.yaml']) {
      expect(detectFormat(name, [{ id: 'a' }])).toBe('tiered');
    }
    expect(detectFormat('with_args.json', [{ id: 'a' }])).toBeUndefined();
    expect(detectFormat('my_with_args.yaml', [])).toBeUndefined();
    expect(detectFormat('with_args.yaml.bak', [])).toBeUndefined();
    expect(detectFormat('with_args.yaml', { scenarios: [] })).toBe('native');
  });

  it('a table is native with scenarios, a case file with module and cases', () => {
    expect(detectFormat('x.json', { scenarios: [], cases: [], module: 'm' })).toBe('native');
    expect(detectFormat('x.json', { module: 'm', cases: [] })).toBe('casefile');
    expect(detectFormat('x.json', { module: 'm' })).toBeUndefined();
    expect(detectFormat('x.json', { cases: [] })).toBeUndefined();
    expect(detectFormat('x.yaml', null)).toBeUndefined();
    expect(detectFormat('x.yaml', 'scenarios')).toBeUndefined();
  });
});
