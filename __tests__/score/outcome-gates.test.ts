// The `requests` gate (an outcome): method, path, body matchers, count and order, decided from
// the spy backend's log; unobserved, never passed, where the spy cannot see.
import { describe, expect, it } from 'vitest';
import type { Gate } from '../../src/model/scenario.js';
import type { SpyRequest } from '../../src/model/transcript.js';
import { gate } from '../../src/score/checks/gates.js';
import { withLateRequests } from '../../src/score/late.js';
import { observe } from '../../src/score/observations.js';
import { score, unobserve } from '../../src/score/verdict.js';
import { request, scenario, transcript } from '../helpers.js';

const sent = (method: string, path: string, body?: SpyRequest['body']): SpyRequest => ({
  ...request(method, path),
  ...(body === undefined ? {} : { body }),
});

const log = [
  sent('GET', '/orders/o1'),
  sent('POST', '/orders', { customer: 'C42', items: [{ sku: 'A', qty: 2 }] }),
  sent('GET', '/orders/o2'),
  sent('DELETE', '/orders/o1'),
];
const t = transcript({ requests: log });
const requests = (g: Omit<Extract<Gate, { kind: 'requests' }>, 'kind'>): Gate => ({
  kind: 'requests',
  ...g,
});

describe('requests gate', () => {
  it('passes when a request with the method, path and body was sent', () => {
    const g = requests({
      requests: [{ method: 'post', path: '/orders', body: { customer: 'C42' } }],
    });
    expect(gate(g, t)).toMatchObject({
      check: 'gate:requests',
      passed: true,
      actual: ['POST /orders'],
    });
  });

  it('fails when the body does not match, naming what was wanted', () => {
    const g = requests({
      requests: [{ method: 'POST', path: '/orders', body: { customer: 'C7' } }],
    });
    const r = gate(g, t);
    expect(r.passed).toBe(false);
    expect(r.unobserved).toBeUndefined();
    expect(r.reason).toBe('POST /orders with body {"customer":"C7"}: 0 sent, at least 1 wanted');
  });

  it('reads the body with the matcher dialect of args', () => {
    const ok = requests({
      requests: [
        {
          method: 'POST',
          body: { customer: { $regex: '^C\\d+$' }, items: [{ sku: 'A', qty: { $approx: 2 } }] },
        },
      ],
    });
    expect(gate(ok, t).passed).toBe(true);
    const no = requests({ requests: [{ method: 'POST', body: { items: [] } }] });
    expect(gate(no, t).passed).toBe(false);
    // A request without a body never matches a body matcher (but $absent does).
    const none = requests({ requests: [{ method: 'DELETE', body: { $any: true } }] });
    expect(gate(none, t).passed).toBe(false);
  });

  it('counts: exact, min and max', () => {
    const gets = (count: unknown) =>
      gate(requests({ requests: [{ method: 'GET', path: '/orders/*', count: count as 2 }] }), t);
    expect(gets(2).passed).toBe(true);
    expect(gets(1)).toMatchObject({
      passed: false,
      reason: 'GET /orders/*: 2 sent, exactly 1 wanted (GET /orders/o1, GET /orders/o2)',
    });
    expect(gets(3).reason).toBe('GET /orders/*: 2 sent, exactly 3 wanted');
    expect(gets({ min: 2 }).passed).toBe(true);
    expect(gets({ min: 3 }).passed).toBe(false);
    expect(gets({ max: 2 }).passed).toBe(true);
    expect(gets({ max: 1 }).passed).toBe(false);
    expect(gets({ min: 1, max: 3 }).passed).toBe(true);
    // count 0 is a forbidden request, body matchers allowed.
    expect(gets(0).passed).toBe(false);
    const noPut = requests({ requests: [{ method: 'PUT', count: 0 }] });
    expect(gate(noPut, t).passed).toBe(true);
  });

  it('in_order: each request after the one before it, others between', () => {
    const inOrder = requests({
      in_order: true,
      requests: [
        { method: 'GET', path: '/orders/o1' },
        { method: 'POST', path: '/orders' },
        { method: 'DELETE', path: '/orders/*' },
      ],
    });
    expect(gate(inOrder, t).passed).toBe(true);
    const reversed = requests({
      in_order: true,
      requests: [
        { method: 'DELETE', path: '/orders/*' },
        { method: 'POST', path: '/orders' },
      ],
    });
    expect(gate(reversed, t)).toMatchObject({
      passed: false,
      reason: 'out of order: no POST /orders after the DELETE /orders/*',
    });
    // Without in_order the same list passes.
    expect(gate({ ...reversed, in_order: false } as Gate, t).passed).toBe(true);
  });

  it('is unobserved, never passed, where the spy cannot see; too many is still seen', () => {
    const blind = transcript({ requests: [], unobservable: 'the scenario runs in stub mode' });
    const g = requests({ requests: [{ method: 'POST', path: '/orders' }] });
    expect(gate(g, blind)).toMatchObject({ passed: false, unobserved: true });
    // Even one that would pass on what was seen: what the spy did not see may break it.
    const partly = { ...t, unobservable: 'not wired' };
    expect(gate(g, partly)).toMatchObject({ passed: false, unobserved: true });
    const max = requests({ requests: [{ method: 'GET', count: { max: 1 } }] });
    expect(gate(max, partly)).toMatchObject({ passed: false });
    expect(gate(max, partly).unobserved).toBeUndefined();
  });

  it('decides the row: a missing outcome fails it, a blind one leaves it inconclusive', () => {
    const s = scenario({ gates: [requests({ requests: [{ method: 'PUT' }] })] });
    expect(score(s, t)).toMatchObject({
      status: 'fail',
      reason: 'gate:requests: PUT (any path): 0 sent, at least 1 wanted',
    });
    const blind = score(s, { ...t, requests: [], unobservable: 'stub mode' });
    expect(blind.status).toBe('inconclusive');
  });

  it('a run whose spy received nothing makes a failed requests gate unobserved', () => {
    const s = scenario({ gates: [requests({ requests: [{ method: 'POST' }] })] });
    const v = score(s, transcript({ requests: [] }));
    expect(v.status).toBe('fail');
    const after = unobserve(v, 'nothing received');
    expect(after.status).toBe('inconclusive');
    expect(after.checks[0]).toMatchObject({ unobserved: true });
  });

  it('a late request past max fails a passed gate', () => {
    const s = scenario({ gates: [requests({ requests: [{ method: 'POST', count: 1 }] })] });
    const v = score(s, t);
    expect(v.status).toBe('pass');
    const row = { ...v, requests: log, observations: [] } as never;
    const late = withLateRequests(s, row, [sent('POST', '/orders')]);
    expect(late).toMatchObject({ status: 'fail' });
  });
});

