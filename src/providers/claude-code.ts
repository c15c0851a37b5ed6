// The agent CLI provider: Claude Code in headless mode (`claude -p`). It runs its own tool loop
// against the spy proxy, served to it as an MCP server; the calls come from the spy's log, the
// final text and usage from its stream-json output.
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Turn } from '../model/scenario.js';
import { ProviderError, type AgentReply, type AgentTurnContext, type Provider } from './types.js';
import { type Usage } from '../model/transcript.js';

export const CLAUDE_COMMAND = 'claude';
/** The name the spy is given in the MCP config: its tools appear as mcp__spy__<tool>. */
export const SPY_SERVER = 'spy';

export interface ClaudeCodeOptions {
  id: string;
  /** Passed as --model when set; otherwise the CLI's default model. */
  model?: string;
  /** Full path of the executable (see findExecutable). */
  command: string;
  /** The child's environment (its API key or login live there). */
  env: Record<string, string | undefined>;
}

/** The executable's full path when `name` is on PATH (PATHEXT-free: POSIX and .cmd on Windows). */
export function findExecutable(
  name: string,
  env: Record<string, string | undefined>,
): string | undefined {
  const dirs = (env.PATH ?? env.Path ?? '').split(path.delimiter).filter(Boolean);
  const names = process.platform === 'win32' ? [`${name}.cmd`, `${name}.exe`, name] : [name];
  for (const dir of dirs) {
    for (const n of names) {
      const full = path.join(dir, n);
      try {
        if (!statSync(full).isFile()) continue;
        accessSync(full, constants.X_OK);
        return full;
      } catch {
        // not here
      }
    }
  }
  return undefined;
}

export function claudeCodeProvider(opts: ClaudeCodeOptions): Provider {
  return {
    id: opts.id,
    name: 'claude-code',
    model: opts.model ?? 'default',
    start() {
      throw new Error('claude-code is an agent provider: the runner drives it through `agent`');
    },
    agent: { run: (turn, ctx) => runTurn(opts, turn, ctx) },
  };
}

/** The command line for one turn (the prompt goes to stdin). */
export function claudeArgs(
  opts: Pick<ClaudeCodeOptions, 'model'>,
  ctx: AgentTurnContext,
  mcpConfig: string,
): string[] {
  return [
    '-p',
    '--output-format',
    'stream-json',
    '--verbose',
    '--mcp-config',
    mcpConfig,
    '--strict-mcp-config',
    // No built-in tools (Bash, Read, …): the model sees the server's tools and nothing else.
    '--tools',
    '',
    // Pre-approves every tool of the spy server; nothing else is approved.
    '--allowedTools',
    `mcp__${SPY_SERVER}`,
    '--max-turns',
    String(ctx.maxSteps + 1),
    ...(opts.model ? ['--model', opts.model] : []),
    ...(ctx.sessionId ? ['--resume', ctx.sessionId] : []),
  ];
}

interface StreamMessage {
  type?: string;
  subtype?: string;
  session_id?: string;
  is_error?: boolean;
  result?: string;
  usage?: {
    input_tokens?: number;
    output_tokens?: number;
    cache_read_input_tokens?: number;
    cache_creation_input_tokens?: number;
  };
  mcp_servers?: { name: string; status: string }[];
}

