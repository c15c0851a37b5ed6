// The scripted provider's session on its own: which behaviour and variant plays, calls as a
// model's adapter would hand them over (made-up tools and bad JSON malformed), and its faults.
import { describe, expect, it } from 'vitest';
import { scriptSchema, type Script } from '../../src/model/scripted.js';
import type { Turn } from '../../src/model/scenario.js';
import { scriptedProvider } from '../../src/providers/scripted.js';
import { ProviderError } from '../../src/providers/types.js';

const TOOLS = [{ name: 'list_clusters', inputSchema: { type: 'object' } }];
const turn = (user: string): Turn =>
  ({ user, expect: { order: 'strict', extra_calls: 'allow' } }) as Turn;
const signal = new AbortController().signal;
const play = (script: unknown, id: string | undefined, repetition = 0, user = 'Hello') =>
  scriptedProvider('scripted:s.yaml', 's.yaml', scriptSchema.parse(script) as Script)
    .start(TOOLS, id === undefined ? {} : { scenario: { id, repetition } })
    .user(turn(user), signal);

describe('the scripted provider', () => {
  it('plays variant k mod n, or the one `repeats` names', async () => {
    const script = {
      behaviours: [
        {
          scenario: 'a',
          variants: [{ steps: [{ text: 'A' }] }, { steps: [{ text: 'B' }] }],
          repeats: { '2': 1 },
        },
      ],
    };
    const texts = await Promise.all(
      [0, 1, 2, 3].map(async (k) => (await play(script, 'a', k)).text),
    );
    expect(texts).toEqual(['A', 'B', 'B', 'B']);
  });

  it('matches the id first, then the exact prompt, then a regex', async () => {
    const script = {
      behaviours: [
        { prompt_regex: '^Hel', steps: [{ text: 'regex' }] },
        { prompt: 'Hello', steps: [{ text: 'prompt' }] },
        { scenario: 'a', steps: [{ text: 'id' }] },
      ],
    };
    expect((await play(script, 'a')).text).toBe('id');
    expect((await play(script, 'b')).text).toBe('prompt');
    expect((await play(script, 'b', 0, 'Help')).text).toBe('regex');
    await expect(play(script, 'b', 0, 'Bye')).rejects.toThrow(
      'scripted: no behaviour in s.yaml for scenario "b"',
    );
  });

  it('hands over a made-up tool and unparsable arguments as malformed calls', async () => {
    const step = await play(
      {
        behaviours: [
          {
            scenario: 'a',
            steps: [
              {
                calls: [
                  { call: 'list_clusters', args: { all: true } },
                  { call: 'drop_everything' },
                  { call: 'list_clusters', raw: '{"all": tru' },
                ],
              },
            ],
          },
        ],
      },
      'a',
    );
    expect(step.calls.map((c) => [c.tool, c.malformed ?? c.args])).toEqual([
      ['list_clusters', { all: true }],
      ['drop_everything', 'unknown tool "drop_everything"'],
      ['list_clusters', 'arguments are not valid JSON: {"all": tru'],
    ]);
  });

  it('raises faults as the model API adapters do; a hang ends only with the scenario', async () => {
    const fault = (f: unknown) =>
      play({ behaviours: [{ scenario: 'a', steps: [{ fault: f }] }] }, 'a');
    const kind = async (f: unknown) =>
      fault(f).then(
        () => 'answered',
        (e: unknown) =>
          e instanceof ProviderError ? `${e.kind} ${e.status ?? ''}`.trim() : 'other',
      );
    expect(await kind('timeout')).toBe('timeout');
    expect(await kind({ status: 429 })).toBe('rate-limit 429');
    expect(await kind({ status: 401 })).toBe('auth 401');
    expect(await kind({ status: 503 })).toBe('overloaded 503');
    expect(await kind({ status: 400 })).toBe('bad-request 400');
    const stop = new AbortController();
    const hung = scriptedProvider(
      'x',
      's.yaml',
      scriptSchema.parse({ behaviours: [{ scenario: 'a', steps: [{ fault: 'hang' }] }] }),
    )
      .start(TOOLS, { scenario: { id: 'a', repetition: 0 } })
      .user(turn('Hi'), stop.signal);
    let settled = false;
    hung.catch(() => undefined).finally(() => (settled = true));
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    stop.abort();
    await expect(hung).rejects.toThrow(/aborted/);
  });
});
