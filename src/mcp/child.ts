// A stdio transport that, unlike the SDK's, keeps what we need when a server dies (its exit
// code, the last lines of its stderr) and survives what a faulty server writes: lines that are
// not JSON-RPC are skipped, a message too long to hold is cut (cut.ts), stderr is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { killGroup, track, untrack } from './group.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  JSONRPCMessageSchema,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { cutAnswer, cutMessageId } from './cut.js';
import { LineSplitter, type LongLine } from './lines.js';

const STDERR_LINES = 20;
/** Characters kept of one stderr line: a server may write megabytes without a newline. */
const STDERR_LINE_CHARS = 2000;
/** Bytes of one stdout message held, unless the spec says otherwise. */
export const DEFAULT_MESSAGE_BYTES = 16 * 1024 * 1024;

export interface ChildSpec {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** The longest stdout message held; past it, a tool call is answered from its head. */
  maxMessageBytes?: number;
  /** Told about each stdout line that is not JSON-RPC (skipped). */
  onNoise?: (line: string) => void;
  /** The run's cancel: once aborted, close() ends the server's group at once. */
  cancel?: AbortSignal;
}

export class ChildProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  exitCode: number | null = null;
  signal: NodeJS.Signals | null = null;
  /** Set when the command could not be started at all (not found, not executable). */
  spawnError?: Error;
  private child?: ChildProcess;
  private readonly lines: LineSplitter;
  private stderr: string[] = [];
  private partial = '';
  /** Requests sent and not yet answered, by id: their method. */
  private readonly waiting = new Map<RequestId, string>();
  private started?: Promise<void>;

  constructor(private readonly spec: ChildSpec) {
    this.lines = new LineSplitter(
      spec.maxMessageBytes ?? DEFAULT_MESSAGE_BYTES,
      (line) => this.receive(line),
      (line) => this.receiveLong(line),
    );
  }

  /** Spawns the server, once (the client's connect() starts it). */
  start(): Promise<void> {
    return (this.started ??= this.launch());
  }

  private async launch(): Promise<void> {
    await this.spawn();
    this.child?.stdout?.on('data', (chunk: Buffer) => this.lines.push(chunk));
  }

  private spawn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.spec.command, this.spec.args, {
        env: this.spec.env,
        cwd: this.spec.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        // Its own process group: what it starts goes with it (group.ts).
        detached: true,
      });
      this.child = child;
      track(child.pid);
      child.once('error', (err) => {
        if (child.pid === undefined) this.spawnError = err;
        reject(err);
        this.onerror?.(err);
      });
      child.once('spawn', () => resolve());
      child.once('exit', (code, signal) => {
        // Whatever it left running in its group (a grandchild under `sh -c`) is an orphan now.
        killGroup(child.pid, 'SIGKILL');
        untrack(child.pid);
        this.exitCode = code;
        this.signal = signal;
        this.onclose?.();
      });
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (text: string) => this.keepStderr(text));
      child.stdin?.on('error', (err) => this.onerror?.(err));
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    if ('method' in message) {
      if ('id' in message) this.waiting.set(message.id, message.method);
      else if (message.method === 'notifications/cancelled')
        this.waiting.delete((message.params as { requestId: RequestId }).requestId);
    }
    // A server that exited before the client was attached fired its 'exit' to no one: a request
    // sent now would wait for its timeout, unanswered.
    if (this.child?.pid !== undefined && !this.running)
      return Promise.reject(new Error(`the server is not running: ${this.describeExit()}`));
    return new Promise((resolve) => {
      const stdin = this.child?.stdin;
      if (!stdin || stdin.destroyed) return resolve();
      // One message a line, as the stdio transport frames it.
      if (stdin.write(`${JSON.stringify(message)}\n`)) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** True while the server process runs. */
  get running(): boolean {
    return this.child?.pid !== undefined && this.exitCode === null && this.signal === null;
  }

  async close(): Promise<void> {
    const child = this.child;
    // A process that never started fires no 'exit': there is nothing to wait for.
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin?.end();
    // A server that ignores the end of its input, then SIGTERM, is killed: the run's report
    // must not wait on it. A cancelled run has no time for the end of input: SIGTERM at once
    // (the runner's SIGKILL comes within seconds).
    const kill = (signal: NodeJS.Signals) => killGroup(child.pid, signal) || child.kill(signal);
    const polite = this.spec.cancel?.aborted ? 0 : 500;
    const timer = setTimeout(() => kill('SIGTERM'), polite);
    const hard = setTimeout(() => kill('SIGKILL'), polite + 500);
    const giveUp = new Promise<void>((resolve) => setTimeout(resolve, polite + 1000).unref());
    await Promise.race([exited, giveUp]);
    clearTimeout(timer);
    clearTimeout(hard);
  }

  /** Why the server is gone: its exit code and the last lines of its stderr. */
  describeExit(): string {
    const how = this.spawnError
      ? `could not be started: ${this.spawnError.message}`
      : this.exitCode !== null
        ? `exited with code ${this.exitCode}`
        : this.signal
          ? `was killed by ${this.signal}`
          : 'is not running';
    const tail = this.stderrTail();
    return how + (tail.length ? `; the last lines of its stderr:\n    ${tail.join('\n    ')}` : '');
  }

  /** Resolves once the server's stderr is read to its end (or after `ms`): its last words may
   * come after its exit. */
  stderrRead(ms = 500): Promise<void> {
    const stderr = this.child?.stderr;
    if (!stderr || stderr.readableEnded || stderr.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      stderr.once('close', () => (clearTimeout(timer), resolve()));
    });
  }

  /** The last lines the server wrote to stderr. */
  stderrTail(): string[] {
    return this.partial ? [...this.stderr, this.partial] : this.stderr;
  }

  private receive(line: string): void {
    let message: JSONRPCMessage;
    try {
      message = JSONRPCMessageSchema.parse(JSON.parse(line));
    } catch {
      // A print to stdout (a banner, a debug line) is the server's mistake, not the run's end.
      this.spec.onNoise?.(line);
      return;
    }
    if (!('method' in message) && 'id' in message && message.id !== undefined)
      this.waiting.delete(message.id);
    this.deliver(message);
  }

  /** A message too long to hold: the request it answers gets an answer made from its head. */
  private receiveLong(line: LongLine): void {
    const id = cutMessageId(line, this.waiting);
    const method = id === undefined ? undefined : this.waiting.get(id);
    if (id === undefined || method === undefined) {
      this.spec.onNoise?.(`a message of ${line.bytes} bytes that answers no waiting request`);
      return;
    }
    this.waiting.delete(id);
    this.deliver(cutAnswer(line, id, method));
  }

  private deliver(message: JSONRPCMessage): void {
    try {
      this.onmessage?.(message);
    } catch (err) {
      this.onerror?.(err as Error);
    }
  }

  private keepStderr(text: string): void {
    const lines = (this.partial + text).split(/\r?\n/);
    this.partial = clip(lines.pop() ?? '');
    this.stderr.push(...lines.slice(-STDERR_LINES).map(clip));
    if (this.stderr.length > STDERR_LINES) this.stderr = this.stderr.slice(-STDERR_LINES);
  }
}

const clip = (line: string) =>
  line.length > STDERR_LINE_CHARS ? `${line.slice(0, STDERR_LINE_CHARS)} …` : line;
