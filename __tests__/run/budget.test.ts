// The spending cap (`budget: { usd, requests }`, `--budget-*`, the action's `budget-*` inputs)
// through the real engine, against a loopback fake of the OpenAI wire that reports usage on every
// answer: once the cap is reached no new scenario starts, the rest are `skipped (budget)`, and the
// report is written; the estimate is printed before the first model request; a bad value is
// refused naming the flag or the input.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluate } from '../../src/run/evaluate.js';
import { readInputs } from '../../src/inputs.js';
import { SetupError } from '../../src/errors.js';
import type { Report } from '../../src/model/report.js';
import { startFake } from '../fakes/wire.js';
import { WIRES } from '../fakes/wire.js';
import { runCli, workspace } from '../commands/run-cli.js';

const wire = WIRES.openai;
const TOOLS = [
  { name: 'list_clusters', description: 'List clusters', inputSchema: { type: 'object' } },
];
const IDS = ['s1', 's2', 's3', 's4', 's5'];

/** Five one-turn scenarios, one at a time; each answer costs 10 input and 5 output tokens
 * (wire.ts), at 1000 and 2000 USD a million: $0.02 a request, two requests a scenario. */
async function run(budget: Record<string, number>) {
  const logged: string[] = [];
  let estimatedFirst: boolean | undefined;
  const api = await startFake(({ body }) => {
    estimatedFirst ??= logged.some((l) => l.startsWith('Estimate: '));
    return {
      json: wire.hasResults(body)
        ? wire.text('One cluster: prod.')
        : wire.calls([{ name: 'list_clusters' }]),
    };
  });
  const scenarios = IDS.map((id) => ({
    id,
    prompt: `${id}: Which clusters do I have?`,
    expect: { calls: [{ tool: 'list_clusters' }] },
  }));
  const dir = workspace({
    'tools.json': JSON.stringify(TOOLS),
    'c.yaml': JSON.stringify({ scenarios }),
    'mcp-eval.yaml': JSON.stringify({
      catalog: 'tools.json',
      corpus: ['c.yaml'],
      concurrency: 1,
      providers: [wire.provider(api.url, { retries: 0 })],
      prices: { 'gpt-test': { input: 1000, output: 2000 } },
      budget,
    }),
  });
  const log = (m: string) => void logged.push(m);
  try {
    await evaluate({
      cwd: dir,
      config: 'mcp-eval.yaml',
      out: 'out',
      formats: ['json', 'md'],
      log: { info: log, notice: log, warn: log },
      env: { [wire.keyEnv]: 'test-key' },
    });
    const report = JSON.parse(readFileSync(path.join(dir, 'out', 'report.json'), 'utf8')) as Report;
    const md = path.join(dir, 'out', 'report.md');
    return { report, logged, estimatedFirst, requests: api.count(), markdown: existsSync(md) };
  } finally {
    await api.close();
  }
}

const statuses = (r: Report) => r.results.map((x) => [x.scenario, x.status]);

describe('the spending cap', () => {
  it('at 3 requests: two scenarios run (4 requests), the other three are skipped (budget)', async () => {
    const r = await run({ requests: 3 });
    expect(r.requests).toBe(4);
    expect(statuses(r.report)).toEqual([
      ['s1', 'pass'],
      ['s2', 'pass'],
      ['s3', 'skipped'],
      ['s4', 'skipped'],
      ['s5', 'skipped'],
    ]);
    const skipped = r.report.results.filter((x) => x.status === 'skipped');
    for (const x of skipped)
      // The count when that job was kept from starting: s2's second request may still be out.
      expect(x.reason).toMatch(/^budget: [34] model request\(s\) reached the cap of 3$/);
    expect(r.markdown).toBe(true);
    expect(r.report.notices.join('\n')).toContain('Spending cap reached');
    expect(r.report.notices.join('\n')).toContain('3 of 5 run(s) skipped');
  });

  it('at $0.05: the second scenario takes the spend to $0.08, the rest are skipped', async () => {
    const r = await run({ usd: 0.05 });
    expect(r.requests).toBe(4);
    expect(statuses(r.report).map(([, s]) => s)).toEqual([
      'pass',
      'pass',
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(r.report.results[2].reason).toBe('budget: $0.0800 spent reached the cap of $0.05');
    // The report prices the same requests the cap counted.
    expect(r.report.usage?.totalCost).toBeCloseTo(0.08, 6);
  });

  it('under the cap, every scenario runs', async () => {
    const r = await run({ requests: 100, usd: 1 });
    expect(r.requests).toBe(10);
    expect(statuses(r.report).every(([, s]) => s === 'pass')).toBe(true);
    expect(r.report.notices.join('\n')).not.toContain('Spending cap');
  });

  it('prints the estimate as a range, with its assumptions, before the first model request', async () => {
    const r = await run({ requests: 100 });
    expect(r.estimatedFirst).toBe(true);
    const line = r.logged.find((l) => l.startsWith('Estimate: '))!;
    // 5 one-turn scenarios at the default max_steps of 8: 5 to 45 requests.
    expect(line).toMatch(
      /^Estimate: 5–45 model request\(s\), \d+–\d+k? input tokens, \$\d+\.\d\d–\$\d+\.\d\d \(assumed: /,
    );
    expect(line).toContain('1 to max_steps + 1 requests a turn');
    // The low end is what the line assumes: each request sends the tool list (counted by the
    // tokenizer, report.json tokens.total) and the prompt (29 characters: 8 tokens), 50 tokens out.
    const tools = r.report.tokens!.total;
    expect(line).toContain(`the tool list, ${tools} tokens`);
    const [lo, hi] = [...line.matchAll(/\$(\d+\.\d\d)/g)].map((m) => Number(m[1]));
    expect(lo).toBeCloseTo((5 * (tools + 8) * 1000 + 5 * 50 * 2000) / 1e6, 2);
    expect(hi).toBeGreaterThan(lo);
  });
});

describe('a bad cap', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['--budget-usd', '0', 'expected a positive number of US dollars'],
    ['--budget-usd', 'five', 'expected a positive number of US dollars'],
    ['--budget-requests', '2.5', 'expected a whole number of model requests'],
    ['--budget-requests', '-1', 'expected a whole number of model requests'],
  ])('%s %s is refused naming the flag', async (flag, value, message) => {
    const dir = workspace({});
    const r = await runCli(['run', `${flag}=${value}`], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`argument '${value}' is invalid`);
    expect(r.stderr).toContain(flag);
    expect(r.stderr).toContain(`${message}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('the action inputs are refused naming the input', () => {
    vi.stubEnv('INPUT_BUDGET-USD', '-3');
    vi.stubEnv('INPUT_BUDGET-REQUESTS', 'lots');
    let error: unknown;
    try {
      readInputs();
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(SetupError);
    expect((error as SetupError).problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'budget-usd: expected a positive number of US dollars, e.g. 5 or 0.5, got "-3"',
      'budget-requests: expected a whole number of model requests, 1 or more, got "lots"',
    ]);
  });

  it('good inputs become the cap', () => {
    vi.stubEnv('INPUT_BUDGET-USD', '2.5');
    vi.stubEnv('INPUT_BUDGET-REQUESTS', '40');
    expect(readInputs().eval.budget).toEqual({ usd: 2.5, requests: 40 });
  });
});
