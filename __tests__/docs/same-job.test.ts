// docs/action.md's same-job workflow: its action inputs are action.yml's and read as a same-job
// baseline with its build; the checkout keeps the default depth (the base commit is fetched).
// The workflow schema itself is checked by examples.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, expect, it, vi } from 'vitest';
import { readInputs } from '../../src/inputs.js';

const root = path.resolve(import.meta.dirname, '../..');
const page = readFileSync(path.join(root, 'docs/action.md'), 'utf8');
const declared = Object.keys(
  (parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as { inputs: object }).inputs,
);

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
}

afterEach(() => vi.unstubAllEnvs());

it('the same-job example: a pull_request workflow whose inputs ask for a same-job baseline and build the base', () => {
  const block = /<!-- same-job-example -->\s*```yaml workflow\n([\s\S]*?)```/.exec(page);
  expect(block, 'the example under <!-- same-job-example -->').not.toBeNull();
  const workflow = parse(block![1]) as {
    on: unknown;
    jobs: Record<string, { steps: Step[] }>;
  };
  expect(workflow.on).toBe('pull_request');
  const steps = Object.values(workflow.jobs)[0].steps;
  const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'));
  expect(checkout?.with?.['fetch-depth']).toBeUndefined();
  const action = steps.find((s) => s.uses?.includes('mcp-eval-action@'));
  const given = action!.with!;
  expect(Object.keys(given).filter((k) => !declared.includes(k))).toEqual([]);
  for (const [k, v] of Object.entries(given)) vi.stubEnv(`INPUT_${k.toUpperCase()}`, String(v));
  const inputs = readInputs();
  expect(inputs.baseline).toEqual({ kind: 'same-job', build: 'npm ci && npm run build' });
  expect(inputs.failOnRegression).toBe(true);
});

it('base-build without same-job, and same-job in merge mode, are bad inputs', () => {
  vi.stubEnv('INPUT_BASE-BUILD', 'npm run build');
  vi.stubEnv('INPUT_BASELINE', 'auto');
  expect(() => readInputs()).toThrow(/Invalid action inputs/);
  try {
    readInputs();
  } catch (err) {
    expect((err as { describe(): string }).describe()).toMatch(
      /base-build: builds the base checkout of `baseline: same-job`/,
    );
  }
  vi.stubEnv('INPUT_BASELINE', 'same-job');
  vi.stubEnv('INPUT_MERGE', 'shards/*');
  expect(() => readInputs()).toThrow(/Invalid action inputs/);
});
