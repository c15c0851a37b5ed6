// Runs the CLI in-process against the faulty server (servers/faulty-server.mjs) with the faults
// a test picks, and reads back what a user gets: exit code, stderr, report.json's rows.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Report, ResultRow } from '../../src/model/report.js';
import { runCli, workspace, type CliResult } from '../commands/run-cli.js';
import { addTally } from './tally.js';

export const FAULTY = path.join(import.meta.dirname, 'servers/faulty-server.mjs');

export interface FaultRun extends CliResult {
  report?: Report;
  /** The rows of report.json by scenario id. */
  rows: Record<string, ResultRow>;
}

/** `mcp-eval run -p replay` on `corpus` (a corpus file's YAML), the server started with `faults`
 * in its environment; `config` adds lines to mcp-eval.yaml, `env` is the run's environment. */
export async function runFaulty(
  faults: Record<string, string>,
  corpus: string,
  { config = '', env = {}, args = ['-p', 'replay'] } = {},
): Promise<FaultRun> {
  const dir = workspace({
    'mcp-eval.yaml': `server:
  command: node
  args: ["${FAULTY}"]
  env: ${JSON.stringify(faults)}
${config}
corpus: [c.yaml]
concurrency: 1
`,
    'c.yaml': corpus,
  });
  const result = await runCli(['run', ...args, '-q', '-o', 'out'], dir, env);
  const file = path.join(dir, 'out/report.json');
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined;
  const rows = Object.fromEntries((report?.results ?? []).map((r) => [r.scenario, r]));
  return { ...result, report, rows };
}

/** One scenario that calls `tool` with `args` (the replay provider plays it). */
export function calling(id: string, tool: string, args: object = {}, extra = ''): string {
  return `  - { id: ${id}, prompt: "use ${tool}", ${extra}expect: { calls: [{ tool: ${tool}, args: ${JSON.stringify(args)} }] } }\n`;
}

/** Counts the faults a test file injects and those the engine survived; one line at the end. */
export function faultCounter(kind: string): <T>(body: () => Promise<T>) => () => Promise<T> {
  let tried = 0;
  let survived = 0;
  afterAll(() => {
    console.log(`${kind} faults: ${tried} tried, ${survived} survived`);
    addTally({ faults: { tried, survived } });
  });
  return (body) => async () => {
    tried++;
    const out = await body();
    survived++;
    return out;
  };
}

/** A stack trace's frame line: never shown to a user. */
export const STACK = /^\s+at .+\(.+:\d+:\d+\)$/m;
