// A tool that runs as a task (MCP tasks; the SDK's experimental client API): tools/call with
// `task`, tasks/get until the task ends, then tasks/result. The scenario's deadline bounds it: when
// the call is given up, the task is cancelled (tasks/cancel) and the record says so.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  ProgressNotificationSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { Json } from '../model/json.js';
import type { TaskRecord } from '../model/transcript.js';
import type { ServerAsks } from './types.js';

/** The longest wait between two polls, whatever pollInterval the server suggests. */
const MAX_POLL_MS = 5000;
/** Between polls when the server suggests no interval. */
const DEFAULT_POLL_MS = 500;
/** How long a tasks/cancel sent as the call is given up may take. */
const CANCEL_MS = 5000;

export async function callAsTask(
  client: Client,
  tool: string,
  args: Record<string, Json>,
  signal: AbortSignal,
  asks?: ServerAsks,
  /** The call's `_meta` (its progress token). */
  meta?: { progressToken: string },
): Promise<CallToolResult> {
  const created = await client.request(
    { method: 'tools/call', params: { name: tool, arguments: args, task: {}, _meta: meta } },
    CreateTaskResultSchema,
    { signal },
  );
  const record: TaskRecord = {
    id: created.task.taskId,
    status: created.task.status,
    polls: 0,
  };
  asks?.task?.(record);
  const tasks = client.experimental.tasks;
  // Marked at once (the row is built as the scenario ends); the cancel is sent beside it.
  const cancel = () => {
    record.cancelled = true;
    tasks.cancelTask(record.id, { timeout: CANCEL_MS }).catch(() => undefined);
  };
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const task = await tasks.getTask(record.id, { signal });
      record.polls++;
      record.status = task.status;
      if (task.statusMessage) record.message = task.statusMessage;
      if (task.status === 'cancelled')
        throw new Error(`task ${record.id} was cancelled by the server`);
      // input_required: tasks/result delivers what the server asks and waits for the end.
      if (['completed', 'failed', 'input_required'].includes(task.status)) break;
      const ms = Math.min(task.pollInterval ?? DEFAULT_POLL_MS, MAX_POLL_MS);
      await pause(ms, signal);
    }
    return await tasks.getTaskResult(record.id, CallToolResultSchema, { signal });
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** Progress notifications, recorded on the call that carried their token. The SDK's own
 * handler is replaced: it drops a notification that comes just before the call's answer (it
 * handles the answer first and forgets the token), which loses a tool's last progress. */
export function trackProgress(client: Client) {
  const byToken = new Map<string, NonNullable<ServerAsks['progress']>>();
  let n = 0;
  client.setNotificationHandler(ProgressNotificationSchema, ({ params: p }) => {
    byToken.get(String(p.progressToken))?.({
      progress: p.progress,
      ...(p.total !== undefined ? { total: p.total } : {}),
      ...(p.message !== undefined ? { message: p.message } : {}),
    });
  });
  return {
    /** A token for one call, and its end (the token is kept until what came before is handled). */
    open(asks: ServerAsks | undefined) {
      if (!asks?.progress) return undefined;
      const progressToken = `mcp-eval-${++n}`;
      byToken.set(progressToken, asks.progress);
      return {
        meta: { progressToken },
        close: () => setImmediate(() => byToken.delete(progressToken)),
      };
    },
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}
