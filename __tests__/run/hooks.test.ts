// before/after hooks: output, exit codes, time limits, and nothing left running after them.
import { describe, expect, it } from 'vitest';
import { runHook } from '../../src/run/hooks.js';
import { hookLimit } from '../../src/run/job.js';
import { orphans } from '../faults/cancel-helpers.js';

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
    expect(r.stderr).toContain('hook timed out after 0.5 s');
  });

  it('a background job left running does not keep the hook from returning', async () => {
    const started = Date.now();
    const r = await runHook('before', 'sleep 5 & echo started', '/tmp', 10_000);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r).toMatchObject({ exitCode: 0, stdout: 'started\n' });
  });
});

describe('what a hook leaves behind', () => {
  it('is killed with its process group when the hook ends: no background job outlives it', async () => {
    const marker = `mcp-eval-hook-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
    const env = { PATH: process.env.PATH, HOOK_MARKER: marker };
    const r = await runHook(
      'after',
      'sleep 600 & nohup sleep 601 >/dev/null 2>&1 & (sleep 602 &); echo left',
      '/tmp',
      10_000,
      { env },
    );
    expect(r).toMatchObject({ exitCode: 0, stdout: 'left\n' });
    expect(await orphans(marker)).toEqual([]);
  });

  it('names where its time limit came from when it times out', async () => {
    const r = await runHook('before', 'sleep 20', '/tmp', 300, { limit: 'hook_timeout: 0.3 s' });
    expect(r.stderr).toContain('hook timed out after 0.3 s (hook_timeout: 0.3 s)');
  });
});

describe('hookLimit', () => {
  const now = 1_000_000;
  it("is hook_timeout when set, else the scenario's time left", () => {
    expect(hookLimit('before', 2.5, now + 60_000, now)).toEqual({
      ms: 2500,
      why: 'hook_timeout: 2.5 s',
    });
    expect(hookLimit('before', undefined, now + 8000, now)).toEqual({
      ms: 8000,
      why: "the scenario's time left; set hook_timeout to change it",
    });
    expect(hookLimit('after', undefined, now + 30_000, now).ms).toBe(30_000);
  });

  it('gives an after hook at least 10 s, even when the scenario used all its time', () => {
    expect(hookLimit('after', undefined, now - 5000, now)).toEqual({
      ms: 10_000,
      why: 'the least an after hook gets; set hook_timeout to change it',
    });
    expect(hookLimit('after', 1, now - 5000, now).ms).toBe(1000);
  });
});
