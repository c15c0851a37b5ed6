// Runs a bench step in a child process and samples, every 50 ms, the RSS of that process and
// all its descendants (read from /proc), summed: the peak is the whole tree's, servers included.
// A sum of RSS counts the pages processes share (the Node binary, mapped by every server process)
// once per process; every 500 ms it also sums PSS (/proc/<pid>/smaps_rollup: each shared page
// split among the processes mapping it), which counts them once: what the tree occupies. PSS is
// read less often: the kernel walks the page tables for it (1–2 ms a process here).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundled, stopBundler } from './bundle.js';
import { benchNode } from './corpus.js';

const PAGE = 4096;

function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const siblings = children.get(ppid);
      if (siblings) siblings.push(Number(name));
      else children.set(ppid, [Number(name)]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return children;
}

/** `pid` and its descendants now. */
function tree(pid: number): number[] {
  const children = parents();
  const all: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop()!;
    all.push(p);
    queue.push(...(children.get(p) ?? []));
  }
  return all;
}

/** Sums a figure over processes, skipping the ones gone since the listing. */
function sum(pids: number[], read: (pid: number) => number): number {
  let total = 0;
  for (const p of pids) {
    try {
      total += read(p);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return total;
}

const rss = (p: number) => Number(readFileSync(`/proc/${p}/statm`, 'utf8').split(' ')[1]) * PAGE;
const pss = (p: number) => {
  const kb = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'));
  return kb ? Number(kb[1]) * 1024 : 0;
};

export interface StepResult {
  /** The child's last stdout line, parsed (null when it is not JSON). */
  out: Record<string, unknown>;
  stdout: string;
  /** Epoch ms when the child was spawned. */
  spawnedAt: number;
  /** Seconds from spawn to exit. */
  wall: number;
  /** The tree's RSS summed: shared pages once per process that maps them. */
  peakRssMb: number;
  /** The tree's PSS summed: shared pages once (0 where the kernel has no smaps_rollup). */
  peakPssMb: number;
}

/** `node <script bundled>` with `env` added; fails with the child's stderr. BENCH_NODE picks
 * the Node that runs it (this one by default; the action runs on tools/node24's). */
export async function runStep(
  script: string,
  env: Record<string, string>,
  /** Node's own flags, before the script (--max-old-space-size=…). */
  flags: string[] = [],
): Promise<StepResult> {
  const js = await bundled(script);
  await stopBundler();
  return runCommand(benchNode(), [...flags, js], env);
}

/**
 * The environment a measured process starts with: this one, without NODE_EXTRA_CA_CERTS. A
 * machine behind a TLS-inspecting proxy sets it; Node 20 then reads the whole file at every start
 * (about 150 ms here, before any of our code runs, in every server process too), though nothing
 * measured makes a TLS connection.
 */
export function benchEnv(): NodeJS.ProcessEnv {
  const { NODE_EXTRA_CA_CERTS: _ignored, ...env } = process.env;
  return env;
}

export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
  /** Exit codes that are not a failure (promptfoo exits 100 when a test fails). */
  ok: number[] = [0],
): Promise<StepResult> {
  const spawnedAt = Date.now();
  const t = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...benchEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peak = 0;
  let peakPss = 0;
  let ticks = 0;
  const sample = () => {
    if (!child.pid) return;
    const pids = tree(child.pid);
    peak = Math.max(peak, sum(pids, rss));
    if (ticks++ % 10 === 0) peakPss = Math.max(peakPss, sum(pids, pss));
  };
  const timer = setInterval(sample, 50);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', (err) => {
      clearInterval(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      const wall = (performance.now() - t) / 1000;
      if (!ok.includes(code ?? -1)) {
        const tail = `${stderr}\n${stdout}`.trim().slice(-3000);
        return reject(
          new Error(`${path.basename(command)} ${args.join(' ')} exited ${code}:\n${tail}`),
        );
      }
      let out: Record<string, unknown> = {};
      try {
        out = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Record<string, unknown>;
      } catch {
        // Not a bench step: its output is the caller's to read.
      }
      resolve({
        out,
        stdout,
        spawnedAt,
        wall,
        peakRssMb: peak / 2 ** 20,
        peakPssMb: peakPss / 2 ** 20,
      });
    });
  });
}
