// Judge-only through the engine: the same replayed behaviour graded by a judge that passes it
// (base) and by one that fails it (head), head run with `--baseline`. The config's
// `regression: { judge_only }` decides whether that is a regression.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/run/evaluate.js';
import { fake, verdict } from '../fakes/judge.js';
import { cleanup, tempDir } from '../integration/helpers.js';
import { exampleRoutes, writeExampleConfig } from '../providers/claude-code-helpers.js';

afterAll(cleanup);

const SCENARIOS = [
  {
    id: 'region',
    prompt: 'Which region is prod (c1) in?',
    expect: {
      calls: [{ tool: 'get_cluster', args: { id: 'c1' } }],
      answer: { includes: ['eu-west-1'], mode: 'strict' },
    },
  },
];
const silent = { info: () => undefined, notice: () => undefined, warn: () => undefined };

/** Three replayed trials graded by a judge that always says `passes`; the report's folder. */
async function run(passes: boolean, extra: Record<string, unknown>, baseline?: string) {
  const judge = await fake(() => verdict(passes, passes ? 'Names it.' : 'Too vague.'));
  const dir = tempDir('judge-only');
  const config = writeExampleConfig(dir, SCENARIOS, {
    mode: 'live',
    spy: exampleRoutes(),
    concurrency: 1,
    judge: { provider: 'openai-compatible', model: 'judge-m', base_url: `${judge.url}/v1` },
    ...extra,
  });
  const out = path.join(dir, 'report');
  const outcome = await evaluate({
    cwd: dir,
    config,
    out,
    providers: ['replay'],
    repeat: 3,
    log: silent,
    env: {},
    ...(baseline ? { baseline: { path: baseline } } : {}),
  });
  return { out, outcome, md: readFileSync(path.join(out, 'report.md'), 'utf8') };
}

describe('a change only the judge saw, through the engine', () => {
  it('is judge-only: not a regression by default, one with judge_only: count', async () => {
    const base = await run(true, {});
    const ignored = await run(false, {}, base.out);
    const cmp = ignored.outcome.report.comparison!;
    expect(cmp.scenarios[0]).toMatchObject({ class: 'regressed', judgeOnly: true });
    expect(cmp.verdict).toBe('unchanged');
    expect(ignored.md).toContain('judge-only, not counted: 1 regressed');
    expect(ignored.md).toContain('| `region` | replay | judge-only: regressed | 3/3 (100%) |');

    const counted = await run(false, { regression: { judge_only: 'count' } }, base.out);
    expect(counted.outcome.report.comparison).toMatchObject({
      verdict: 'regressed',
      judgeOnly: 'count',
    });
    expect(counted.md).toContain('| `region` (judge-only) | replay |');
  });
});
