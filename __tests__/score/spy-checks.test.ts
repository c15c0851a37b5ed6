// The annotation and confirmation checks on transcripts whose requests carry the calls the spy
// backend stamped on them: what counts as a breach, and what the spy cannot tell apart.
import { describe, expect, it } from 'vitest';
import type { SpyRequest, Transcript } from '../../src/model/transcript.js';
import { score, unobserve } from '../../src/score/verdict.js';
import { call, expectation, request, scenario, transcript } from '../helpers.js';

const by = (r: SpyRequest, calls: number[], body?: SpyRequest['body']): SpyRequest => ({
  ...r,
  calls,
  ...(body === undefined ? {} : { body }),
});
const ANNOTATIONS: Transcript['annotations'] = {
  read: { readOnlyHint: true },
  add: { readOnlyHint: false, destructiveHint: false },
  tag: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  put: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  drop: { readOnlyHint: false, destructiveHint: true },
  // Read-only: its destructiveHint means nothing (MCP spec), and it needs no confirmation.
  peek: { readOnlyHint: true, destructiveHint: true, idempotentHint: true },
};
const live = (t: Partial<Transcript>) => transcript({ annotations: ANNOTATIONS, ...t });
const spy = (v: ReturnType<typeof score>) =>
  v.checks
    .filter((c) => c.check.startsWith('annotation:') || c.check === 'confirmation')
    .map((c) => [c.check, c.passed ? 'pass' : c.unobserved ? 'unobserved' : 'fail']);

describe('annotation:read_only', () => {
  it('counts as a read what no_mutation counts as one: spy.reads and GraphQL queries', () => {
    const s = scenario({
      reads: [
        { method: 'POST', path: '/search' },
        { path: '/graphql', graphql: true },
      ],
    });
    const t = live({
      calls: [call('read')],
      requests: [
        by(request('POST', '/search'), [0]),
        by(request('POST', '/graphql'), [0], { query: 'query q { items { id } }' }),
      ],
    });
    expect(spy(score(s, t))).toEqual([['annotation:read_only', 'pass']]);
    const mutated = live({
      calls: [call('read')],
      requests: [by(request('POST', '/graphql'), [0], { query: 'mutation m { x }' })],
    });
    expect(score(s, mutated).reason).toBe(
      'annotation:read_only: read declares readOnlyHint: true and sent POST /graphql (mutation m)',
    );
  });

  it('cannot tell whose a mutation is when a parallel call not held to the hint ran beside it', () => {
    const t = live({
      calls: [call('read'), call('add')],
      requests: [by(request('POST', '/items'), [0, 1])],
    });
    const v = score(scenario(), t);
    // Not a failure of read, not a pass either: an observation that says why.
    expect(v.status).toBe('pass');
    expect(spy(v)).toEqual([['annotation:non_destructive', 'pass']]);
    expect(v.observations).toEqual([
      expect.objectContaining({
        kind: 'annotation:read_only',
        observed: false,
        detail:
          'could not observe: cannot tell which call sent POST /items (sent while read and add ran), or what it did',
      }),
    ]);
  });

  it('fails two parallel read-only calls together: one of them lied', () => {
    const t = live({
      calls: [call('read'), call('read', { id: 2 })],
      requests: [by(request('DELETE', '/items/2'), [0, 1])],
    });
    expect(score(scenario(), t).reason).toBe(
      'annotation:read_only: read declares readOnlyHint: true and sent DELETE /items/2',
    );
  });

  it('says nothing of a request no call sent (the server starting)', () => {
    const t = live({ calls: [call('read')], requests: [request('POST', '/register')] });
    expect(spy(score(scenario(), t))).toEqual([['annotation:read_only', 'pass']]);
  });
});

describe('annotation:non_destructive', () => {
  it('fails a DELETE, PUT, PATCH or a GraphQL mutation named like deleteX; a POST adds', () => {
    const s = scenario({ reads: [{ path: '/graphql', graphql: true }] });
    const verdict = (r: SpyRequest) => score(s, live({ calls: [call('add')], requests: [r] }));
    for (const method of ['DELETE', 'PUT', 'PATCH'])
      expect(verdict(by(request(method, '/items/1'), [0])).status).toBe('fail');
    expect(verdict(by(request('POST', '/items'), [0])).status).toBe('pass');
    const gql = (query: string) => by(request('POST', '/graphql'), [0], { query });
    expect(verdict(gql('mutation removeItem { removeItem(id: 1) }')).reason).toBe(
      'annotation:non_destructive: add declares destructiveHint: false and sent POST /graphql (mutation removeItem), which deletes or overwrites',
    );
    expect(verdict(gql('mutation createItem { createItem(name: "x") }')).status).toBe('pass');
    // An unnamed mutation may delete or add: it cannot be told.
    const unnamed = verdict(gql('mutation { deleteItem(id: 1) }'));
    expect(unnamed.status).toBe('pass');
    expect(unnamed.observations[0]).toMatchObject({
      kind: 'annotation:non_destructive',
      observed: false,
    });
  });

  it('holds a read-only tool to readOnlyHint alone', () => {
    const t = live({ calls: [call('peek')], requests: [by(request('GET', '/x'), [0])] });
    expect(spy(score(scenario(), t))).toEqual([['annotation:read_only', 'pass']]);
  });
});

