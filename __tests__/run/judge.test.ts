// A run with an LLM judge: evaluate() against the example server, the judge a loopback fake
// of the OpenAI API.
import { afterAll, describe, expect, it } from 'vitest';
import { reportSchema } from '../../src/model/report.js';
import { fake, verdict } from '../fakes/judge.js';
import { cleanup, tempDir } from '../integration/helpers.js';
import { runExample } from '../providers/claude-code-helpers.js';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { loadConfig } from '../../src/corpus/config.js';
import { SetupError } from '../../src/errors.js';

afterAll(cleanup);

describe('evaluate() with a judge', () => {
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
    { id: 'plain', prompt: 'List clusters', expect: { calls: [{ tool: 'list_clusters' }] } },
  ];

  it('grades answers and clarifications with the judge, shows rubric and reasoning, counts its tokens', async () => {
    const f = await fake((req) => {
      const prompt: string = req.body.messages[0].content;
      return prompt.includes('Rubric: strict')
        ? verdict(false, 'The reply names a region but not the cluster.')
        : verdict(true, 'It asks which cluster.');
    });
    const run = await runExample(
      SCENARIOS,
      {
        judge: { provider: 'openai-compatible', model: 'judge-m', base_url: `${f.url}/v1` },
        prices: { 'judge-m': { input: 1, output: 1 } },
      },
      {},
      ['replay'],
    );
    // The judge decided both grades; on the region it overruled the deterministic grader.
    expect(run.report.judge).toEqual({
      id: 'openai-compatible:judge-m',
      status: 'used',
      tally: {
        grades: 2,
        decided: 2,
        failed: 0,
        split: 0,
        disagreements: [
          {
            scenario: 'region',
            provider: 'replay',
            repetition: 0,
            check: 'answer',
            judge: 'failed',
            baseline: 'passed',
          },
        ],
      },
    });
    const region = run.row('region');
    // Replay's answer passes the substring baseline; the judge fails it.
    expect(region.status).toBe('fail');
    expect(region.grading).toBe('judge:openai-compatible:judge-m');
    expect(region.checks.find((c) => c.check === 'answer')).toMatchObject({
      passed: false,
      gradedBy: 'judge',
      reasoning: 'The reply names a region but not the cluster.',
      rubric: expect.stringContaining('"eu-west-1"'),
      baseline: 'passed',
    });
    expect(region.judgeUsage).toEqual({ inputTokens: 50, outputTokens: 7, cachedTokens: 0 });
    expect(run.row('clarify')).toMatchObject({
      status: 'pass',
      grading: 'judge:openai-compatible:judge-m',
    });
    expect(run.row('plain').grading).toBeUndefined();
    expect(f.requests).toHaveLength(2);
    // The judge's tokens are its own, priced by its model name.
    expect(run.report.usage?.judge).toMatchObject({
      runs: 2,
      inputTokens: 100,
      outputTokens: 14,
      price: 'judge-m',
    });
    expect(run.report.usage?.byProvider.replay.inputTokens).toBe(0);
    expect(run.markdown).toContain(
      '> LLM judge `openai-compatible:judge-m` graded 2 of 2 clarification and answer grades.',
    );
    expect(run.markdown).toContain(
      '> The judge and the deterministic grader disagree on 1 grade(s): see *Judge vs deterministic grader*.',
    );
    expect(run.markdown).toContain('| `region` | replay | answer | failed | passed |');
    expect(run.markdown).not.toContain('failed on');
    expect(run.log.warn).toEqual([]);
    expect(run.markdown).toContain('rubric: strict: PASS only if');
    expect(run.markdown).toContain(
      "judge's reasoning: The reply names a region but not the cluster.",
    );
    expect(run.markdown).toContain('**Graded by:** judge openai-compatible:judge-m');
    expect(reportSchema.safeParse(run.written).success).toBe(true);
  });

  it('falls back to the baseline with a note when the judge fails, and skips a judge without a key', async () => {
    const f = await fake([{ status: 400, json: { error: { message: 'model not found' } } }]);
    const run = await runExample(
      SCENARIOS,
      { judge: { provider: 'openai-compatible', model: 'nope', base_url: `${f.url}/v1` } },
      {},
      ['replay'],
    );
    const region = run.row('region');
    expect(region.status).toBe('pass');
    expect(region.grading).toBe('baseline');
    const check = region.checks.find((c) => c.check === 'answer')!;
    expect(check.gradedBy).toBe('baseline');
    expect(check.note).toMatch(
      /^judge openai-compatible:nope failed \(openai-compatible API answered 400 \(request rejected\).*model not found/,
    );
    // A judge that decided nothing is counted and said, never "graded by the judge".
    expect(run.report.judge?.tally).toEqual({
      grades: 2,
      decided: 0,
      failed: 2,
      split: 0,
      disagreements: [],
    });
    expect(run.markdown).toContain(
      '> LLM judge `openai-compatible:nope` graded nothing (2 clarification and answer grade(s) asked).\n' +
        '> ⚠️ judge failed on 2 of 2 grades; the deterministic grader decided those.',
    );
    expect(run.markdown).not.toMatch(/graded by the (LLM )?judge/i);
    expect(run.log.warn).toContain(
      'Judge openai-compatible:nope failed on 2 of 2 grades; the deterministic grader decided those',
    );

    const skipped = await runExample(SCENARIOS, { judge: 'openai:gpt-4.1-mini' }, {}, ['replay']);
    expect(skipped.report.judge).toEqual({
      id: 'openai:gpt-4.1-mini',
      status: 'skipped',
      reason: 'OPENAI_API_KEY is not set',
    });
    expect(skipped.log.notice).toContain(
      'Judge openai:gpt-4.1-mini skipped: OPENAI_API_KEY is not set; clarification and answer checks use the deterministic baseline.',
    );
    expect(skipped.row('region')).toMatchObject({ status: 'pass', grading: 'baseline' });
  });

  it('asks each grade `samples` times: the majority decides, agreement and votes are reported', async () => {
    // The strict answer: sample 2 passes, samples 1 and 3 fail; the clarification: all pass.
    const f = await fake((req) => {
      const prompt: string = req.body.messages[0].content;
      if (!prompt.includes('Rubric: strict')) return verdict(true, 'It asks.');
      return prompt.includes('grading 2 of 3') ? verdict(true, 'ok') : verdict(false, 'no');
    });
    const spec = { provider: 'openai-compatible', model: 'judge-m', base_url: `${f.url}/v1` };
    const run = await runExample(SCENARIOS, { judge: { spec, samples: 3 } }, {}, ['replay']);
    expect(f.requests).toHaveLength(6);
    expect(run.report.judge).toMatchObject({
      id: 'openai-compatible:judge-m',
      status: 'used',
      samples: 3,
      tally: { grades: 2, decided: 2, failed: 0, split: 0 },
    });
    expect(run.report.judge?.tally?.agreement).toBeCloseTo(5 / 6);
    expect(run.row('region').checks.find((c) => c.check === 'answer')).toMatchObject({
      passed: false,
      gradedBy: 'judge',
      votes: { pass: 1, fail: 2, error: 0 },
      baseline: 'passed',
    });
    expect(run.markdown).toContain(
      '> LLM judge `openai-compatible:judge-m` graded 2 of 2 clarification and answer grades (the majority of 3 samples each; 83.3% of their verdicts agreed with it).',
    );
    expect(run.markdown).toContain("  - judge's samples: 1 pass, 2 fail");
    expect(reportSchema.safeParse(run.written).success).toBe(true);
  });
});

describe('the judge in mcp-eval.yaml', () => {
  const load = async (judge: unknown) => {
    const dir = tempDir('judge-config');
    writeFileSync(path.join(dir, 'mcp-eval.yaml'), stringify({ judge }));
    return loadConfig('mcp-eval.yaml', dir);
  };

  it('takes a spec, the object form, or { spec, samples }', async () => {
    expect((await load('openai:gpt-4.1')).judge).toBe('openai:gpt-4.1');
    const object = { provider: 'openai-compatible', model: 'm', base_url: 'http://127.0.0.1:1/v1' };
    expect((await load(object)).judge).toEqual(object);
    const sampled = { spec: 'openai:gpt-4.1', samples: 3 };
    expect((await load(sampled)).judge).toEqual(sampled);
    expect((await load({ spec: object })).judge).toEqual({ spec: object });
  });

  it('says where a bad sample count is', async () => {
    const bad = await load({ spec: 'openai:gpt-4.1', samples: 0 }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(SetupError);
    expect((bad as SetupError).describe()).toContain('mcp-eval.yaml:3:3: judge.samples: Too small');
  });
});
