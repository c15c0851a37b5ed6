// A request gate that could not see is neither passed nor failed: the row is inconclusive unless
// something else failed, and what it did see still fails it.
import { describe, expect, it } from 'vitest';
import { score, unobserve } from '../../src/score/verdict.js';
import { call, request, scenario, transcript } from '../helpers.js';

const WHY = 'the scenario runs in stub mode';
const guarded = () =>
  scenario({
    expect: { calls: [{ tool: 'list' }] },
    gates: [
      { kind: 'no_request', request: { method: 'DELETE' } },
      { kind: 'no_call', tool: 'drop' },
    ],
  });

describe('unobserved request gates', () => {
  it('make an otherwise passing row inconclusive, naming the gate and why', () => {
    const v = score(guarded(), { ...transcript({ calls: [call('list')] }), unobservable: WHY });
    expect(v.status).toBe('inconclusive');
    expect(v.reason).toBe(`gate:no_request: could not observe: ${WHY}`);
    expect(v.checks.map((c) => [c.check, c.passed, c.unobserved ?? false])).toEqual([
      ['selection', true, false],
      ['gate:no_request', false, true],
      ['gate:no_call', true, false],
    ]);
  });

  it('never hide a real failure: another failed check makes the row fail', () => {
    const t = { ...transcript({ calls: [call('drop')] }), unobservable: WHY };
    expect(score(guarded(), t)).toMatchObject({
      status: 'fail',
      reason: 'gate:no_call: the model called drop',
    });
  });

  it('still fail on a forbidden request they did see', () => {
    const t = {
      ...transcript({ calls: [call('list')], requests: [request('DELETE', '/c/1')] }),
      unobservable: WHY,
    };
    expect(score(guarded(), t)).toMatchObject({ status: 'fail' });
  });

  it('no_mutation ignores the requests its `except` names, and only those', () => {
    const s = scenario({
      expect: { calls: [{ tool: 'search' }] },
      gates: [{ kind: 'no_mutation', except: [{ method: 'POST', path: '/search/**' }] }],
    });
    const read = transcript({
      calls: [call('search')],
      requests: [request('POST', '/search/a/b')],
    });
    expect(score(s, read).status).toBe('pass');
    const write = transcript({ calls: [call('search')], requests: [request('POST', '/index')] });
    expect(score(s, write).reason).toBe('gate:no_mutation: mutating requests: POST /index');
  });

  it('after the run, unobserve() turns passed request gates unobserved and a pass inconclusive', () => {
    const passed = score(guarded(), transcript({ calls: [call('list')] }));
    expect(passed.status).toBe('pass');
    const blind = unobserve(passed, 'nothing received');
    expect(blind.status).toBe('inconclusive');
    expect(blind.reason).toBe('gate:no_request: could not observe: nothing received');
    expect(blind.checks[2]).toEqual(passed.checks[2]);

    const failed = score(guarded(), transcript({ calls: [call('drop')] }));
    expect(unobserve(failed, 'nothing received')).toMatchObject({
      status: 'fail',
      reason: failed.reason,
    });
    const ungated = score(
      scenario({ expect: { calls: [{ tool: 'list' }] } }),
      transcript({ calls: [call('list')] }),
    );
    expect(unobserve(ungated, 'nothing received')).toBe(ungated);
  });
});
