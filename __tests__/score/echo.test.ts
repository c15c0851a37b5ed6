// Code and JSON that echo the model's own calls are not part of its answer.
import { describe, expect, it } from 'vitest';
import { withoutEchoes } from '../../src/score/echo.js';
import { call } from '../helpers.js';

const calls = [call('list_pods', { cluster: 'test-1', limit: 15 })];

describe('withoutEchoes', () => {
  it('blanks a call written out with its arguments', () => {
    expect(withoutEchoes('I ran list_pods({"cluster":"test-1","limit":15}): 14 pods.', calls)).toBe(
      'I ran list_pods( ): 14 pods.',
    );
  });

  it("blanks JSON made only of a call's arguments, bare, fenced or inline", () => {
    expect(withoutEchoes('Arguments: {"limit": 15}. There are 14.', calls)).toBe(
      'Arguments:  . There are 14.',
    );
    expect(withoutEchoes('```json\n{"cluster": "test-1", "limit": 15}\n```\n14 pods', calls)).toBe(
      ' \n14 pods',
    );
    expect(withoutEchoes('I used `{"limit":15}`.', calls)).toBe('I used  .');
  });

  it('blanks code that names a called tool', () => {
    expect(withoutEchoes('`list_pods` says 14', calls)).toBe('  says 14');
  });

  it('keeps other code and JSON: a result shown as JSON, a value in code', () => {
    for (const reply of [
      'Result: {"pods": 15}',
      'There are `15` pods',
      '{"cluster": "test-1", "limit": 15, "pods": 14}',
      '```\nNAME   PODS\ntest-1 15\n```',
      'Not JSON: {limit: 15}',
    ])
      expect(withoutEchoes(reply, calls)).toBe(reply);
  });

  it('changes nothing without calls', () => {
    expect(withoutEchoes('{"limit": 15}', [])).toBe('{"limit": 15}');
  });
});