describe('annotation:idempotent', () => {
  it('passes the same PUT again; fails a repeat that POSTs or PUTs elsewhere', () => {
    const put = { id: 1, name: 'x' };
    const twice = (second: SpyRequest) =>
      score(
        scenario({ confirm_destructive: false }),
        live({
          calls: [call('put', put), call('put', { name: 'x', id: 1 })],
          requests: [by(request('PUT', '/items/1'), [0], { name: 'x' }), by(second, [1])],
        }),
      );
    expect(spy(twice({ ...request('PUT', '/items/1'), body: { name: 'x' } }))).toEqual([
      ['annotation:idempotent', 'pass'],
    ]);
    expect(twice({ ...request('PUT', '/items/1'), body: { name: 'y' } }).status).toBe('fail');
    expect(twice(request('POST', '/items/1/versions')).reason).toBe(
      'annotation:idempotent: put declares idempotentHint: true, yet called again with the same arguments it sent POST /items/1/versions anew',
    );
  });

  it("reads the replay probe's requests as the repeat's", () => {
    const t = live({
      calls: [call('tag', { tag: 'a' })],
      probes: [{ call: 0, result: 'ok', durationMs: 1 }],
      requests: [by(request('POST', '/tags'), [0]), { ...request('POST', '/tags'), probes: [0] }],
    });
    expect(score(scenario(), t).reason).toMatch(
      /^annotation:idempotent: tag \(repeated\) declares/,
    );
  });

  it('has nothing to say of one call, or of calls with other arguments', () => {
    const t = live({
      calls: [call('tag', { tag: 'a' }), call('tag', { tag: 'b' })],
      requests: [by(request('POST', '/tags'), [0]), by(request('POST', '/tags'), [1])],
    });
    expect(spy(score(scenario(), t))).toEqual([['annotation:non_destructive', 'pass']]);
  });
});

describe('confirmation', () => {
  const turns = (...confirms: (boolean | undefined)[]) =>
    ['Delete it.', ...confirms.map(() => 'answer')].map((user, i) => ({
      user,
      expect: expectation(),
      ...(i > 0 && confirms[i - 1] !== undefined ? { confirms: confirms[i - 1] } : {}),
    }));
  const deletes = (turn: number, extra: Partial<Transcript> = {}) =>
    live({
      calls: [call('drop', {}, { turn })],
      requests: [by(request('DELETE', '/items/1'), [0])],
      ...extra,
    });

  it('fails a destructive mutation in the first turn; a later turn confirms', () => {
    expect(score(scenario(), deletes(0)).reason).toBe(
      'confirmation: drop sent DELETE /items/1 in turn 1, before the user confirmed',
    );
    expect(spy(score(scenario({ turns: turns(undefined) }), deletes(1)))).toEqual([
      ['confirmation', 'pass'],
    ]);
  });

  it('passes a preflight: a destructive tool that only read before the user confirmed', () => {
    const t = live({ calls: [call('drop')], requests: [by(request('GET', '/items/1'), [0])] });
    expect(spy(score(scenario(), t))).toEqual([['confirmation', 'pass']]);
  });

  it('after a decline fails any mutation, until a turn confirms again', () => {
    const s = scenario({ turns: turns(false, undefined, true) });
    const add = (turn: number) =>
      live({
        calls: [call('add', {}, { turn })],
        requests: [by(request('POST', '/items'), [0])],
      });
    expect(score(s, add(1)).reason).toBe(
      'confirmation: add sent POST /items in turn 2, after the user declined in turn 2',
    );
    expect(score(s, add(2)).status).toBe('fail');
    expect(spy(score(s, add(3)))).toEqual([
      ['annotation:non_destructive', 'pass'],
      ['confirmation', 'pass'],
    ]);
  });

  it('holds the tools the config lists, and none with false', () => {
    const t = live({
      calls: [call('rename')],
      requests: [by(request('PATCH', '/items/1'), [0])],
    });
    expect(score(scenario({ confirm_destructive: ['rename'] }), t).status).toBe('fail');
    expect(score(scenario(), t).status).toBe('pass');
    expect(spy(score(scenario({ confirm_destructive: false }), deletes(0)))).toEqual([]);
  });

  it('where the spy cannot see, says so in an observation: not a pass, not a fail', () => {
    const v = score(scenario(), deletes(0, { requests: [], unobservable: 'stub mode' }));
    expect(v.status).toBe('pass');
    expect(v.checks).toEqual([]);
    expect(v.observations).toEqual([
      expect.objectContaining({
        kind: 'confirmation',
        observed: false,
        detail: 'could not observe: stub mode',
      }),
    ]);
  });
});

describe('a run whose server sent the spy nothing', () => {
  it('turns the spy checks that passed into observations that could not see', () => {
    const t = live({ calls: [call('read')] });
    const v = score(scenario(), t);
    expect(spy(v)).toEqual([['annotation:read_only', 'pass']]);
    const blind = unobserve(v, 'nothing received');
    expect(blind.status).toBe('pass');
    expect(blind.checks).toEqual([]);
    expect(blind.observations).toEqual([
      expect.objectContaining({
        kind: 'annotation:read_only',
        observed: false,
        detail: 'could not observe: nothing received',
      }),
    ]);
  });
});
