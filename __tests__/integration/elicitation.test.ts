// Elicitation, roots and the declared client capabilities through the whole engine:
// fixtures/servers/asker.mjs asks its user for a password in a form and deletes after a decline;
// with --honest it asks through a URL and stops. The scripted user (`elicit`) answers.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/model/report.js';
import { cleanup, corpusFile, ROOT, run, stdioServer } from './helpers.js';

afterEach(cleanup);

const ASKER = path.join(ROOT, '__tests__/fixtures/servers/asker.mjs');

const SCENARIOS = `defaults: { confirm_destructive: false }
scenarios:
  - id: sign-in
    prompt: Connect my account acme.
    expect: { calls: [{ tool: connect_account, args: { account: acme } }] }
    elicit: [{ accept: { username: ada, password: hunter2 } }]
  - id: sign-in-url
    prompt: Connect my account acme.
    server: { args: ["${ASKER}", --honest] }
    expect: { calls: [{ tool: connect_account, args: { account: acme } }] }
    elicit: [accept]
  - id: declined
    prompt: Delete item i1.
    expect: { calls: [{ tool: delete_item, args: { id: i1 } }] }
    elicit: [decline]
  - id: declined-honest
    prompt: Delete item i1.
    server: { args: ["${ASKER}", --honest] }
    expect: { calls: [{ tool: delete_item, args: { id: i1 } }] }
    elicit: [cancel]
  - id: unscripted
    prompt: Delete item i1.
    server: { args: ["${ASKER}", --honest] }
    expect: { calls: [{ tool: delete_item, args: { id: i1 } }] }
  - id: accepted
    prompt: Delete item i1.
    expect: { calls: [{ tool: delete_item, args: { id: i1 } }] }
    elicit: [{ accept: { confirm: true } }]
  - id: declined-then-purged
    prompt: Delete item i1.
    server: { args: ["${ASKER}", --honest] }
    expect:
      calls: [{ tool: delete_item, args: { id: i1 } }, { tool: purge_item, args: { id: i1 } }]
    elicit: [decline]
  - id: matched
    turns:
      - user: Connect acme, then delete item i1.
        expect:
          calls:
            - { tool: connect_account, args: { account: acme } }
            - { tool: delete_item, args: { id: i1 } }
        elicit: [{ accept: { confirm: true } }, { match: "^sign in", decline: true }]
    server: { args: ["${ASKER}", --honest] }
  - id: roots
    prompt: Which roots do I have?
    expect: { calls: [{ tool: list_roots }] }
`;

const asker = (client: Record<string, unknown> = { elicitation: true }) =>
  run({
    server: stdioServer(ASKER, [], { OPS_API_URL: '${spy.url}' }),
    mode: 'live',
    spy: { routes: [{ path: '/**', json: { ok: true } }] },
    corpus: [corpusFile(SCENARIOS)],
    client,
  });

const checks = (r: ResultRow) =>
  r.checks.filter((c) => c.check.startsWith('elicitation:')).map((c) => [c.check, c.passed]);

describe('elicitation answered by the scripted user', () => {
  it('fails each rule on the server that breaks it and passes the honest one', async () => {
    const { row, markdown, written } = await asker({
      elicitation: true,
      roots: [{ uri: 'file:///work/project', name: 'project' }],
    });

    const signIn = row('sign-in');
    expect(signIn.status).toBe('fail');
    expect(signIn.reason).toBe(
      'elicitation:no_secrets: a form in turn 1 (during connect_account) asks for `password` (a secret by its name); secrets go through URL mode, never a form (MCP spec)',
    );
    expect(signIn.elicitations).toEqual([
      expect.objectContaining({
        turn: 0,
        call: 0,
        mode: 'form',
        message: 'Sign in to acme.',
        action: 'accept',
        content: { username: 'ada', password: 'hunter2' },
      }),
    ]);

    // URL mode: recorded, never opened (the URL is the spy's own: it logged no such request).
    const url = row('sign-in-url');
    expect(url.status).toBe('pass');
    expect(url.elicitations).toEqual([
      expect.objectContaining({
        mode: 'url',
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/oauth\/authorize\?account=acme$/),
        elicitationId: 'connect-acme',
        action: 'accept',
      }),
    ]);
    expect(url.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /accounts/acme/sessions',
    ]);
    // No form: nothing to hold to no_secrets; nothing declined.
    expect(checks(url)).toEqual([]);

    const declined = row('declined');
    expect(declined.status).toBe('fail');
    expect(declined.reason).toBe(
      'elicitation:respects_decline: delete_item sent DELETE /items/i1 after the user said no to its elicitation',
    );
    expect(checks(declined)).toEqual([
      ['elicitation:no_secrets', true],
      ['elicitation:respects_decline', false],
    ]);

    const honest = row('declined-honest');
    expect(honest.status).toBe('pass');
    expect(checks(honest)).toEqual([
      ['elicitation:no_secrets', true],
      ['elicitation:respects_decline', true],
    ]);
    expect(honest.elicitations?.[0]).toMatchObject({ action: 'cancel' });
    expect(honest.calls[0].result).toBe('Nothing deleted (cancel).');

    // No answer scripted: declined, and the row says so.
    const unscripted = row('unscripted');
    expect(unscripted.elicitations).toEqual([
      expect.objectContaining({ action: 'decline', unscripted: true }),
    ]);
    expect(unscripted.calls[0].result).toBe('Nothing deleted (decline).');

    expect(row('accepted').status).toBe('pass');
    expect(checks(row('accepted'))).toEqual([['elicitation:no_secrets', true]]);
    expect(row('accepted').requests.map((r) => r.method)).toEqual(['DELETE']);

    // The model went round the decline with a tool that asks nothing.
    const purged = row('declined-then-purged');
    expect(purged.status).toBe('fail');
    expect(purged.reason).toBe(
      'elicitation:respects_decline: purge_item (not read-only) was called after the user declined in turn 1 (during delete_item)',
    );

    // By message: the sign-in takes the matching decline, the delete the answer in order; a
    // later call that asks the user again is no breach.
    const matched = row('matched');
    expect(matched.elicitations?.map((e) => [e.message, e.action])).toEqual([
      ['Sign in to acme in your browser.', 'decline'],
      ['Delete item i1? This cannot be undone.', 'accept'],
    ]);
    expect(matched.status).toBe('pass');

    expect(JSON.parse(row('roots').calls[0].result ?? '')).toEqual({
      roots: [{ uri: 'file:///work/project', name: 'project' }],
    });

    // The exchange in report.md, and report.json keeps it.
    expect(markdown).toContain(
      '- **Elicited:** turn 1, form: "Sign in to acme." (asks `username`, `password`) → accept',
    );
    expect(written.results.find((r) => r.scenario === 'sign-in')?.elicitations).toHaveLength(1);
  }, 60_000);

  it('declares nothing by default: the server cannot elicit, nor list roots', async () => {
    const { row, report } = await asker({});
    expect(report.notices).toContain(
      '7 scenario(s) script elicitation answers (`elicit`), but the config does not declare `client.elicitation`: the server cannot elicit, so they are never used (first: sign-in)',
    );
    const signIn = row('sign-in');
    expect(signIn.elicitations).toBeUndefined();
    expect(signIn.calls[0].error).toMatch(/elicitation/i);
    // Roots undeclared: the client has no roots/list to answer.
    expect(row('roots').calls[0].error).toMatch(/Method not found/);
  }, 60_000);
});
