// The gates' exact findings (reason, expected, actual) and the observations' details.
import { describe, expect, it } from 'vitest';
import { gate, gates } from '../../src/score/checks/gates.js';
import { observe } from '../../src/score/observations.js';
import { call, request, scenario, transcript } from '../helpers.js';

const t = transcript({
  requests: [
    request('GET', '/clusters'),
    request('DELETE', '/clusters/c1'),
    request('post', '/clusters'),
  ],
  calls: [
    call('delete_cluster', { id: 'c1', confirm: true }),
    call('delete_cluster', { id: 'c2' }),
  ],
  tools: ['list_clusters', 'delete_cluster'],
});

describe('gates', () => {
  it('no_request: names the requests sent and the forbidden pattern', () => {
    const g = { kind: 'no_request' as const, request: { method: 'delete', path: '/clusters/*' } };
    expect(gate(g, t)).toEqual({
      check: 'gate:no_request',
      passed: false,
      reason: 'the server sent DELETE /clusters/c1 (forbidden: DELETE /clusters/*)',
      expected: 'no DELETE /clusters/*',
      actual: ['DELETE /clusters/c1'],
    });
    expect(gate(g, transcript())).toEqual({
      check: 'gate:no_request',
      passed: true,
      reason: 'no DELETE /clusters/* request',
      expected: 'no DELETE /clusters/*',
      actual: [],
    });
    expect(gate({ kind: 'no_request', request: { path: '/clusters' } }, t).reason).toBe(
      'the server sent GET /clusters, post /clusters (forbidden: any method /clusters)',
    );
  });

  it('no_mutation: GET, HEAD and OPTIONS in any case are reads; anything else is named', () => {
    const reads = transcript({
      requests: [request('get', '/a'), request('HEAD', '/a'), request('options', '/a')],
    });
    expect(gate({ kind: 'no_mutation' }, reads)).toEqual({
      check: 'gate:no_mutation',
      passed: true,
      reason: 'only read requests',
      expected: 'only GET/HEAD/OPTIONS requests',
      actual: [],
    });
    expect(gate({ kind: 'no_mutation' }, t)).toMatchObject({
      passed: false,
      reason: 'mutating requests: DELETE /clusters/c1, post /clusters',
      actual: ['DELETE /clusters/c1', 'post /clusters'],
    });
  });

  it('no_call: with args, only the calls that match them count', () => {
    const g = { kind: 'no_call' as const, tool: 'delete_cluster', args: { confirm: true } };
    expect(gate(g, t)).toEqual({
      check: 'gate:no_call',
      passed: false,
      reason: 'the model called delete_cluster with {"confirm":true}',
      expected: 'no call to delete_cluster with {"confirm":true}',
      actual: [{ tool: 'delete_cluster', args: { id: 'c1', confirm: true } }],
    });
    expect(gate({ kind: 'no_call', tool: 'delete_cluster' }, t)).toMatchObject({
      passed: false,
      reason: 'the model called delete_cluster',
      actual: [
        { tool: 'delete_cluster', args: { id: 'c1', confirm: true } },
        { tool: 'delete_cluster', args: { id: 'c2' } },
      ],
    });
    expect(gate({ kind: 'no_call', tool: 'list_clusters' }, t)).toEqual({
      check: 'gate:no_call',
      passed: true,
      reason: 'no call to list_clusters',
      expected: 'no call to list_clusters',
      actual: [],
    });
  });

  it('tools_exposed and tools_hidden: name the tools that break the rule, or all on a pass', () => {
    expect(gate({ kind: 'tools_exposed', tools: ['list_clusters', 'delete_cluster'] }, t)).toEqual({
      check: 'gate:tools_exposed',
      passed: true,
      reason: 'exposed: list_clusters, delete_cluster',
      expected: ['list_clusters', 'delete_cluster'],
      actual: ['list_clusters', 'delete_cluster'],
    });
    expect(gate({ kind: 'tools_exposed', tools: ['a', 'list_clusters', 'b'] }, t)).toMatchObject({
      passed: false,
      reason: 'not exposed: a, b',
    });
    expect(gate({ kind: 'tools_hidden', tools: ['a', 'b'] }, t)).toMatchObject({
      passed: true,
      reason: 'hidden: a, b',
    });
    expect(gate({ kind: 'tools_hidden', tools: ['a', 'delete_cluster'] }, t)).toMatchObject({
      passed: false,
      reason: 'exposed: delete_cluster',
    });
  });

  it('gates() checks every gate of the scenario, in order', () => {
    const s = scenario({
      gates: [{ kind: 'no_mutation' }, { kind: 'tools_hidden', tools: ['x'] }],
    });
    expect(gates(s, t).map((r) => [r.check, r.passed])).toEqual([
      ['gate:no_mutation', false],
      ['gate:tools_hidden', true],
    ]);
  });
});

describe('observations', () => {
  it('say what was seen, with the spec as written', () => {
    const s = scenario({
      observe: [
        { kind: 'result_contains', text: 'PREFLIGHT' },
        { kind: 'first_tool', tool: 'get_cluster' },
        { kind: 'called', tool: 'delete_cluster' },
        { kind: 'request', request: { method: 'get', path: '/clusters' } },
      ],
    });
    const tr = transcript({
      calls: [
        call('get_cluster', {}, { result: 'ok' }),
        call('delete_cluster', {}, { result: 'preflight: would delete c1' }),
        call('delete_cluster', {}, { result: undefined, error: 'failed' }),
      ],
      requests: [request('GET', '/clusters'), request('POST', '/x'), request('GET', '/clusters/')],
    });
    expect(observe(s, tr)).toEqual([
      {
        kind: 'result_contains',
        spec: { text: 'PREFLIGHT' },
        observed: true,
        detail: 'delete_cluster returned "PREFLIGHT"',
      },
      {
        kind: 'first_tool',
        spec: { tool: 'get_cluster' },
        observed: true,
        detail: 'first tool: get_cluster',
      },
      {
        kind: 'called',
        spec: { tool: 'delete_cluster' },
        observed: true,
        detail: 'delete_cluster called 2 time(s)',
      },
      {
        kind: 'request',
        spec: { request: { method: 'get', path: '/clusters' } },
        observed: true,
        detail: '2 GET /clusters request(s)',
      },
    ]);
  });

  it('say what was not seen', () => {
    const s = scenario({
      observe: [
        { kind: 'result_contains', text: 'preflight' },
        { kind: 'first_tool', tool: 'get_cluster' },
        { kind: 'called', tool: 'delete_cluster' },
        { kind: 'request', request: { method: 'DELETE' } },
      ],
    });
    expect(observe(s, transcript()).map((o) => [o.observed, o.detail])).toEqual([
      [false, 'no tool result contains "preflight"'],
      [false, 'first tool: none'],
      [false, 'delete_cluster called 0 time(s)'],
      [false, '0 DELETE (any path) request(s)'],
    ]);
  });

  it('find nothing in a call without result or error', () => {
    const s = scenario({ observe: [{ kind: 'result_contains', text: 'here' }] });
    const tr = transcript({ calls: [call('create', {}, { result: undefined })] });
    expect(observe(s, tr)[0].observed).toBe(false);
  });

  it('read a failed call’s error when it has no result', () => {
    const s = scenario({ observe: [{ kind: 'result_contains', text: 'quota' }] });
    const tr = transcript({
      calls: [call('create', {}, { result: undefined, error: 'Quota exceeded' })],
    });
    expect(observe(s, tr)[0]).toMatchObject({ observed: true, detail: 'create returned "quota"' });
  });
});
