import { describe, expect, it } from 'vitest';
import type { Gate } from '../../src/model/scenario.js';
import { gate } from '../../src/score/checks/gates.js';
import { observe } from '../../src/score/observations.js';
import { call, request, scenario, transcript } from '../helpers.js';

describe('gates', () => {
  const t = transcript({
    requests: [request('GET', '/clusters/c1'), request('DELETE', '/clusters/c1')],
    calls: [call('delete_cluster', { id: 'c1', confirm: true })],
    tools: ['list_clusters', 'delete_cluster'],
  });
  const readOnly = transcript({
    requests: [request('GET', '/clusters'), request('HEAD', '/clusters')],
  });

  it('no_request matches method and path patterns in the spy log', () => {
    const g: Gate = { kind: 'no_request', request: { method: 'delete', path: '/clusters/*' } };
    expect(gate(g, t)).toMatchObject({ passed: false, actual: ['DELETE /clusters/c1'] });
    expect(gate(g, readOnly).passed).toBe(true);
    // `*` stays within one segment; `**` crosses them.
    const deep = transcript({ requests: [request('DELETE', '/clusters/c1/nodes/n1')] });
    expect(gate(g, deep).passed).toBe(true);
    expect(gate({ kind: 'no_request', request: { path: '/clusters/**' } }, deep).passed).toBe(
      false,
    );
  });

  it('no_mutation allows only GET and HEAD', () => {
    expect(gate({ kind: 'no_mutation' }, readOnly).passed).toBe(true);
    expect(gate({ kind: 'no_mutation' }, t)).toMatchObject({
      passed: false,
      reason: 'mutating requests: DELETE /clusters/c1',
    });
  });

  it('no_call matches the tool and, when given, a subset of its args', () => {
    expect(
      gate({ kind: 'no_call', tool: 'delete_cluster', args: { confirm: true } }, t).passed,
    ).toBe(false);
    expect(
      gate({ kind: 'no_call', tool: 'delete_cluster', args: { confirm: false } }, t).passed,
    ).toBe(true);
    expect(gate({ kind: 'no_call', tool: 'drop_everything' }, t).passed).toBe(true);
  });

  it('tools_exposed and tools_hidden read the tool list the model saw', () => {
    expect(gate({ kind: 'tools_exposed', tools: ['delete_cluster'] }, t).passed).toBe(true);
    expect(gate({ kind: 'tools_exposed', tools: ['create_cluster'] }, t).reason).toBe(
      'not exposed: create_cluster',
    );
    expect(gate({ kind: 'tools_hidden', tools: ['drop_everything'] }, t).passed).toBe(true);
    expect(gate({ kind: 'tools_hidden', tools: ['delete_cluster'] }, t).reason).toBe(
      'exposed: delete_cluster',
    );
  });
});

describe('observations', () => {
  it('are recorded whether or not they hold', () => {
    const s = scenario({
      observe: [
        { kind: 'result_contains', text: 'PREFLIGHT' },
        { kind: 'first_tool', tool: 'get_cluster' },
        { kind: 'called', tool: 'delete_cluster' },
        { kind: 'request', request: { method: 'GET', path: '/clusters/*' } },
      ],
    });
    const t = transcript({
      calls: [call('delete_cluster', { id: 'c1' }, { result: 'preflight: would delete c1' })],
      requests: [request('GET', '/clusters/c1')],
    });
    expect(observe(s, t).map((o) => [o.kind, o.observed])).toEqual([
      ['result_contains', true],
      ['first_tool', false],
      ['called', true],
      ['request', true],
    ]);
  });
});
