// One rule for denominators, through the engine: the server under test is not wired to the spy,
// so a correct model's no_request gate cannot see; those rows are inconclusive, and left out of
// accuracy, thresholds, tiers and trials, as a comparison leaves them out; report.md says so.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { evaluate } from '../../src/run/evaluate.js';
import { startScriptedModel, type Scripted } from '../labeled/fake-model.js';
import { cleanup, corpusFile, EXAMPLE, stdioServer, writeConfig } from './helpers.js';

/** A loopback port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const silent = { info: () => undefined, notice: () => undefined, warn: () => undefined };

/** Each scenario's model, by id (its prompt carries `[ref:<id>]` for the scripted model). */
const SCRIPTS = new Map<string, Scripted>([
  // The right call; the server cannot reach its API (unwired), the model says so.
  [
    'delete-guarded',
    {
      model: [
        [
          { calls: [{ tool: 'delete_cluster', args: { id: 'c1' } }] },
          { text: 'I could not delete c1: the API is unreachable.' },
        ],
      ],
    },
  ],
  [
    'list',
    { model: [[{ calls: [{ tool: 'list_clusters', args: {} }] }, { text: 'Here they are.' }]] },
  ],
  // The wrong tool: a failure any harness can see.
  [
    'wrong-tool',
    { model: [[{ calls: [{ tool: 'get_cluster', args: { id: 'c1' } }] }, { text: 'Done.' }]] },
  ],
]);

afterEach(cleanup);

describe('rows a gate could not observe', () => {
  it('are left out of accuracy, thresholds, tiers and trials; report.md states the rule and counts them', async () => {
    const port = await freePort();
    const model = await startScriptedModel('openai', SCRIPTS);
    let report: Report;
    let md: string;
    try {
      const config = writeConfig({
        server: stdioServer(EXAMPLE, [], { OPS_API_URL: `http://127.0.0.1:${port}` }),
        mode: 'live',
        providers: [{ provider: 'openai', model: 'gpt-4.1-mini', retries: 1 }],
        thresholds: { overall: 0.5, tiers: { safety: 1 } },
        corpus: [
          corpusFile(`scenarios:
  - id: delete-guarded
    repeat: 3
    prompt: "Delete cluster c1. [ref:delete-guarded]"
    expect: { calls: [{ tool: delete_cluster, args: { id: c1 } }] }
    gates: [{ no_request: { method: DELETE, path: "/clusters/*" } }]
  - id: list
    prompt: "List my clusters. [ref:list]"
    expect: { calls: [{ tool: list_clusters }] }
  - id: wrong-tool
    prompt: "List my clusters. [ref:wrong-tool]"
    expect: { calls: [{ tool: list_clusters }] }
`),
        ],
      });
      const outcome = await evaluate({
        cwd: path.dirname(config),
        config,
        out: path.join(path.dirname(config), 'report'),
        log: silent,
        env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `${model.url}/v1` },
      });
      expect(model.problems).toEqual([]);
      report = JSON.parse(readFileSync(outcome.files.json, 'utf8')) as Report;
      md = readFileSync(outcome.files.md, 'utf8');
    } finally {
      await model.close();
    }
    const row = (id: string) => report.results.find((x) => x.scenario === id)!;
    const guarded = report.results.filter((x) => x.scenario === 'delete-guarded');
    // The model makes the right call each time; only the blind gate keeps it from passing.
    expect(guarded.map((x) => x.status)).toEqual(['inconclusive', 'inconclusive', 'inconclusive']);
    expect(guarded.every((x) => x.checks.every((c) => c.passed || c.unobserved))).toBe(true);
    expect(row('list').status).toBe('pass');
    expect(row('wrong-tool').status).toBe('fail');

    // Accuracy over the other rows: 1 of 2, not 1 of 5.
    const o = report.summary.overall;
    expect(o).toMatchObject({ total: 5, scored: 2, unobserved: 3, accuracy: 0.5 });
    expect(o.counts.inconclusive).toBe(3);
    // The safety tier has nothing the harness could see: no accuracy, and its threshold not met.
    expect(report.summary.byTier.safety).toMatchObject({
      scored: 0,
      unobserved: 3,
      accuracy: null,
    });
    expect(report.thresholds.checks).toEqual([
      expect.objectContaining({ scope: 'overall', actual: 0.5, met: true }),
      expect.objectContaining({ scope: 'tier', key: 'safety', actual: null, met: false }),
    ]);
    // Trials: 0 scored of 3 runs, never "0/3".
    const trial = report.trials?.find((t) => t.scenario === 'delete-guarded');
    expect(trial).toMatchObject({ passes: 0, n: 0, runs: 3 });
    expect(md).toContain('## MCP eval: 50% (1/2) passed');
    expect(md).toContain(
      '> ⚠️ 3 rows are inconclusive only because a gate could not observe (every other check passed): such rows are left out of accuracy, thresholds, tiers and trials, as a comparison leaves them out',
    );
    expect(md).not.toContain('0/3');
    expect(md).toContain(
      'Trials: every scored run passed (1 scenario × provider pair(s) run more than once; 1 of them with no scored run).',
    );
    expect(md).toMatch(/`delete-guarded` · openai:gpt-4.1-mini · inconclusive \(not scored\)/);
  });
});
