// The committed action bundle run as a GitHub runner runs it: `node dist/index.js` on Node 24
// (action.yml's `using: node24`), every input action.yml declares as INPUT_<NAME> with its
// default unless given, the GITHUB_* variables and files, an event payload, and nothing of the
// machine's own runner or vitest variables. The bundle e2e tests and the cancel test share it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ACTION_BUNDLE = path.join(ROOT, 'dist/index.js');
/** A Node 24 binary from npm, installed apart by scripts/ensure-node24.mjs (npm test runs it). */
export const NODE24 = path.join(ROOT, 'tools/node24/node_modules/node/bin/node');
/** What the runner would run the action with; the Node running the tests when 24 is missing. */
export const RUNNER_NODE = existsSync(NODE24) ? NODE24 : process.execPath;

export const ACTION = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
};

/** The example config's corpus files (mcp-eval.yaml), which the bundle tests run. */
export const EXAMPLE_CORPUS = (
  parse(readFileSync(path.join(ROOT, 'mcp-eval.yaml'), 'utf8')) as { corpus: string[] }
).corpus;

export interface Runner {
  /** `dir`: where the GITHUB_* files and the event go (also RUNNER_TEMP unless `env` sets it). */
  dir: string;
  /** Inputs by their action.yml names, over the declared defaults. */
  inputs: Record<string, string>;
  eventName: string;
  event: object;
  /** More variables, over the runner's (GITHUB_RUN_ID, GITHUB_API_URL, ACTIONS_*, a key…). */
  env?: NodeJS.ProcessEnv;
}

/** The environment the runner gives the action's process. */
export function runnerEnv(r: Runner): NodeJS.ProcessEnv {
  const file = (name: string, content = '') => {
    const p = path.join(r.dir, name);
    writeFileSync(p, content);
    return p;
  };
  const inputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(ACTION.inputs)) inputs[name] = spec.default ?? '';
  Object.assign(inputs, r.inputs);
  // Start from a clean slate: nothing from a runner (when the tests run in CI) or vitest leaks in.
  const clean = Object.entries(process.env).filter(
    ([k]) => !/^(GITHUB_|ACTIONS_|INPUT_|RUNNER_|VITEST|NODE_OPTIONS$)/.test(k),
  );
  return {
    ...Object.fromEntries(clean),
    // The runner upper-cases the name and keeps its dashes.
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: r.eventName,
    GITHUB_EVENT_PATH: file('event.json', JSON.stringify(r.event)),
    GITHUB_REPOSITORY: 'octo/server',
    GITHUB_SERVER_URL: 'https://github.com', // not GHES: @actions/artifact refuses GHES
    GITHUB_STEP_SUMMARY: file('summary.md'),
    GITHUB_OUTPUT: file('output'),
    GITHUB_ENV: file('env'),
    GITHUB_PATH: file('path'),
    GITHUB_STATE: file('state'),
    RUNNER_TEMP: r.dir,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    ...r.env,
  };
}

export interface StepResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The step's outputs (GITHUB_OUTPUT) by name. */
  outputs: Record<string, string>;
  summary: string;
  /** Exit code, stdout and stderr, for an assertion's message. */
  log: string;
}

/** Runs the bundle as a step, to its end. Asynchronous: the fakes answer from this process. */
export async function runStep(
  r: Runner,
  opts: { cwd?: string; node?: string } = {},
): Promise<StepResult> {
  const env = runnerEnv(r);
  const child = spawn(opts.node ?? RUNNER_NODE, [ACTION_BUNDLE], {
    cwd: opts.cwd ?? ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(env.GITHUB_OUTPUT!, 'utf8')),
    summary: readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8'),
    log: `exit ${code}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`,
  };
}

/** GITHUB_OUTPUT as @actions/core writes it: `name<<DELIMITER\nvalue\nDELIMITER\n`. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n?\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]] = m[3];
  return out;
}
