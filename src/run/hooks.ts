// before/after shell hooks, run in the corpus file's folder.
import { spawn } from 'node:child_process';
import type { HookResult } from '../report/model.js';

const KEEP = 4000;

export function runHook(
  phase: HookResult['phase'],
  command: string,
  cwd: string,
  timeoutMs: number,
): Promise<HookResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout = (stdout + d.toString()).slice(-KEEP)));
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-KEEP)));
    const timer = setTimeout(() => {
      stderr += `\n(hook timed out after ${timeoutMs} ms)`;
      child.kill('SIGKILL');
    }, timeoutMs);
    const done = (exitCode: number | null) => {
      clearTimeout(timer);
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
    child.once('close', (code) => done(code));
  });
}
