// The model the API says it served, on each wire through its official SDK and the real engine:
// a row records the snapshot behind the configured alias (OpenAI's and Anthropic's `model`,
// Gemini's `modelVersion`), each one once, in the order seen; an API that names none leaves it out.
import { describe, expect, it } from 'vitest';
import type { Reply } from '../fakes/wire.js';
import { runFaults } from '../faults/fakes/run.js';
import { WIRES, type Api, type Wire } from '../fakes/wire.js';

/** The wire's reply with `model` named as the served model (undefined: the field left out). */
function serving(wire: Wire, reply: unknown, model: string | undefined): Reply {
  const { model: _m, modelVersion: _v, ...rest } = reply as Record<string, unknown>;
  const field = wire.api === 'gemini' ? 'modelVersion' : 'model';
  return { json: model === undefined ? rest : { ...rest, [field]: model } };
}

/** Step 1 calls list_clusters, step 2 answers: each served by the model given for it. */
const twoSteps =
  (first: string | undefined, second: string | undefined) =>
  (wire: Wire, n: number): Reply =>
    n === 0
      ? serving(wire, wire.calls([{ name: 'list_clusters' }]), first)
      : serving(wire, wire.text('You have one cluster: prod.'), second);

const ALIAS: Record<Api, string> = {
  openai: 'gpt-test',
  anthropic: 'claude-test',
  gemini: 'gemini-test',
};

describe.each(Object.keys(WIRES) as Api[])('%s: the served model on the row', (api) => {
  const wire = WIRES[api];
  const snap = (date: string) => `${ALIAS[api]}-${date}`;

  it('records the snapshot the API named, beside the configured alias', async () => {
    const run = await runFaults(wire, [
      { id: 'one', fault: twoSteps(snap('2026-08-06'), snap('2026-08-06')) },
      { id: 'two', fault: twoSteps(snap('2026-08-06'), snap('2026-11-20')) },
      { id: 'silent', fault: twoSteps(undefined, undefined) },
    ]);
    const one = run.rows.get('one')!;
    expect(one.status).toBe('pass');
    expect(one.model).toBe(ALIAS[api]);
    expect(one.served).toEqual([snap('2026-08-06')]);
    // A snapshot change inside one conversation: both, in the order served.
    expect(run.rows.get('two')!.served).toEqual([snap('2026-08-06'), snap('2026-11-20')]);
    // The API named no model: nothing claimed.
    const silent = run.rows.get('silent')!;
    expect(silent.status).toBe('pass');
    expect(silent.served).toBeUndefined();
    // report.md names them per provider, with the rows each served.
    const id = run.report.providers[0].id;
    expect(run.markdown).toContain(
      `Models served, as the APIs named them: ${id}: \`${snap('2026-08-06')}\` (2 rows), \`${snap('2026-11-20')}\` (1 row)`,
    );
  });
});