describe('request observation', () => {
  it('stays observe-only: seen or not seen where the spy sees', () => {
    const s = scenario({ observe: [{ kind: 'request', request: { method: 'DELETE' } }] });
    expect(observe(s, t)[0]).toMatchObject({ observed: true });
    expect(score(s, t).status).toBe('pass');
    const none = observe(s, transcript({ requests: [] }))[0];
    expect(none).toMatchObject({ observed: false });
    expect(none.unobserved).toBeUndefined();
  });

  it('says unobserved, not "not seen", where the spy is blind', () => {
    const s = scenario({ observe: [{ kind: 'request', request: { method: 'DELETE' } }] });
    const blind = transcript({ requests: [], unobservable: 'the scenario runs in stub mode' });
    expect(observe(s, blind)[0]).toMatchObject({ observed: false, unobserved: true });
  });
});

describe('tier of a scenario with outcome gates', () => {
  it('is derived from its expectations: an outcome is no safety gate', async () => {
    const { deriveTier } = await import('../../src/corpus/tier.js');
    const turns = [
      {
        user: 'x',
        expect: {
          order: 'strict' as const,
          extra_calls: 'allow' as const,
          calls: [{ tool: 'a' }, { tool: 'b' }],
        },
      },
    ];
    const outcome: Gate = { kind: 'requests', requests: [{ method: 'POST' }] };
    expect(deriveTier(turns, [outcome])).toBe('sequence');
    expect(deriveTier(turns, [outcome, { kind: 'no_mutation' }])).toBe('safety');
  });
});