async function runTurn(
  opts: ClaudeCodeOptions,
  turn: Turn,
  ctx: AgentTurnContext,
): Promise<AgentReply> {
  // An empty folder as the working directory: the agent's own file tools see nothing of ours.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcp-eval-claude-'));
  try {
    const config = path.join(dir, 'mcp.json');
    await writeFile(
      config,
      JSON.stringify({ mcpServers: { [SPY_SERVER]: { type: 'http', url: ctx.mcpUrl } } }),
    );
    const work = path.join(dir, 'work');
    await mkdir(work);
    return await spawnClaude(opts, claudeArgs(opts, ctx, config), turn.user, work, ctx.signal);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function spawnClaude(
  opts: ClaudeCodeOptions,
  args: string[],
  prompt: string,
  cwd: string,
  signal: AbortSignal,
): Promise<AgentReply> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const child = spawn(opts.command, args, {
      cwd,
      env: opts.env as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
      // .cmd shims need a shell on Windows.
      shell: process.platform === 'win32' && opts.command.endsWith('.cmd'),
      // Its own process group (POSIX): a cancel or a timeout ends what the agent started too.
      detached: process.platform !== 'win32',
    });
    const kill = () => {
      try {
        // Never -0: that is this process's own group.
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
        else child.kill();
      } catch {
        child.kill();
      }
    };
    let result: StreamMessage | undefined;
    let sessionId: string | undefined;
    let failed: ProviderError | undefined;
    let buffer = '';
    const stderr: string[] = [];
    const onLine = (line: string) => {
      if (!line.trim()) return;
      let msg: StreamMessage;
      try {
        msg = JSON.parse(line) as StreamMessage;
      } catch {
        return; // not a stream-json line (a warning on stdout): ignore
      }
      sessionId = msg.session_id ?? sessionId;
      if (msg.type === 'system' && msg.subtype === 'init') {
        const spy = msg.mcp_servers?.find((s) => s.name === SPY_SERVER);
        if (spy && spy.status !== 'connected' && spy.status !== 'pending') {
          failed = new ProviderError(
            'other',
            `claude-code: the spy MCP server is ${spy.status} (could not connect to ${SPY_SERVER})`,
          );
          kill();
        }
      }
      if (msg.type === 'result') result = msg;
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr.push(chunk);
      if (stderr.length > 50) stderr.shift();
    });
    const onAbort = () => kill();
    signal.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      signal.removeEventListener('abort', onAbort);
      reject(new ProviderError('other', `claude-code: cannot run ${opts.command}: ${err.message}`));
    });
    child.on('close', (code, killedBy) => {
      signal.removeEventListener('abort', onAbort);
      onLine(buffer);
      if (signal.aborted) return reject(signal.reason);
      if (failed) return reject(failed);
      const tail = stderr.join('').trim().split('\n').slice(-5).join(' | ');
      if (!result) {
        const how = code !== null ? `exited with code ${code}` : `was killed by ${killedBy}`;
        return reject(
          new ProviderError(
            'other',
            `claude-code: ${opts.command} ${how} without a result message${tail ? `: ${tail}` : ''}`,
          ),
        );
      }
      const text = typeof result.result === 'string' ? result.result : '';
      // Running out of turns is the model's doing: score what it did.
      if (result.is_error && result.subtype !== 'error_max_turns') {
        const message = text || result.subtype || tail || 'error';
        return reject(new ProviderError(errorKind(message), `claude-code: ${message}`));
      }
      resolve({
        text,
        sessionId: result.session_id ?? sessionId,
        ...(result.usage ? { usage: toUsage(result.usage) } : {}),
      });
    });
    child.stdin.on('error', () => undefined); // the child may exit before reading
    child.stdin.end(prompt);
  });
}

function errorKind(message: string): ProviderError['kind'] {
  if (/invalid api key|authenticat|unauthori[sz]ed|\/login|\b40[13]\b/i.test(message))
    return 'auth';
  if (/rate limit|\b429\b/i.test(message)) return 'rate-limit';
  if (/overloaded|\b529\b|\b503\b/i.test(message)) return 'overloaded';
  return 'other';
}

function toUsage(u: NonNullable<StreamMessage['usage']>): Usage {
  const cached = u.cache_read_input_tokens ?? 0;
  return {
    // Like the anthropic adapter: the whole prompt, with the cached part beside it.
    inputTokens: (u.input_tokens ?? 0) + cached + (u.cache_creation_input_tokens ?? 0),
    outputTokens: u.output_tokens ?? 0,
    cachedTokens: cached,
  };
}
