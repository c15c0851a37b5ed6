import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { filterScenarios } from '../../../src/corpus/filter.js';
import type { Scenario } from '../../../src/model/scenario.js';
import { SpyProxy } from '../../../src/spy/proxy.js';
import { loadCatalog } from '../../../src/mcp/upstream.js';
import { replayProvider } from '../../../src/providers/replay.js';
import type { ChatSession, Provider } from '../../../src/providers/types.js';
import { SCHEMA_VERSION, type Report, type ResultRow } from '../../../src/model/report.js';
import { writeReport } from '../../../src/report/write.js';
import { runHook } from '../../../src/run/hooks.js';
import { runJob } from '../../../src/run/job.js';
import { summarize } from '../../../src/score/aggregate.js';
import { Holding } from '../../../src/run/leases.js';
import { copyFixtures, load } from './helpers.js';

let dir: string;
let byId: Record<string, Scenario>;
let all: Scenario[];
let notices: string[];
beforeAll(async () => {
  dir = copyFixtures();
  const corpus = await load(dir, ['answer-fixtures']);
  expect(corpus.problems).toEqual([]);
  ({ byId, notices } = corpus);
  all = corpus.scenarios;
});

function saying(text: string): Provider {
  const session: ChatSession = {
    user: async () => ({ text, calls: [] }),
    results: async () => ({ text: '', calls: [] }),
  };
  return { id: 'fixed', name: 'fixed', model: 'fixed', start: () => session };
}

const hanging: Provider = {
  id: 'hang',
  name: 'hang',
  model: 'hang',
  start: () => ({
    user: (_turn, signal) =>
      new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      ),
    results: async () => ({ text: '', calls: [] }),
  }),
};

async function run(scenario: Scenario, provider: Provider = replayProvider()) {
  const proxy = new SpyProxy(await loadCatalog(path.join(dir, 'catalogs/answer-fixtures.json')));
  return runJob(
    { scenario, provider, repetition: 0 },
    { proxy, backend: new Holding() },
    {
      timeout: 120,
      hookTimeout: 10,
    },
  );
}

describe('answer fixtures: loading', () => {
  it('takes the id from the folder, and expands a list of prompts into variants', () => {
    expect(all.map((s) => s.id)).toEqual([
      '01_count_orders',
      '02_orders_graph[0]',
      '02_orders_graph[1]',
      '02_orders_graph[2]',
      '03_known_confusion',
      '04_needs_cluster',
    ]);
    expect(byId['02_orders_graph[1]']).toMatchObject({
      tier: 'answer',
      tags: ['charts'],
      turns: [{ user: 'Show me a chart of pending orders for this week' }],
      origin: { format: 'answer-fixtures', line: 3 },
    });
  });

  it('expected_output (string or list) are the answer elements; evaluation.correctness.type the mode', () => {
    expect(byId['01_count_orders'].turns[0].expect.answer).toEqual({
      includes: ['There are 14 pending orders', 'oldest is from Monday'],
      mode: 'strict',
    });
    expect(byId['02_orders_graph[0]'].turns[0].expect.answer).toEqual({
      includes: [
        'Output must contain an embed like <<{"type": "chart", "tool_name": "orders_chart"}>>\n',
      ],
      mode: 'loose',
    });
  });

  it('hooks run as files in the case folder; the per-case timeout is 5 minutes', () => {
    expect(byId['01_count_orders']).toMatchObject({
      dir: path.join(dir, 'answer-fixtures', '01_count_orders'),
      hooks_as_files: true,
      timeout: 300,
      before: expect.stringContaining('cat seed.json > .seeded'),
      after: expect.stringContaining('rm -f .seeded'),
    });
  });

  it('skip, and expected_score 0, are recorded as skipped with their reason', () => {
    expect(byId['03_known_confusion'].skip).toBe(
      'expected_score: 0 (the case is not expected to pass)',
    );
    expect(byId['04_needs_cluster'].skip).toBe('needs a live cluster');
  });

  it('ignores unknown fields with a notice, and support files beside a case', () => {
    expect(notices).toEqual([
      `${path.join('answer-fixtures', '03_known_confusion', 'test_case.yaml')}:7: ignoring \`mock_policy\` (not used by mcp-eval)`,
    ]);
  });

  it('filters by tag (any, case-insensitive) and selects a case with its variants by id', () => {
    expect(filterScenarios(all, { tags: ['EASY', 'nothing'] }).map((s) => s.id)).toEqual([
      '01_count_orders',
    ]);
    expect(filterScenarios(all, { ids: ['02_orders_graph'] })).toHaveLength(3);
    expect(filterScenarios(all, { ids: ['02_orders_graph[2]'] })).toHaveLength(1);
  });

  it('takes expected_score from a number or an object, and the run default timeout', async () => {
    mkdirSync(path.join(dir, 'more', 'zero_in_object'), { recursive: true });
    writeFileSync(
      path.join(dir, 'more', 'zero_in_object', 'test_case.yaml'),
      'user_prompt: hi\nexpected_output: hello\nevaluation: { correctness: { type: strict, expected_score: 0 } }\nskip_reason: flaky upstream\n',
    );
    mkdirSync(path.join(dir, 'more', 'no_output'), { recursive: true });
    writeFileSync(path.join(dir, 'more', 'no_output', 'test_case.yaml'), 'user_prompt: hi\n');
    const corpus = await load(dir, ['more'], {
      base: { mode: 'live', max_steps: 8, repeat: 1, timeout: 30, vars: {} },
    });
    expect(corpus.byId.zero_in_object).toMatchObject({
      skip: 'expected_score: 0 (flaky upstream)',
      timeout: 30,
    });
    expect(corpus.problems).toEqual([
      {
        file: path.join('more', 'no_output', 'test_case.yaml'),
        line: 1,
        column: 1,
        field: 'expected_output',
        message: 'required: a string or a list of strings',
      },
    ]);
  });
});

