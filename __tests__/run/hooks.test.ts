import { describe, expect, it } from 'vitest';
import { runHook } from '../../src/run/hooks.js';

describe('hooks', () => {
  it('records stdout, stderr and the exit code', async () => {
    const r = await runHook('before', 'echo out; echo err >&2; exit 3', '/tmp', 5000);
    expect(r).toMatchObject({ exitCode: 3, stdout: 'out\n', stderr: 'err\n' });
  });

  it('runs with pipefail: a failing stage of a pipe fails the hook', async () => {
    expect((await runHook('before', 'false | cat', '/tmp', 5000)).exitCode).toBe(1);
  });

  it('a timeout kills the hook and what it started, on time', async () => {
    const started = Date.now();
    const r = await runHook('before', 'sleep 20; echo done', '/tmp', 500);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r.exitCode).toBe(null);
    expect(r.stderr).toContain('hook timed out after 500 ms');
  });

  it('a background job left running does not keep the hook from returning', async () => {
    const started = Date.now();
    const r = await runHook('before', 'sleep 5 & echo started', '/tmp', 10_000);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r).toMatchObject({ exitCode: 0, stdout: 'started\n' });
  });
});
