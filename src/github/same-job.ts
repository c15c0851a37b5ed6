// `baseline: same-job`: the pull request's base commit checked out into a worktree of its own
// (fetched first when the checkout is shallow), the user's `base-build` run there; removed after.
import * as core from '@actions/core';
import { spawn } from 'node:child_process';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SetupError } from '../errors.js';

/** A base build runs at most this long (30 min) unless told otherwise. */
export const BASE_BUILD_TIMEOUT_MS = 30 * 60_000;

export interface BaseCheckout {
  /** The repository's top folder (the head checkout). */
  repo: string;
  /** The worktree holding the base commit. */
  at: string;
  /** The base's counterpart of the action's working directory, where `base-build` ran. */
  cwd: string;
  sha: string;
  /** Removes the worktree (and its registration); never throws. */
  remove(): Promise<void>;
}

/** The base commit of a `pull_request` event, or why there is none. */
export function baseSha(
  eventName: string,
  payload: { pull_request?: { [key: string]: unknown } },
): { sha: string } | { why: string } {
  if (eventName !== 'pull_request')
    return { why: `the event is ${eventName || 'unknown'}, not pull_request` };
  const sha = (payload.pull_request?.base as { sha?: unknown } | undefined)?.sha;
  if (typeof sha !== 'string' || !/^[0-9a-f]{40,64}$/i.test(sha))
    return { why: 'the event payload has no pull_request.base.sha' };
  return { sha };
}

/** Checks out `sha` next to the checkout in `cwd`; the caller removes it. */
export async function checkOutBase(cwd: string, sha: string): Promise<BaseCheckout> {
  const top = (await git(['rev-parse', '--show-toplevel'], cwd, 'find the repository')).trim();
  const repo = await realpath(top);
  const here = await realpath(cwd);
  // actions/checkout fetches one commit by default: the base is fetched when it is not there.
  const present = await run('git', ['cat-file', '-e', `${sha}^{commit}`], repo);
  if (present.code !== 0) {
    core.info(`The base commit ${sha.slice(0, 7)} is not in the checkout: fetching it`);
    await git(['fetch', '--no-tags', '--depth=1', 'origin', sha], repo, `fetch ${sha}`);
  }
  const parent = await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), 'mcp-eval-base-'));
  const at = path.join(parent, 'base');
  const remove = async () => {
    const gone = await run('git', ['worktree', 'remove', '--force', at], repo);
    await rm(parent, { recursive: true, force: true }).catch(() => undefined);
    // A worktree git could not remove (a build left it odd) is forgotten once its folder is gone.
    if (gone.code !== 0) await run('git', ['worktree', 'prune'], repo);
  };
  try {
    await git(['worktree', 'add', '--detach', at, sha], repo, `check out ${sha} into a worktree`);
  } catch (err) {
    await remove();
    throw err;
  }
  return { repo, at, cwd: path.join(at, path.relative(repo, here)), sha, remove };
}

/** Runs `command` with bash in `cwd`, its output in a log group; a failure names the input. */
export async function buildBase(
  command: string,
  cwd: string,
  opts: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? BASE_BUILD_TIMEOUT_MS;
  core.startGroup(`base-build (in the base checkout): ${command}`);
  let result: Ran;
  try {
    result = await run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command], cwd, {
      timeoutMs,
      show: true,
      signal: opts.signal,
    });
  } finally {
    core.endGroup();
  }
  if (result.error) throw new SetupError(`base-build could not start bash: ${result.error}`);
  if (opts.signal?.aborted)
    throw new SetupError('base-build was stopped: the job is being cancelled');
  if (result.timedOut)
    throw new SetupError(
      `base-build did not finish within ${timeoutMs / 1000} s in the base checkout and was stopped`,
    );
  if (result.code !== 0)
    throw new SetupError(
      `base-build failed in the base checkout with exit code ${result.code ?? `signal ${result.signal}`} (its output is in the log group "base-build")`,
    );
}

async function git(args: string[], cwd: string, what: string): Promise<string> {
  const r = await run('git', args, cwd);
  if (r.error) {
    throw new SetupError(
      /ENOENT/.test(r.error)
        ? 'baseline: same-job needs git on the PATH (it checks out the base commit), and git was not found'
        : `baseline: same-job could not run git to ${what}: ${r.error}`,
    );
  }
  if (r.code !== 0) {
    throw new SetupError(
      `baseline: same-job could not ${what}: git ${args.join(' ')} exited with ${r.code}: ${r.stderr.trim().slice(-600)}`,
    );
  }
  return r.stdout;
}

interface Ran {
  code: number | null;
  signal?: string;
  stdout: string;
  stderr: string;
  error?: string;
  timedOut?: boolean;
}

/** A process to its end; with `show`, its output goes to the log as it comes. */
function run(
  command: string,
  args: string[],
  cwd: string,
  opts: { timeoutMs?: number; show?: boolean; signal?: AbortSignal } = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    // Its own process group, so a timeout stops what the build started too.
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: Boolean(opts.timeoutMs || opts.signal),
    });
    const take = (chunk: Buffer, into: 'out' | 'err') => {
      const text = chunk.toString();
      if (opts.show) process.stdout.write(text);
      if (into === 'out') stdout = (stdout + text).slice(-100_000);
      else stderr = (stderr + text).slice(-100_000);
    };
    child.stdout.on('data', (d: Buffer) => take(d, 'out'));
    child.stderr.on('data', (d: Buffer) => take(d, 'err'));
    const kill = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer =
      opts.timeoutMs &&
      setTimeout(() => {
        timedOut = true;
        kill();
      }, opts.timeoutMs);
    // A cancelled job: the build goes at once, the runner kills the step seconds later.
    if (opts.signal?.aborted) kill();
    opts.signal?.addEventListener('abort', kill, { once: true });
    const over = () => {
      if (timer) clearTimeout(timer);
      opts.signal?.removeEventListener('abort', kill);
    };
    child.once('error', (err) => {
      over();
      resolve({ code: null, stdout, stderr, error: err.message });
    });
    child.once('close', (code, signal) => {
      over();
      resolve({ code, stdout, stderr, timedOut, ...(signal ? { signal } : {}) });
    });
  });
}
