// before/after shell hooks, run in the corpus file's folder, each in a process group of its own:
// a timeout kills the group, and so does the hook's end, so jobs it left in the background
// (`cmd &`, `nohup cmd &`) do not outlive it.
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HookResult } from '../model/verdict.js';
import { track, untrack } from '../mcp/group.js';

const KEEP = 4000;
const BASH = ['--noprofile', '--norc', '-eo', 'pipefail'];
let scripts = 0;

/** Runs `command` with `bash -c`; with `asFile`, writes it to a script in `cwd` and runs that
 * file (then removes it), as the answer-fixture format does with its hooks. The hook gets `env`
 * (process.env when absent). */
export async function runHook(
  phase: HookResult['phase'],
  command: string,
  cwd: string,
  timeoutMs: number,
  opts: {
    asFile?: boolean;
    env?: NodeJS.ProcessEnv;
    signal?: AbortSignal;
    /** Where `timeoutMs` came from, for the timeout's message. */
    limit?: string;
  } = {},
): Promise<HookResult> {
  const timeout = { ms: timeoutMs, why: opts.limit };
  if (!opts.asFile)
    return spawnHook(phase, command, ['-c', command], cwd, timeout, opts.env, opts.signal);
  const file = path.join(cwd, `.mcp-eval-${phase}-${process.pid}-${++scripts}.sh`);
  try {
    await writeFile(file, command.endsWith('\n') ? command : `${command}\n`, { mode: 0o700 });
  } catch (err) {
    return {
      phase,
      command,
      exitCode: null,
      stdout: '',
      stderr: `cannot write the hook script ${file}: ${(err as Error).message}`,
      durationMs: 0,
    };
  }
  try {
    return await spawnHook(phase, command, [file], cwd, timeout, opts.env, opts.signal);
  } finally {
    await rm(file, { force: true });
  }
}

function spawnHook(
  phase: HookResult['phase'],
  command: string,
  args: string[],
  cwd: string,
  timeout: { ms: number; why?: string },
  env: NodeJS.ProcessEnv | undefined,
  /** Aborted when the run is cancelled and its grace period is over: the hook is killed. */
  signal: AbortSignal | undefined,
): Promise<HookResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Its own process group, so a timeout kills what the hook started too.
    const child = spawn('bash', [...BASH, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    // Killed should the run end while the hook runs (mcp/group.ts).
    track(child.pid);
    let stdout = '';
    let stderr = '';
    // The end is kept; a cut start is marked "…", where the redactor looks for half a secret.
    const keep = (text: string) => (text.length > KEEP ? `…${text.slice(-KEEP)}` : text);
    child.stdout.on(
      'data',
      (d: Buffer) => (stdout = keep(stdout.replace(/^…/, '') + d.toString())),
    );
    child.stderr.on(
      'data',
      (d: Buffer) => (stderr = keep(stderr.replace(/^…/, '') + d.toString())),
    );
    const kill = (why: string) => {
      stderr += `\n(${why})`;
      // Never -0: that would be this process's own group.
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    /** What the hook left running in its group, once it has ended: nothing may outlive it. */
    const killLeftovers = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // ESRCH: the group is empty already.
      }
    };
    // In seconds, to a tenth: the time left is measured, and "after 999 ms" reads as noise.
    const after = `${Number((timeout.ms / 1000).toFixed(1))} s`;
    const limit = `hook timed out after ${after}${timeout.why ? ` (${timeout.why})` : ''}`;
    const timer = setTimeout(() => kill(limit), timeout.ms);
    const onAbort = () => kill(`hook killed: the run was cancelled by ${String(signal?.reason)}`);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    let finished = false;
    const done = (exitCode: number | null) => {
      if (finished) return;
      finished = true;
      untrack(child.pid);
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      // A background job the hook left running (`cmd &`) may hold the pipes open: stop reading.
      child.stdout.destroy();
      child.stderr.destroy();
      resolve({
        phase,
        command,
        exitCode,
        stdout,
        stderr,
        durationMs: performance.now() - started,
      });
    };
    child.once('error', (err) => {
      stderr += err.message;
      done(null);
    });
    // 'close' waits for the pipes; a hook's own exit is what counts, after a moment for output.
    child.once('close', (code) => done(code));
    child.once('exit', (code) => {
      // At once: while a job it left holds the group, the group's id is no one else's.
      killLeftovers();
      setTimeout(() => done(code), 100).unref();
    });
  });
}