describe('answer fixtures: running', () => {
  it('writes each hook to a file in the case folder, runs it there, records it, removes it', async () => {
    const r = await run(byId['01_count_orders']);
    expect(r.status, r.reason).toBe('pass');
    expect(r.hooks.map((h) => [h.phase, h.exitCode, h.stdout])).toEqual([
      ['before', 0, 'seeding orders in 01_count_orders\n'],
      ['after', 0, 'cleaned up\n'],
    ]);
    const folder = path.join(dir, 'answer-fixtures', '01_count_orders');
    expect(readdirSync(folder).sort()).toEqual(['manifest.yaml', 'seed.json', 'test_case.yaml']);
  });

  it('runs hooks with bash -eo pipefail from a file', async () => {
    const cwd = path.join(dir, 'answer-fixtures', '01_count_orders');
    const h = await runHook('before', 'echo "$0"\nfalse | cat\necho never', cwd, 5000, {
      asFile: true,
    });
    expect(h.exitCode).toBe(1);
    expect(h.stdout).toMatch(/01_count_orders\/\.mcp-eval-before-\d+-\d+\.sh\n$/);
    expect(h.stdout).not.toContain('never');
  });

  it('a failing before_test gives setup-failed; after_test still runs', async () => {
    const folder = path.join(dir, 'broken', '05_broken');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'test_case.yaml'),
      'user_prompt: hi\nexpected_output: hello\nbefore_test: |\n  echo start\n  echo oops >&2\n  exit 3\nafter_test: echo after > after.txt\n',
    );
    const { byId: broken } = await load(dir, ['broken']);
    const r = await run(broken['05_broken']);
    expect(r).toMatchObject({ status: 'setup-failed', reason: 'before hook exited with 3: oops' });
    expect(r.hooks.map((h) => [h.phase, h.exitCode, h.stdout, h.stderr])).toEqual([
      ['before', 3, 'start\n', 'oops\n'],
      ['after', 0, '', ''],
    ]);
    expect(readFileSync(path.join(folder, 'after.txt'), 'utf8')).toBe('after\n');
  });

  it('a skipped case is recorded and never run (no hook)', async () => {
    const r = await run({ ...byId['04_needs_cluster'], before: 'exit 1' });
    expect(r).toMatchObject({ status: 'skipped', reason: 'needs a live cluster', hooks: [] });
  });

  it('a case over its timeout ends as timeout', async () => {
    const r = await run({ ...byId['01_count_orders'], timeout: 0.2 }, hanging);
    expect(r).toMatchObject({ status: 'timeout', reason: 'no verdict within 0.2 s' });
    expect(r.hooks.map((h) => h.phase)).toEqual(['before', 'after']);
  });
});

describe('answer fixtures: the report', () => {
  it('shows prompt, mode, expected and missing elements, the output cut and redacted', async () => {
    const secrets = [
      'Authorization: Bearer abcdef0123456789abcdef',
      'aws AKIAABCDEFGHIJKLMNOP',
      'openai sk-proj-abcdefghijklmnopqrstuvwx',
      'github ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      'google AIzaSyA1234567890abcdefghijklmnopqrstuv',
    ];
    const long = `There are 14 pending orders. ${secrets.join('; ')}. ${'x'.repeat(2500)}`;
    const rows: ResultRow[] = [await run(byId['01_count_orders'], saying(long))];
    expect(rows[0]).toMatchObject({ status: 'fail' });
    const report: Report = {
      schemaVersion: SCHEMA_VERSION,
      tool: { name: 'mcp-eval', version: '0' },
      startedAt: '',
      finishedAt: '',
      durationMs: 0,
      providers: [],
      notices: [],
      summary: summarize(rows),
      thresholds: { met: true, checks: [] },
      results: rows,
      redactions: 0,
    };
    const out = path.join(dir, 'report');
    const written = await writeReport(report, out, {});
    const md = written.markdown;
    expect(md).toContain('### Answers (1)');
    expect(md).toContain(
      '<summary>❌ <code>01_count_orders</code> · fixed · strict: 1/2 element(s) found</summary>',
    );
    expect(md).toContain('- **Prompt:** How many orders are pending in the demo shop?');
    expect(md).toContain('- **Mode:** strict (every expected element)');
    expect(md).toContain(
      '- **Expected:**\n  - There are 14 pending orders\n  - oldest is from Monday',
    );
    expect(md).toContain('- **Missing:** \n  - oldest is from Monday');
    expect(md).toMatch(/\n… \[cut: \d+ more character\(s\) of \d+\]\n```/);
    expect(md).toContain('Authorization: Bearer [REDACTED]');
    for (const s of secrets) {
      const secret = s.split(' ').at(-1)!;
      for (const f of ['report.md', 'report.json', 'transcripts.jsonl']) {
        expect(readFileSync(path.join(out, f), 'utf8')).not.toContain(secret);
      }
    }
    expect(written.report.redactions).toBeGreaterThanOrEqual(5);
    expect(existsSync(path.join(out, 'report.json'))).toBe(true);
  });
});
