// The LLM judge inside its scenario's bounds, through the real engine (replay model, stub mode
// over a catalog; the judge is the OpenAI SDK against a loopback fake): a Retry-After longer than
// the scenario's time left is not waited for, a judge that does not answer is cut at the
// scenario's deadline, a cancel stops it at once, a redirect elsewhere is not followed. Each
// leaves the grade to the deterministic grader (counted as a failed judge grade) or the row
// cancelled — never a grade the judge did not give.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/run/evaluate.js';
import type { Report, ResultRow } from '../../src/model/report.js';
import { fake, verdict } from '../fakes/judge.js';
import { faultCounter } from './helpers.js';
import type { RecordedRequest, Reply } from '../fakes/wire.js';

const fault = faultCounter('judge-bound');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const TOOLS = [
  {
    name: 'restart',
    description: 'Restart a cluster',
    inputSchema: {
      type: 'object',
      properties: { cluster: { type: 'string' } },
      required: ['cluster'],
    },
  },
];

interface Judged {
  report: Report;
  row: ResultRow;
  ms: number;
  warn: string[];
}

/** One clarification scenario (the replay model asks; the baseline passes it) graded by a judge
 * that answers with `script`. */
async function judged(
  script: (req: RecordedRequest, i: number) => Reply,
  { timeout = 10, cancelOnFirst = false } = {},
): Promise<Judged> {
  const controller = new AbortController();
  const f = await fake((req, i) => {
    if (cancelOnFirst) controller.abort('SIGTERM');
    return script(req, i);
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-judge-bound-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'tools.json'), JSON.stringify(TOOLS));
  const scenario = {
    id: 'clarify',
    prompt: 'Restart it.',
    timeout,
    expect: { clarification: true },
  };
  writeFileSync(path.join(dir, 'c.yaml'), JSON.stringify({ scenarios: [scenario] }));
  const config = {
    catalog: 'tools.json',
    mode: 'stub',
    corpus: ['c.yaml'],
    judge: {
      provider: 'openai-compatible',
      model: 'judge-m',
      base_url: `${f.url}/v1`,
      api_key_env: 'JUDGE_KEY',
    },
  };
  writeFileSync(path.join(dir, 'mcp-eval.yaml'), JSON.stringify(config));
  const warn: string[] = [];
  const started = performance.now();
  const out = await evaluate({
    cwd: dir,
    config: 'mcp-eval.yaml',
    out: path.join(dir, 'out'),
    providers: ['replay'],
    log: { info() {}, notice() {}, warn: (m) => warn.push(m) },
    env: { JUDGE_KEY: 'judge-key-0123456789' },
    // The runner's grace is over at once: the cancel reaches the job while it is being judged.
    cancel: { signal: controller.signal },
    grace: 0,
  });
  const [row] = out.report.results;
  return { report: out.report, row, ms: performance.now() - started, warn };
}

const clarification = (row: ResultRow) => row.checks.find((c) => c.check === 'clarification')!;

describe('the judge inside its scenario', () => {
  it(
    'does not wait out a Retry-After longer than the time left: the baseline grades, at once',
    fault(async () => {
      const asked: number[] = [];
      const run = await judged(
        (_req, i) => {
          asked.push(i);
          return {
            status: 429,
            headers: { 'retry-after': '90' },
            json: { error: { message: 'Rate limit reached' } },
          };
        },
        { timeout: 10 },
      );
      // Before, the retry layer slept up to 60 s per try, three times.
      expect(run.ms).toBeLessThan(8000);
      expect(asked).toEqual([0]);
      expect(run.row.status).toBe('pass');
      expect(run.row.grading).toBe('baseline');
      expect(clarification(run.row)).toMatchObject({
        gradedBy: 'baseline',
        judge: 'openai-compatible:judge-m',
        note: expect.stringMatching(
          /^judge openai-compatible:judge-m failed \(openai-compatible API answered 429 \(rate limited\): Rate limit reached; it asked \(Retry-After\) to wait 90 s but only \d+(\.\d)? s of the scenario's time remained\); the baseline was used$/,
        ),
      });
      expect(run.report.judge?.tally).toMatchObject({ grades: 1, decided: 0, failed: 1 });
      expect(run.warn.join('\n')).toContain('failed on 1 of 1 grades');
    }),
    30_000,
  );

  it(
    'is cut at the scenario deadline when it does not answer',
    fault(async () => {
      const run = await judged(() => 'hang', { timeout: 1 });
      expect(run.ms).toBeLessThan(6000);
      expect(run.row.grading).toBe('baseline');
      expect(clarification(run.row)).toMatchObject({
        gradedBy: 'baseline',
        note: "judge openai-compatible:judge-m failed (the scenario's time ran out before a verdict); the baseline was used",
      });
      expect(run.report.judge?.tally).toMatchObject({ grades: 1, decided: 0, failed: 1 });
    }),
    30_000,
  );

  it(
    'stops on a cancel: the row is cancelled, not graded',
    fault(async () => {
      const run = await judged(() => 'hang', { timeout: 60, cancelOnFirst: true });
      expect(run.ms).toBeLessThan(6000);
      expect(run.row.status).toBe('cancelled');
      expect(run.row.reason).toMatch(/SIGTERM/);
      expect(run.row.grading).toBeUndefined();
    }),
    30_000,
  );

  it(
    'does not follow a redirect to another origin with its key',
    fault(async () => {
      const other = await fake(() => verdict(true, 'Followed.'));
      const run = await judged(() => ({
        status: 307,
        headers: { location: `${other.url}/v1/chat/completions` },
        json: {},
      }));
      expect(other.requests).toEqual([]);
      expect(JSON.stringify(run.report)).not.toContain('judge-key-0123456789');
      expect(run.row.grading).toBe('baseline');
      expect(clarification(run.row).note).toBe(
        `judge openai-compatible:judge-m failed (openai-compatible API redirected the request (307) to ${other.url} (another origin); not followed, so the key is not sent there); the baseline was used`,
      );
    }),
    30_000,
  );

  it('still grades when it answers in time (the control)', async () => {
    const run = await judged(() => verdict(false, 'It does not ask which cluster.'));
    expect(run.row.status).toBe('fail');
    expect(clarification(run.row)).toMatchObject({ gradedBy: 'judge', passed: false });
  }, 30_000);
});
