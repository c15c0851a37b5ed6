// Provider faults through the real engine, for each model API through its official SDK: every
// fault ends its scenario in a defined status with a reason that names the provider's API (or
// says the model refused, in its words), the other scenarios of the run still run, and the
// report is written. Transient faults are retried; a wait the scenario cannot afford is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUSES, type Status } from '../../src/model/verdict.js';
import type { Reply } from '../fakes/wire.js';
import { runFaults, type FaultCase, type FaultRun } from './fakes/run.js';
import { addTally } from './tally.js';
import { WIRES, type Api, type Wire } from '../fakes/wire.js';

const tally = { tried: 0, survived: 0 };
afterAll(() => {
  console.log(`provider faults: ${tally.tried} tried, ${tally.survived} survived`);
  addTally({ faults: tally });
});

interface Case extends FaultCase {
  status: Status;
  reason: RegExp;
}

const once =
  (f: (w: Wire) => Reply) =>
  (w: Wire, n: number): Reply | undefined =>
    n === 0 ? f(w) : undefined;
const always = (f: (w: Wire) => Reply) => (w: Wire) => f(w);

const WHAT: Record<Api, { body: string; field: string }> = {
  openai: { body: 'chat completion', field: 'choices' },
  anthropic: { body: 'message', field: 'content' },
  gemini: { body: 'generateContent response', field: 'candidates' },
};
const REFUSAL = "I'm sorry, but I can't help with that. Is there anything else I can do?";
const HTML = '<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>';
const err = (status: number, retryAfter?: string) => (w: Wire) => ({
  status,
  ...(retryAfter ? { retryAfter } : {}),
  json: w.error(status, 'boom'),
});

function cases(api: Api): Case[] {
  const { body, field } = WHAT[api];
  const API = `${api} API`;
  const pass = { status: 'pass' as const, reason: /^all checks passed$/ };
  const transient: Case[] = [
    { id: 'control', fault: () => undefined, ...pass },
    { id: '429-retry-after', fault: once(err(429, '1')), ...pass },
    { id: '429-bare', fault: once(err(429)), ...pass },
    ...[500, 502, 503, 529].map((s) => ({ id: `${s}-once`, fault: once(err(s)), ...pass })),
    { id: 'reset-before-once', fault: once(() => ({ reset: 'before-headers' })), ...pass },
    { id: 'reset-after-once', fault: once(() => ({ reset: 'after-headers' })), ...pass },
    { id: 'html-once', fault: once(() => ({ html: HTML })), ...pass },
    { id: 'hollow-once', fault: once((w) => ({ json: w.hollow() })), ...pass },
  ];
  const errored = (id: string, fault: Case['fault'], reason: RegExp, more = {}): Case => ({
    id,
    fault,
    status: 'errored',
    reason,
    ...more,
  });
  const persistent: Case[] = [
    errored(
      '500',
      always(err(500)),
      new RegExp(`^${API} answered 500 \\(server error\\): boom; retried 1 time$`),
    ),
    errored(
      '502-html',
      always(() => ({ status: 502, json: HTML })),
      new RegExp(`^${API} answered 502 \\(server error\\): .*502 Bad Gateway`),
    ),
    errored(
      '503',
      always(err(503)),
      new RegExp(`^${API} answered 503 \\(overloaded\\): boom; retried 1 time$`),
    ),
    errored('529', always(err(529)), new RegExp(`^${API} answered 529 \\(overloaded\\): boom`)),
    errored(
      '429-forever',
      always(err(429)),
      new RegExp(
        `^${API} answered 429 \\(rate limited\\): boom; retried \\d+ times?; no time left in the scenario for another try$`,
      ),
      { scenario: { timeout: 6 } },
    ),
    errored(
      '429-too-long',
      always(err(429, '120')),
      new RegExp(
        `^${API} answered 429 \\(rate limited\\): boom; it asked \\(Retry-After\\) to wait 120 s but only [\\d.]+ s of the scenario's time remained$`,
      ),
      { scenario: { timeout: 30 } },
    ),
    errored(
      'reset-before',
      always(() => ({ reset: 'before-headers' })),
      new RegExp(
        `^${API} connection failed before an answer \\(.*(closed|reset|ECONNRESET).*\\); retried 1 time$`,
      ),
    ),
    errored(
      'reset-after',
      always(() => ({ reset: 'after-headers' })),
      new RegExp(
        `^${API} connection broke after the headers, before the whole answer arrived \\(.+\\); retried 1 time$`,
      ),
    ),
    errored(
      'html',
      always(() => ({ html: HTML })),
      new RegExp(
        `^${API} answered 200 with a body that is not a ${body} \\(it is not JSON\\): <html><body><h1>502 Bad Gateway`,
      ),
    ),
    errored(
      'hollow',
      always((w) => ({ json: w.hollow() })),
      new RegExp(
        `^${API} answered 200 with a body that is not a ${body} \\(no \`${field}\`\\): \\{`,
      ),
    ),
  ];
  const model: Case[] = [
    {
      id: 'args-not-json',
      // Broken JSON for the call; after the error result, a plain answer.
      fault: (w, _n, sent) =>
        w.hasResults(sent)
          ? { json: w.text('Sorry, that went wrong.') }
          : { json: w.calls([{ name: 'get_cluster', raw: '{"id": c1' }]) },
      scenario: { expect: { calls: [{ tool: 'get_cluster', args: { id: 'c1' } }] } },
      status: 'fail',
      reason: /get_cluster \(malformed\)|not valid JSON/,
    },
    {
      id: 'empty',
      fault: always((w) => ({ json: w.empty() })),
      status: 'inconclusive',
      reason: /^the model called no tool where one was expected$/,
    },
    {
      id: 'refusal',
      fault: always((w) => ({ json: w.refusal(REFUSAL) })),
      status: 'fail',
      reason:
        api === 'gemini'
          ? /^selection: expected list_clusters; the model refused: "the API stopped the answer \(finishReason: SAFETY; HARM_CATEGORY_DANGEROUS_CONTENT\)"$/
          : /^selection: expected list_clusters; the model refused: "I'm sorry, but I can't help with that\./,
    },
    {
      // The refusal's wording asks a question; it is still no clarification.
      id: 'refusal-clarify',
      fault: always((w) => ({ json: w.refusal(REFUSAL) })),
      scenario: { expect: { clarification: true } },
      status: 'fail',
      reason:
        api === 'gemini'
          ? /^clarification: expected a question; the model refused: "the API stopped the answer/
          : /^clarification: expected a question; the model refused: "I'm sorry/,
    },
  ];
  if (api === 'gemini') {
    model.push(
      {
        id: 'prohibited',
        fault: always((w) => ({ json: w.refusal('', 'PROHIBITED_CONTENT') })),
        status: 'fail',
        reason: /the model refused: "the API stopped the answer \(finishReason: PROHIBITED_CONTENT/,
      },
      {
        id: 'blocked-prompt',
        fault: always((w) => ({ json: w.refusal('unsafe prompt', 'blockReason') })),
        status: 'fail',
        reason:
          /the model refused: "the API blocked the prompt \(blockReason: SAFETY\): unsafe prompt"/,
      },
    );
  }
  return [...transient, ...persistent, ...model];
}

