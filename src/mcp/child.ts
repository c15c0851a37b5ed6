// A stdio transport that, unlike the SDK's, keeps what we need when a server dies:
// its exit code and the last lines of its stderr.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

const STDERR_LINES = 20;

export interface ChildSpec {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
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
  private readonly buffer = new ReadBuffer();
  private stderr: string[] = [];
  private partial = '';

  constructor(private readonly spec: ChildSpec) {}

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.spec.command, this.spec.args, {
        env: this.spec.env,
        cwd: this.spec.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      this.child = child;
      child.once('error', (err) => {
        if (child.pid === undefined) this.spawnError = err;
        reject(err);
        this.onerror?.(err);
      });
      child.once('spawn', () => resolve());
      child.once('exit', (code, signal) => {
        this.exitCode = code;
        this.signal = signal;
        this.onclose?.();
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        this.buffer.append(chunk);
        for (;;) {
          try {
            const message = this.buffer.readMessage();
            if (!message) break;
            this.onmessage?.(message);
          } catch (err) {
            this.onerror?.(err as Error);
          }
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => this.keepStderr(chunk.toString('utf8')));
      child.stdin?.on('error', (err) => this.onerror?.(err));
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      const stdin = this.child?.stdin;
      if (!stdin || stdin.destroyed) return resolve();
      if (stdin.write(serializeMessage(message))) resolve();
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
    // must not wait on it.
    const timer = setTimeout(() => child.kill('SIGTERM'), 500);
    const hard = setTimeout(() => child.kill('SIGKILL'), 1000);
    const giveUp = new Promise<void>((resolve) => setTimeout(resolve, 1500).unref());
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

  /** The last lines the server wrote to stderr. */
  stderrTail(): string[] {
    return this.partial ? [...this.stderr, this.partial] : this.stderr;
  }

  private keepStderr(text: string): void {
    const lines = (this.partial + text).split(/\r?\n/);
    this.partial = lines.pop() ?? '';
    this.stderr.push(...lines);
    if (this.stderr.length > STDERR_LINES) this.stderr = this.stderr.slice(-STDERR_LINES);
  }
}
