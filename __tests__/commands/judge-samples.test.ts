// `mcp-eval run --judge-samples <n>`: the judge is asked n times per grade, over the config's
// `judge.samples`; a value out of 1..9 is refused naming the flag; without a judge it is said.
// The CLI in-process, the example server, replay, the judge a loopback fake of the OpenAI API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { Report } from '../../src/model/report.js';
import { fake, verdict } from '../fakes/judge.js';
import type { RecordedRequest } from '../fakes/wire.js';
import { exampleRoutes } from '../providers/claude-code-helpers.js';
import { EXAMPLE_SERVER, runCli, workspace } from './run-cli.js';

// Two grades per run: an answer and a clarification.
const SCENARIOS = [
  {
    id: 'region',
    prompt: 'Which region is prod (c1) in?',
    expect: {
      calls: [{ tool: 'get_cluster', args: { id: 'c1' } }],
      answer: { includes: ['eu-west-1'], mode: 'strict' },
    },
  },
  { id: 'clarify', prompt: 'Restart the cluster.', expect: { clarification: true } },
];

/** A folder with the example config (and `judge`, when given) and the two scenarios. */
function folder(judge?: unknown): string {
  return workspace({
    'corpus.yaml': stringify({ scenarios: SCENARIOS }),
    'mcp-eval.yaml': stringify({
      server: {
        command: process.execPath,
        args: [EXAMPLE_SERVER],
        env: { OPS_API_URL: '${spy.url}' },
      },
      mode: 'live',
      spy: exampleRoutes(),
      corpus: ['corpus.yaml'],
      providers: ['replay'],
      concurrency: 1,
      ...(judge ? { judge } : {}),
    }),
  });
}

/** Each judge request as `sample k of n`, read from its prompt. */
const asked = (requests: RecordedRequest[]) =>
  requests.map((r) => {
    const prompt = (r.body as { messages: { content: string }[] }).messages[0].content;
    return /grading (\d+ of \d+)/.exec(prompt)?.[1] ?? 'one sample';
  });

async function run(args: string[], judge?: unknown) {
  const f = await fake(() => verdict(true, 'It does what the rubric asks.'));
  const dir = folder(judge);
  const out = path.join(dir, 'out');
  const r = await runCli(['run', '--out', out, ...args], dir, {
    OPENAI_API_KEY: 'sk-judge',
    OPENAI_BASE_URL: `${f.url}/v1`,
  });
  expect(r.code, r.stderr).toBe(0);
  const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
  return { ...r, report, asked: asked(f.requests) };
}

describe('mcp-eval run --judge-samples', () => {
  it('asks the judge named by --judge n times per grade', async () => {
    const r = await run(['--judge', 'openai:judge-m', '--judge-samples', '3']);
    expect(r.asked.sort()).toEqual(['1 of 3', '1 of 3', '2 of 3', '2 of 3', '3 of 3', '3 of 3']);
    expect(r.report.judge).toMatchObject({ id: 'openai:judge-m', status: 'used', samples: 3 });
    expect(r.report.judge?.tally).toMatchObject({ grades: 2, decided: 2 });
  });

  it("overrides the config's judge.samples, down as well as up", async () => {
    const down = await run(['--judge-samples', '1'], { spec: 'openai:judge-m', samples: 5 });
    expect(down.asked).toEqual(['one sample', 'one sample']);
    expect(down.report.judge).not.toHaveProperty('samples');
    const up = await run(['--judge-samples', '2'], 'openai:judge-m');
    expect(up.asked).toHaveLength(4);
    expect(up.report.judge).toMatchObject({ samples: 2 });
  });

  it("--judge alone replaces the config's spec and keeps its samples", async () => {
    const r = await run(['--judge', 'openai:judge-m'], { spec: 'openai:other', samples: 3 });
    expect(r.asked).toHaveLength(6);
    expect(r.report.judge).toMatchObject({ id: 'openai:judge-m', samples: 3 });
  });

  it('without any judge, says the samples ask no one, and the baseline grades', async () => {
    const r = await run(['--judge-samples', '3']);
    expect(r.asked).toEqual([]);
    expect(r.stderr).toContain(
      'notice: --judge-samples 3 has no judge to ask (no --judge, and no judge in the config): the deterministic baseline grades clarification and answers.',
    );
    expect(r.report.results.map((x) => x.grading)).toEqual(['baseline', 'baseline']);
  });

  it.each(['0', '10', '2.5', 'three', ''])(
    'refuses --judge-samples "%s", naming the flag',
    async (value) => {
      const dir = folder('openai:judge-m');
      const r = await runCli(['run', '--judge-samples', value], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`option '--judge-samples <n>' argument '${value}' is invalid`);
      expect(r.stderr).toContain(`expected a whole number from 1 to 9, got "${value}"`);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    },
  );
});