/** A hang needs a short request timeout; it gets a run of its own, with a control beside it. */
function hangCases(api: Api): Case[] {
  return [
    { id: 'control', fault: () => undefined, status: 'pass', reason: /^all checks passed$/ },
    {
      id: 'hang',
      fault: () => ({ hang: true }),
      status: 'errored',
      reason: new RegExp(
        `^${api} API did not answer within the request timeout \\(2 s\\); retried 1 time$`,
      ),
    },
  ];
}

/** Survived: a defined status, a reason a person can read (no JS internals), a report. */
function survived(run: FaultRun, id: string): boolean {
  const row = run.rows.get(id);
  return (
    run.written &&
    row !== undefined &&
    (STATUSES as readonly string[]).includes(row.status) &&
    row.reason.trim() !== '' &&
    !/TypeError|SyntaxError|Cannot read|undefined|\[object Object\]/.test(row.reason)
  );
}

describe.each((process.env.APIS?.split(',') ?? ['openai', 'anthropic', 'gemini']) as Api[])(
  '%s API faults',
  (api) => {
    const list = cases(api);
    const slow = hangCases(api);
    let run: FaultRun;
    let hung: FaultRun;
    beforeAll(async () => {
      [run, hung] = await Promise.all([
        runFaults(WIRES[api], list, { provider: { timeout: 20 } }),
        runFaults(WIRES[api], slow, { provider: { timeout: 2 } }),
      ]);
    }, 90_000);
    const all = [
      ...list.map((c) => [c.id, c, () => run] as const),
      ...slow.map((c) => [`${c.id} (request timeout 2 s)`, c, () => hung] as const),
    ];

    it.each(all)('%s', (_name, c, of) => {
      const r = of();
      if (c.id !== 'control') {
        tally.tried++;
        if (survived(r, c.id) && r.rows.get('control')?.status === 'pass') tally.survived++;
      }
      const row = r.rows.get(c.id)!;
      expect({ status: row.status, reason: row.reason }).toEqual({
        status: c.status,
        reason: expect.stringMatching(c.reason),
      });
    });

    it('runs every scenario, honours Retry-After, answers a wait too long at once, writes the report', () => {
      expect(run.written).toBe(true);
      expect([...run.rows.keys()].sort()).toEqual(list.map((c) => c.id).sort());
      expect(run.rows.get('429-retry-after')!.latencyMs).toBeGreaterThanOrEqual(1000);
      expect(run.rows.get('429-too-long')!.latencyMs).toBeLessThan(10_000);
    });

    it('records the refusal on the turn, with its text, and shows it in report.md', () => {
      const turn = run.rows.get('refusal')!.turns[0];
      expect(turn.refusal).toContain(api === 'gemini' ? 'finishReason: SAFETY' : "I'm sorry");
      // Not retried as a silence: one attempt.
      expect(run.rows.get('refusal')!.attempts).toBe(1);
      expect(run.markdown).toContain('the model refused');
      // Its own line under the row, with its words (escaped as any model text is).
      expect(run.markdown).toMatch(
        api === 'gemini'
          ? /- \*\*Refused:\*\* .*finishReason: SAFETY/
          : /- \*\*Refused:\*\* I'm sorry/,
      );
    });
  },
);
