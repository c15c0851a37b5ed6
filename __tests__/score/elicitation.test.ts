// The scripted user's answers (in order, by message, unscripted), the `elicit` field as a corpus
// file writes it, what looks like a secret to elicitation:no_secrets, and when
// elicitation:respects_decline can decide.
import { describe, expect, it } from 'vitest';
import { loadNative } from '../../src/corpus/native.js';
import { isProblem, parseSource } from '../../src/corpus/source.js';
import { formatProblem } from '../../src/errors.js';
import { secretField } from '../../src/score/checks/elicitation.js';
import { ScriptedUser } from '../../src/spy/user.js';
import type { Elicitation } from '../../src/model/transcript.js';
import { score, unobserve } from '../../src/score/verdict.js';
import { call, request, scenario, transcript } from '../helpers.js';

const load = (text: string) => {
  const s = parseSource(text, 'corpus/c.yaml');
  if (isProblem(s)) throw new Error(s.message);
  return loadNative(s, { mode: 'live', max_steps: 8, repeat: 1, vars: {} });
};

describe('elicit in a corpus file', () => {
  it('reads each form of answer, on the scenario and on a turn', () => {
    const { scenarios, problems } = load(`scenarios:
  - id: a
    turns:
      - user: Delete it.
        elicit: [cancel, { match: "^Sign", accept: true }]
    elicit: [accept, decline, { accept: { confirm: true, tags: [x] } }, { match: token, decline: true }]
`);
    expect(problems).toEqual([]);
    expect(scenarios[0].turns[0].elicit).toEqual([
      { action: 'cancel' },
      { action: 'accept', match: '^Sign' },
    ]);
    expect(scenarios[0].elicit).toEqual([
      { action: 'accept' },
      { action: 'decline' },
      { action: 'accept', content: { confirm: true, tags: ['x'] } },
      { action: 'decline', match: 'token' },
    ]);
  });

  it('names the field of a bad answer', () => {
    const { problems } = load(`scenarios:
  - id: a
    prompt: Delete it.
    elicit: [{ match: "(", decline: true }]
`);
    expect(problems.map(formatProblem).join('\n')).toMatch(
      /c\.yaml:4.*not a valid regular expression/,
    );
  });
});

describe('the scripted user', () => {
  const form = (message: string) => ({
    message,
    requestedSchema: { type: 'object' as const, properties: {} },
  });
  const at = { turn: 0, call: 0, callsBefore: 1 };

  it('answers by message first, then in order, the turn before the scenario; then declines', () => {
    const user = new ScriptedUser();
    user.begin([{ action: 'accept', content: { ok: true } }]);
    user.expect([{ action: 'cancel' }, { action: 'decline', match: 'password' }]);
    expect(user.answer(at, form('Your PASSWORD please')).action).toBe('decline');
    expect(user.answer(at, form('Delete it?')).action).toBe('cancel');
    expect(user.answer(at, form('Delete it?'))).toEqual({
      action: 'accept',
      content: { ok: true },
    });
    expect(user.answer(at, form('Again?'))).toEqual({ action: 'decline' });
    const log = user.take();
    expect(log.map((e) => [e.action, e.unscripted ?? false])).toEqual([
      ['decline', false],
      ['cancel', false],
      ['accept', false],
      ['decline', true],
    ]);
    expect(user.take()).toEqual([]);
  });

  it('records a URL-mode request with its URL, and sends no content', () => {
    const user = new ScriptedUser();
    user.begin(['accept' as const].map((action) => ({ action, content: { x: 1 } })));
    const answer = user.answer(at, {
      mode: 'url',
      message: 'Sign in',
      url: 'https://example.test/auth',
      elicitationId: 'e1',
    });
    expect(answer).toEqual({ action: 'accept' });
    expect(user.take()[0]).toMatchObject({
      mode: 'url',
      url: 'https://example.test/auth',
      elicitationId: 'e1',
    });
  });
});

describe('a secret-looking form field', () => {
  it.each([
    ['password', {}, 'its name'],
    ['apiKey', {}, 'its name'],
    ['github_token', {}, 'its name'],
    ['key', {}, 'its name'],
    ['value', { format: 'password' }, 'format: password'],
    ['value', { title: 'Access token' }, 'its title "Access token"'],
    [
      'code',
      { description: 'The one-time code we sent you' },
      'its description "The one-time code we sent you"',
    ],
    ['cardNumber', {}, 'its name'],
  ])('%s %j is one (%s)', (name, field, why) => {
    expect(secretField(name, field)).toBe(why);
  });

  it.each([
    ['name', { description: 'Your full, legal name' }],
    ['email', { format: 'email' }],
    [
      'integer',
      {
        description:
          'Your favorite integer (do not give us your phone number, pin, or other sensitive info)',
      },
    ],
    ['max_tokens', {}],
    ['sort_key', { description: 'The primary key to sort by' }],
    ['confirm', { type: 'boolean', title: 'Delete it' }],
  ])('%s %j is none', (name, field) => {
    expect(secretField(name, field)).toBeUndefined();
  });
});

describe('elicitation:respects_decline in scoring', () => {
  const declined = (at: number, callsBefore = 1): Elicitation => ({
    turn: 0,
    call: 0,
    mode: 'form',
    message: 'Delete item i1?',
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } },
    action: 'decline',
    at,
    callsBefore,
  });
  const s = scenario({ mode: 'live', expect: { calls: [{ tool: 'delete_item' }] } });
  const del = (at: number) => ({ ...request('DELETE', '/items/i1'), at, calls: [0] });
  const of = (v: ReturnType<typeof score>) =>
    v.checks.filter((c) => c.check.startsWith('elicitation:')).map((c) => [c.check, c.passed]);

  it('counts what the call sent after the answer, not before', () => {
    const calls = [call('delete_item', {}, { stubbed: false })];
    const before = score(
      s,
      transcript({ calls, elicitations: [declined(100)], requests: [del(99)] }),
    );
    expect(before.status).toBe('pass');
    const after = score(
      s,
      transcript({ calls, elicitations: [declined(100)], requests: [del(100)] }),
    );
    expect(after.reason).toBe(
      'elicitation:respects_decline: delete_item sent DELETE /items/i1 after the user said no to its elicitation',
    );
  });

  it('is an observation, never a pass, where the spy cannot see; no_secrets still decides', () => {
    const t = transcript({
      calls: [call('delete_item', {}, { stubbed: false })],
      elicitations: [declined(100)],
      unobservable: 'the server is not wired to the spy',
    });
    const v = score(s, t);
    expect(v.status).toBe('pass');
    expect(of(v)).toEqual([['elicitation:no_secrets', true]]);
    expect(v.observations).toEqual([
      expect.objectContaining({ kind: 'elicitation:respects_decline', observed: false }),
    ]);

    // A run whose spy received nothing at all: the check that reads requests cannot have seen.
    const seen = score(s, { ...t, unobservable: undefined });
    const blind = unobserve(seen, 'the spy received no request');
    expect(of(blind)).toEqual([['elicitation:no_secrets', true]]);
    expect(blind.observations?.map((o) => o.kind)).toEqual(['elicitation:respects_decline']);
  });
});
