// Trials through the engine: `repeat: 3` runs each scenario three times against the example
// server (replay provider), and the report carries c/n, pass@k, pass^k, the intervals and the
// tools no scenario expects.
import { afterEach, describe, expect, it } from 'vitest';
import { reportSchema } from '../../src/model/report.js';
import { cleanup, corpusFile, exampleConfig, run } from './helpers.js';

afterEach(cleanup);

describe('repeat: 3 on the example server', () => {
  it('reports each scenario as c of 3 runs, with intervals, estimates and coverage', async () => {
    const r = await run(
      exampleConfig({
        repeat: 3,
        spy: {
          routes: [
            { method: 'GET', path: '/clusters', status: 200, json: [{ id: 'c1', name: 'prod' }] },
            { method: 'GET', path: '/clusters/*', status: 404, json: { error: 'not found' } },
          ],
        },
        corpus: [
          corpusFile(`scenarios:
  - id: list
    prompt: Which clusters do I have?
    expect: { calls: [{ tool: list_clusters }] }
  - id: unknown-id
    prompt: Tell me about cluster c9.
    expect: { calls: [{ tool: get_cluster, args: { id: c9 } }] }
  - id: once
    repeat: 1
    prompt: Which clusters do I have?
    expect: { calls: [{ tool: list_clusters }] }
`),
        ],
      }),
    );
    const { report, written, markdown } = r;
    expect(reportSchema.safeParse(written).success).toBe(true);
    expect(report.results.map((x) => `${x.scenario}#${x.repetition}:${x.status}`)).toEqual([
      'list#0:pass',
      'list#1:pass',
      'list#2:pass',
      'unknown-id#0:fail', // the server answers 404: replay fails the row, every time
      'unknown-id#1:fail',
      'unknown-id#2:fail',
      'once#0:pass',
    ]);

    const [list, unknown, once] = written.trials ?? [];
    expect(list).toMatchObject({ scenario: 'list', provider: 'replay', passes: 3, n: 3, runs: 3 });
    expect(list.passAtK).toEqual({ '1': 1, '2': 1, '3': 1 });
    expect(list.passHatK).toEqual({ '1': 1, '2': 1, '3': 1 });
    // Wilson, 3 of 3: 1 / (1 + z²/3) = 0.4385; 0 of 3: (z²/3) / (1 + z²/3) = 0.5615.
    expect(list.interval).toEqual({ low: expect.closeTo(0.4385, 4), high: 1 });
    expect(unknown).toMatchObject({ scenario: 'unknown-id', passes: 0, n: 3, runs: 3 });
    expect(unknown.passAtK).toEqual({ '1': 0, '2': 0, '3': 0 });
    expect(unknown.interval).toEqual({ low: 0, high: expect.closeTo(0.5615, 4) });
    expect(unknown.definition).toBe(r.report.results[3].definition);
    expect(once).toMatchObject({ scenario: 'once', passes: 1, n: 1, runs: 1 });

    // 4 of 7 overall. Wilson by the formula: p = 4/7, z = 1.959964: centre 0.845818,
    // spread 0.457914, denominator 1.548780 -> 0.2505 and 0.8418.
    expect(written.summary.overall.interval?.low).toBeCloseTo(0.2505, 4);
    expect(written.summary.overall.interval?.high).toBeCloseTo(0.8418, 4);
    // By tier: selection 4 of 4 (Wilson's lower bound 1 / (1 + z²/4) = 0.5101), args 0 of 3.
    expect(markdown).toContain(
      '| replay | 100% (4/4) [51–100] | 0% (0/3) [0–56] | 57.1% (4/7) [25–84] |',
    );

    // The example server's seven tools, less the two the corpus expects, in tools/list order.
    expect(written.coverage).toEqual({
      unexpected: [
        'cluster_status',
        'search_docs',
        'create_cluster',
        'restart_cluster',
        'delete_cluster',
      ],
    });
    expect(markdown).toContain(
      'Tools no scenario expects (5 of 7): `cluster_status`, `search_docs`, `create_cluster`, `restart_cluster`, `delete_cluster`',
    );
    expect(markdown).toContain(
      '### Trials: 1 of 2 repeated scenario(s) did not pass every scored run',
    );
    expect(markdown).toContain(
      '| `unknown-id` | replay | 0/3 | [0–56] | 0% · 0% · 0% | 0% · 0% · 0% |',
    );
    expect(markdown).toContain('#### ❌ `unknown-id` · replay · run 3 · fail · 0/3 passed');
  });
});
