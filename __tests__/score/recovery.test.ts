// Recovery after tool errors: an episode per failing tool in a turn, recovered only by a later
// call to that tool with other arguments that the server accepted.
import { describe, expect, it } from 'vitest';
import { recovery } from '../../src/score/recovery.js';
import { summarize } from '../../src/score/aggregate.js';
import { call } from '../helpers.js';
import type { ResultRow } from '../../src/model/report.js';

const err = (tool: string, args: Record<string, string>, extra = {}) =>
  call(tool, args, { result: undefined, error: 'not found', stubbed: false, ...extra });
const ok = (tool: string, args: Record<string, string>, extra = {}) =>
  call(tool, args, { stubbed: false, ...extra });

describe('recovery', () => {
  it('is absent when no tool erred', () => {
    expect(recovery([ok('get', { id: 'a' })])).toBeUndefined();
  });

  it('counts the same tool called again with other arguments and accepted', () => {
    expect(recovery([err('get', { id: 'x' }), ok('list', {}), ok('get', { id: 'a' })])).toEqual({
      errors: 1,
      recovered: 1,
      episodes: [{ tool: 'get', turn: 0, call: 0, recovered: true, by: 2 }],
    });
  });

  it('a run of failures is one episode; the accepted call must differ from every failed one', () => {
    const r = recovery([
      err('get', { id: 'x' }),
      err('get', { id: 'y' }),
      ok('get', { id: 'x' }), // the first failing arguments again: a retry, not a correction
    ]);
    expect(r).toMatchObject({ errors: 1, recovered: 0 });
    const fixed = recovery([
      err('get', { id: 'x' }),
      err('get', { id: 'y' }),
      ok('get', { id: 'a' }),
    ]);
    expect(fixed).toMatchObject({ errors: 1, recovered: 1 });
  });

  it('giving up, repeating the bad call, or another tool is no recovery', () => {
    expect(recovery([err('get', { id: 'x' })])).toMatchObject({ errors: 1, recovered: 0 });
    expect(recovery([err('get', { id: 'x' }), err('get', { id: 'x' })])).toMatchObject({
      errors: 1,
      recovered: 0,
    });
    expect(recovery([err('get', { id: 'x' }), ok('search', { q: 'x' })])).toMatchObject({
      recovered: 0,
    });
  });

  it('stays within the turn: a later turn is a new request of the user', () => {
    expect(recovery([err('get', { id: 'x' }), ok('get', { id: 'a' }, { turn: 1 })])).toMatchObject({
      errors: 1,
      recovered: 0,
    });
  });

  it('counts refused arguments; not calls never sent or never answered', () => {
    const rejected = err('create', { name: 'a' }, { rejected: true, durationMs: 3 });
    expect(recovery([rejected, ok('create', { name: 'a', region: 'eu' })])).toMatchObject({
      errors: 1,
      recovered: 1,
    });
    const malformed = err('get', {}, { malformed: 'arguments not JSON' });
    const notRun = err('get', {}, { notRun: 'max_steps (1) reached' });
    const unanswered = err(
      'get',
      {},
      { error: 'no answer before the scenario ended', durationMs: 0, unanswered: true },
    );
    expect(recovery([malformed, notRun, unanswered])).toBeUndefined();
  });

  it('sums into the summary as a rate over rows', () => {
    const rows = [
      { recovery: { errors: 2, recovered: 1, episodes: [] } },
      { recovery: { errors: 1, recovered: 1, episodes: [] } },
      {},
    ].map((r) => ({
      status: 'pass',
      provider: 'p',
      tier: 'args',
      tags: [],
      checks: [],
      calls: [],
      ...r,
    })) as unknown as ResultRow[];
    expect(summarize(rows).recovery).toEqual({ errors: 3, recovered: 2 });
    expect(summarize(rows.slice(2)).recovery).toBeUndefined();
  });
});
