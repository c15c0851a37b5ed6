// The action run in-process as a runner runs it: per test a fresh workspace with the step-summary
// and output files, INPUT_* and GITHUB_* set, stdout captured (the ::workflow commands), and
// everything put back afterwards. A test file calling actionJob() gets these hooks.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';

export interface ActionJob {
  /** The workspace (INPUT_WORKING-DIRECTORY), fresh for each test. */
  dir: string;
  summaryFile: string;
  /** What the action printed in this test. */
  stdout: string;
  /** Writes a file into the workspace and returns its path. */
  write(name: string, content?: string): string;
  /** The GITHUB_OUTPUT file's text. */
  outputs(): string;
  /** src/main.ts's run(), loaded afresh (inputs are read when it runs). */
  run(): Promise<void>;
}

/** Model keys the machine running the tests may hold: these runs see only the ones they set. */
export const NO_KEYS = {
  OPENAI_API_KEY: '',
  GEMINI_API_KEY: '',
  GOOGLE_API_KEY: '',
  ANTHROPIC_API_KEY: '',
};

/**
 * `env(job)` is the environment beyond the workspace, summary and output (INPUT_*, GITHUB_*,
 * keys); `summaryFile` replaces the per-test summary (for @actions/core loaded once per process).
 */
export function actionJob(
  prefix: string,
  env: (job: ActionJob) => Record<string, string | undefined>,
  opts: { summaryFile?: string } = {},
): ActionJob {
  const cwd = process.cwd();
  const job: ActionJob = {
    dir: '',
    summaryFile: '',
    stdout: '',
    write(name, content = '') {
      const file = path.join(job.dir, name);
      writeFileSync(file, content);
      return file;
    },
    outputs: () => readFileSync(path.join(job.dir, 'output'), 'utf8'),
    async run() {
      const { run } = await import('../../src/main.js');
      await run();
    },
  };
  beforeEach(() => {
    job.dir = mkdtempSync(path.join(tmpdir(), `mcp-eval-${prefix}-`));
    job.summaryFile = opts.summaryFile ?? path.join(job.dir, 'summary.md');
    writeFileSync(job.summaryFile, '');
    job.stdout = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      job.stdout += String(chunk);
      return true;
    });
    const all = {
      'INPUT_WORKING-DIRECTORY': job.dir,
      GITHUB_STEP_SUMMARY: job.summaryFile,
      GITHUB_OUTPUT: job.write('output'),
      ...env(job),
    };
    for (const [k, v] of Object.entries(all)) vi.stubEnv(k, v);
    vi.resetModules();
  });
  afterEach(() => {
    process.chdir(cwd);
    process.exitCode = undefined;
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    rmSync(job.dir, { recursive: true, force: true });
  });
  return job;
}
