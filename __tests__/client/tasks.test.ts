// Tools that run as MCP tasks, through the real engine: polled until they complete, progress
// recorded; one that never completes is cancelled at the scenario's deadline, and the row says so.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../fakes/wire.js';
import { afterToolResult, EVERYTHING, FIXTURE, runEngine, type Step } from './engine.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-tasks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const callsOnce =
  (tool: string, args: Record<string, unknown>) =>
  (r: RecordedRequest): Step =>
    afterToolResult('openai', r) ? { text: 'Done.' } : { calls: [{ tool, args }] };

describe('tasks', () => {
  it('runs a required-task tool: polled until it completes, its result to the model', async () => {
    const run = await runEngine({
      api: 'openai',
      server: FIXTURE,
      scenarios: [
        {
          id: 'count',
          prompt: 'Count to 5.',
          expect: { calls: [{ tool: 'count_slowly', args: { to: 5 } }] },
        },
      ],
      model: callsOnce('count_slowly', { to: 5 }),
    });
    const [row] = run.rows;
    expect(row.status).toBe('pass');
    expect(row.calls[0].result).toBe('counted to 5 after 3 polls');
    expect(row.calls[0].task).toMatchObject({ status: 'completed', polls: 3 });
    expect(row.calls[0].task?.cancelled).toBeUndefined();
    expect(row.calls[0].progress).toEqual([{ progress: 0, total: 5 }]);
    // The model got the task's result, not the task.
    expect(JSON.stringify(run.requests.at(-1)?.body)).toContain('counted to 5 after 3 polls');
  });

  it('cancels a task that never completes at the deadline, and the row says so', async () => {
    const log = path.join(dir, 'tasks.log');
    const run = await runEngine({
      api: 'openai',
      server: { ...FIXTURE, env: { TASK_LOG: log } },
      scenarios: [
        {
          id: 'never',
          prompt: 'Run the job.',
          timeout: 1,
          expect: { calls: [{ tool: 'never_done' }] },
        },
      ],
      model: callsOnce('never_done', {}),
    });
    const [row] = run.rows;
    expect(row.status).toBe('timeout');
    expect(row.reason).toMatch(
      /^no verdict within 1 s; cancelled \(tasks\/cancel\) the task of never_done \(\S+, working after \d+ polls\)$/,
    );
    expect(row.calls[0]).toMatchObject({
      unanswered: true,
      task: { cancelled: true, status: 'working' },
    });
    expect(row.calls[0].task?.polls).toBeGreaterThan(1);
    // The server was told: its task store marked the task cancelled.
    expect(readFileSync(log, 'utf8')).toContain(`${row.calls[0].task?.id} cancelled`);
    expect(run.markdown).toContain('`never_done({})` (task working, cancelled) ⚠️');
  });

  it("runs server-everything's task tool (simulate-research-query)", async () => {
    const run = await runEngine({
      api: 'openai',
      server: EVERYTHING,
      scenarios: [
        {
          id: 'research',
          prompt: 'Research tides.',
          expect: { calls: [{ tool: 'simulate-research-query' }] },
        },
      ],
      model: callsOnce('simulate-research-query', { topic: 'tides' }),
    });
    const [row] = run.rows;
    expect(row.status).toBe('pass');
    expect(row.calls[0].result).toContain('# Research Report: tides');
    expect(row.calls[0].task).toMatchObject({ status: 'completed' });
  }, 20_000);

  it("records the progress notifications of a plain call (server-everything's long-running operation)", async () => {
    const run = await runEngine({
      api: 'openai',
      server: EVERYTHING,
      scenarios: [
        {
          id: 'long-op',
          prompt: 'Run the long operation.',
          expect: { calls: [{ tool: 'trigger-long-running-operation' }] },
        },
      ],
      model: callsOnce('trigger-long-running-operation', { duration: 0.2, steps: 2 }),
    });
    const [row] = run.rows;
    expect(row.status).toBe('pass');
    expect(row.calls[0].task).toBeUndefined();
    expect(row.calls[0].progress).toEqual([
      { progress: 1, total: 2 },
      { progress: 2, total: 2 },
    ]);
  });
});
