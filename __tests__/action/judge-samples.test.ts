// The action's `judge-samples` input with the real engine: the judge (a loopback fake of the
// OpenAI API) is asked that many times per grade, over the config's `judge.samples`; a bad value
// fails the step naming the input. No comment, no upload, no baseline: no GitHub API is needed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import type { Report } from '../../src/model/report.js';
import { fake, verdict } from '../fakes/judge.js';
import type { FakeServer } from '../fakes/wire.js';
import { exampleRoutes } from '../providers/claude-code-helpers.js';
import { EXAMPLE_SERVER } from '../commands/run-cli.js';
import { actionJob, NO_KEYS } from '../fakes/action.js';

let judge: FakeServer;
const job = actionJob('action-judge', () => ({
  INPUT_PROVIDERS: 'replay',
  INPUT_BASELINE: 'none',
  INPUT_COMMENT: 'false',
  'INPUT_UPLOAD-ARTIFACT': 'false',
  ...NO_KEYS,
}));

beforeEach(async () => {
  judge = await fake(() => verdict(true, 'It does what the rubric asks.'));
  vi.stubEnv('OPENAI_API_KEY', 'sk-judge');
  vi.stubEnv('OPENAI_BASE_URL', `${judge.url}/v1`);
  // Two grades: an answer and a clarification; the config's judge asks each twice.
  writeFileSync(
    path.join(job.dir, 'corpus.yaml'),
    stringify({
      scenarios: [
        {
          id: 'region',
          prompt: 'Which region is prod (c1) in?',
          expect: {
            calls: [{ tool: 'get_cluster', args: { id: 'c1' } }],
            answer: { includes: ['eu-west-1'], mode: 'strict' },
          },
        },
        { id: 'clarify', prompt: 'Restart the cluster.', expect: { clarification: true } },
      ],
    }),
  );
  writeFileSync(
    path.join(job.dir, 'mcp-eval.yaml'),
    stringify({
      server: {
        command: process.execPath,
        args: [EXAMPLE_SERVER],
        env: { OPS_API_URL: '${spy.url}' },
      },
      mode: 'live',
      spy: exampleRoutes(),
      corpus: ['corpus.yaml'],
      concurrency: 1,
      judge: { spec: 'openai:judge-m', samples: 2 },
    }),
  );
});

async function run(): Promise<Report> {
  await job.run();
  const out = path.join(job.dir, 'mcp-eval-report', 'report.json');
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

/** Each judge request's sample, as `k of n`, read from its prompt. */
const asked = () =>
  judge.requests.map((r) => {
    const prompt = (r.body as { messages: { content: string }[] }).messages[0].content;
    return /grading (\d+ of \d+)/.exec(prompt)?.[1] ?? 'one sample';
  });

describe('the judge-samples input', () => {
  it("asks the judge that many times per grade, over the config's samples", async () => {
    vi.stubEnv('INPUT_JUDGE-SAMPLES', '3');
    const report = await run();
    expect(process.exitCode, job.stdout).toBeUndefined();
    expect(asked().sort()).toEqual(['1 of 3', '1 of 3', '2 of 3', '2 of 3', '3 of 3', '3 of 3']);
    expect(report.judge).toMatchObject({ id: 'openai:judge-m', status: 'used', samples: 3 });
  });

  it("empty keeps the config's samples", async () => {
    const report = await run();
    expect(process.exitCode, job.stdout).toBeUndefined();
    expect(asked()).toHaveLength(4);
    expect(report.judge).toMatchObject({ samples: 2 });
  });

  it.each(['0', '10', '1.5', 'many'])(
    'fails the step on "%s", naming the input, before any judge request',
    async (value) => {
      vi.stubEnv('INPUT_JUDGE-SAMPLES', value);
      const { run } = await import('../../src/main.js');
      await run();
      expect(process.exitCode).toBe(1);
      expect(job.stdout).toContain(
        `judge-samples: expected a whole number from 1 to 9, got "${value}"`,
      );
      expect(judge.requests).toEqual([]);
    },
  );
});
