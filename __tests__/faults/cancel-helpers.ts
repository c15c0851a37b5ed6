// The cancel tests' workbench: a corpus on servers/cancel-server.mjs (started through `sh -c`,
// with a helper of its own), the CLI or the action started as real processes on the sources
// (tsx; or the bundles, CANCEL_ON_DIST=1), and a scan of /proc for every process that carries the test's marker.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Report, ResultRow } from '../../src/model/report.js';
import { addTally } from './tally.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(import.meta.dirname, 'servers/cancel-server.mjs');

const made: string[] = [];
const markers: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  // A test that failed before its orphan check leaves no process behind on this machine either.
  for (const marker of markers.splice(0))
    for (const line of processesWith(marker)) {
      try {
        process.kill(Number(line.split(' ')[0]), 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
});

export interface Bench {
  dir: string;
  /** In the command line or the environment of every process the run starts. */
  marker: string;
  config: string;
  out: string;
  /** True once `slow` was called with this id, or the hook of that id started; or the server
   * left `starting` or `listing` (CANCEL_INIT_MS, CANCEL_LIST_HANG). */
  started(id: string): boolean;
}

/** What a bench may change: the server's environment (CANCEL_INIT_MS, CANCEL_LIST_HANG), the
 * providers (replay by default), lines added to mcp-eval.yaml. */
export interface BenchOptions {
  serverEnv?: Record<string, string>;
  providers?: string;
  config?: string;
}

/** A folder with mcp-eval.yaml (the cancel server, `concurrency`) and c.yaml (`scenarios`); a
 * process per running scenario (`server.pool`), so that each is caught in its own phase. */
export function bench(scenarios: string, concurrency = 3, options: BenchOptions = {}): Bench {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-cancel-'));
  made.push(dir);
  const marker = `mcp-eval-cancel-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  markers.push(marker);
  // `; true` keeps sh alive above node: the server is a grandchild, its helper one level lower.
  const command = `'${process.execPath}' '${SERVER}' ${marker}; true`;
  writeFileSync(
    path.join(dir, 'mcp-eval.yaml'),
    `server:
  command: sh
  args: ["-c", ${JSON.stringify(command)}]
  env: ${JSON.stringify({ CANCEL_DIR: dir, CANCEL_MARKER: marker, ...options.serverEnv })}
  pool: ${concurrency}
corpus: [c.yaml]
concurrency: ${concurrency}
providers: [${options.providers ?? 'replay'}]
${options.config ?? ''}`,
  );
  writeFileSync(path.join(dir, 'c.yaml'), `scenarios:\n${scenarios}`);
  return {
    dir,
    marker,
    config: path.join(dir, 'mcp-eval.yaml'),
    out: path.join(dir, 'out'),
    started: (id) =>
      existsSync(path.join(dir, ['starting', 'listing'].includes(id) ? id : `slow-${id}`)),
  };
}

export const quick = (id: string) =>
  `  - { id: ${id}, prompt: "be quick", expect: { calls: [{ tool: quick }] } }\n`;
export const slow = (id: string, extra = '', ms?: number) =>
  `  - { id: ${id}, prompt: "be slow", ${extra}expect: { calls: [{ tool: slow, args: { id: ${id}${ms ? `, ms: ${ms}` : ''} } }] } }\n`;
/** A scenario whose before hook runs a minute (a node grandchild of bash) after leaving its file;
 * the marker reaches both through the run's environment. */
export const hooked = (id: string) =>
  slow(
    id,
    `before: "${process.execPath} -e \\"require('fs').writeFileSync('slow-${id}', ''); setTimeout(() => {}, 60000)\\"; true", `,
  );

export interface Proc {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Exit code, and ms from `since` (or the start) to the exit. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** The sources through tsx; with CANCEL_ON_DIST=1, the bundles (once `npm run bundle` ran). */
const ON_DIST = process.env.CANCEL_ON_DIST === '1';
const ENTRIES = {
  cli: ON_DIST ? ['dist/cli/index.js'] : ['--import', 'tsx', 'src/cli.ts'],
  action: ON_DIST ? ['dist/index.js'] : ['--import', 'tsx', 'src/index.ts'],
};

/** Starts the CLI or the action with node in ROOT, its environment PATH, HOME and `env`. */
export function start(entry: keyof typeof ENTRIES, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, [...ENTRIES[entry], ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code, signal) => resolve({ code, signal, at: Date.now() }));
    },
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** `mcp-eval run` on the bench, with the marker in its environment (hooks inherit it). */
export function startCli(b: Bench, ...args: string[]): Proc {
  return startCliWith(b, {}, ...args);
}

/** startCli, with `env` added to the run's environment (a provider's key and base URL). */
export function startCliWith(b: Bench, env: NodeJS.ProcessEnv, ...args: string[]): Proc {
  return start('cli', ['run', '-c', b.config, '-o', b.out, ...args], {
    CANCEL_MARKER: b.marker,
    ...env,
  });
}

export async function until(what: string, ok: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every live process whose command line or environment holds `marker`: "pid cmdline". */
export function processesWith(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    const read = (f: string) => {
      try {
        return readFileSync(`/proc/${pid}/${f}`, 'latin1');
      } catch {
        return ''; // gone meanwhile, or not ours to read
      }
    };
    const cmdline = read('cmdline');
    // A zombie has neither: it is dead, only not reaped yet.
    if (cmdline.includes(marker) || read('environ').includes(marker))
      found.push(`${pid} ${cmdline.replaceAll('\0', ' ').trim()}`);
  }
  return found;
}

/** The processes left `ms` after the run ended (a SIGKILL lands at once; a moment for it). */
export async function orphans(marker: string, ms = 1000): Promise<string[]> {
  const end = Date.now() + ms;
  for (;;) {
    const left = processesWith(marker);
    if (!left.length || Date.now() > end) {
      addTally({ orphans: { scans: 1, found: left.length } });
      return left;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function readReport(out: string): { report: Report; rows: Record<string, ResultRow> } {
  const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
  return { report, rows: Object.fromEntries(report.results.map((r) => [r.scenario, r])) };
}

export { faultCounter } from './helpers.js';
