// Start-up time of the real bundles: from spawning `node <bundle>` to the first request the
// OpenAI-wire fake model (fake-model.ts) receives, server start and tools/list included. The CLI
// (`<dir>/cli/index.js run`) runs on this Node, the action (`<dir>/index.js`, env as the runner
// sets it) on tools/node24 (action.yml: using node24). A small stub-mode corpus on the example
// server. Prints the median and the min of BENCH_START_RUNS (5) runs per bundle, then one JSON line.
//   tsx bench/start.ts [bundle dir, default $BENCH_BUNDLE or dist/]
//   BENCH_START=cli,action picks the bundles (and floor: bench/floor.ts, the libraries alone
//   doing the same job on the same server, on the action's Node; floor-libs: without the
//   server); BENCH_START_N scenarios (4); BENCH_START_SERVER example (the example server, on
//   the MCP SDK) or tiny (a few lines of JSON-RPC: what is left is ours). To see where
//   the time goes: BENCH_START_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go before
//   the bundle, and BENCH_START_OUTPUT=1 prints each run's output.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { BUNDLE_OPTIONS } from '../scripts/bundle-options.mjs';
import { writeCorpus } from './corpus.js';
import { startFakeModel } from './fake-model.js';
import { benchEnv } from './tree.js';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.resolve(process.argv[2] ?? process.env.BENCH_BUNDLE ?? path.join(root, 'dist'));
const runs = Number(process.env.BENCH_START_RUNS ?? 5);
const n = Number(process.env.BENCH_START_N ?? 4);
const picked = (process.env.BENCH_START ?? 'cli,action').split(',').map((s) => s.trim());
const node24 = path.join(root, 'tools/node24/node_modules/node/bin/node');
const server = process.env.BENCH_START_SERVER ?? 'example';

// An MCP server with nothing to load: initialize, the one tool the corpus calls, empty answers.
const TINY_SERVER = `
const tools = [{ name: 'get_cluster', description: 'A cluster by id',
  inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } }];
let buffer = '';
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let i; (i = buffer.indexOf('\\n')) >= 0; ) {
    const m = JSON.parse(buffer.slice(0, i));
    buffer = buffer.slice(i + 1);
    if (m.id === undefined) continue;
    const result = m.method === 'initialize'
      ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'tiny', version: '1' } }
      : m.method === 'tools/list' ? { tools } : { content: [] };
    process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }) + '\\n');
  }
});
`;

/** The bench corpus, on the tiny server when BENCH_START_SERVER=tiny. */
function corpus(): string {
  const { dir } = writeCorpus(n, 'cluster');
  if (server === 'tiny') {
    writeFileSync(path.join(dir, 'tiny-server.cjs'), TINY_SERVER);
    writeFileSync(
      path.join(dir, 'mcp-eval.yaml'),
      `server: { command: ${JSON.stringify(process.execPath)}, args: [tiny-server.cjs] }\ncorpus: [corpus.yaml]\n`,
    );
  } else if (server !== 'example')
    throw new Error(`BENCH_START_SERVER: example or tiny, not ${server}`);
  return dir;
}

const FLOORS: Record<string, string> = {
  floor: `the libraries alone, ${server} server spawned, initialized and listed`,
  'floor-libs': 'the libraries alone, no server: node+openai only',
};

interface Target {
  node: string;
  args: string[];
  env: (dir: string, modelUrl: string) => NodeJS.ProcessEnv;
}

// Nothing of a runner (when the bench runs in CI) or of the caller's provider keys leaks in.
const baseEnv = () =>
  Object.fromEntries(
    Object.entries(benchEnv()).filter(
      ([k]) => !/^(GITHUB_|ACTIONS_|INPUT_|RUNNER_|NODE_OPTIONS$|[A-Z]+_API_KEY$)/.test(k),
    ),
  );

const cli: Target = {
  node: process.env.BENCH_CLI_NODE ?? process.execPath,
  // -q: no progress line; stdout and stderr are not a terminal anyway.
  args: [
    path.join(bundle, 'cli/index.js'),
    'run',
    '--config',
    'mcp-eval.yaml',
    '--provider',
    'openai:fake-model',
    '-q',
  ],
  env: (_dir, modelUrl) => ({ ...baseEnv(), OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: modelUrl }),
};

const action: Target = {
  node: process.env.BENCH_ACTION_NODE ?? (existsSync(node24) ? node24 : process.execPath),
  args: [path.join(bundle, 'index.js')],
  env(dir, modelUrl) {
    const file = (name: string, content = '') => {
      writeFileSync(path.join(dir, name), content);
      return path.join(dir, name);
    };
    // Every declared input, defaults filled in, as the runner passes them (INPUT_<NAME>).
    const declared = (
      parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
        inputs: Record<string, { default?: string }>;
      }
    ).inputs;
    const inputs: Record<string, string> = {};
    for (const [name, spec] of Object.entries(declared)) inputs[name] = spec.default ?? '';
    Object.assign(inputs, {
      'working-directory': dir,
      providers: 'openai:fake-model',
      // Nothing after the run reaches out: the bench measures the start.
      comment: 'false',
      'upload-artifact': 'false',
      'github-token': 'ghs_bench',
    });
    // A pull request: baseline auto looks up the base branch's last run (the fake's 404, a notice).
    const event = {
      action: 'opened',
      number: 1,
      pull_request: { number: 1, head: { ref: 'feature', sha: 'abc' }, base: { ref: 'main' } },
      repository: { name: 'server', owner: { login: 'octo' }, full_name: 'octo/server' },
    };
    return {
      ...baseEnv(),
      ...Object.fromEntries(
        Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]),
      ),
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: file('event.json', JSON.stringify(event)),
      GITHUB_REPOSITORY: 'octo/server',
      // baseline: auto asks it for the base branch's last run: the fake's 404, on loopback.
      GITHUB_API_URL: modelUrl.replace(/\/v1$/, ''),
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '1',
      GITHUB_WORKSPACE: dir,
      GITHUB_STEP_SUMMARY: file('summary.md'),
      GITHUB_OUTPUT: file('output'),
      GITHUB_ENV: file('env'),
      GITHUB_PATH: file('path'),
      GITHUB_STATE: file('state'),
      RUNNER_TEMP: mkdtempSync(path.join(dir, 'runner-')),
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: modelUrl,
      NO_PROXY: '127.0.0.1,localhost',
      no_proxy: '127.0.0.1,localhost',
    };
  },
};

// The libraries alone (floor.ts), bundled as the tool is, on the action's Node: with the run's
// server spawned, initialized and listed (`floor`), or without (`floor-libs`, node+openai only).
async function floorTarget(withServer: boolean): Promise<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-floor-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  await build({
    ...BUNDLE_OPTIONS,
    entryPoints: { floor: path.join(root, 'bench/floor.ts') },
    outdir: dir,
    logLevel: 'warning',
  });
  return {
    node: action.node,
    args: [path.join(dir, 'floor.js')],
    env: (dir, modelUrl) => ({
      ...baseEnv(),
      OPENAI_BASE_URL: modelUrl,
      ...(withServer ? { BENCH_FLOOR_SERVER: JSON.stringify(serverOf(dir, modelUrl)) } : {}),
    }),
  };
}

/** The server the run's config names (corpus()), for the floor: `${spy.url}` (the ops API,
 * asked only on a tool call) points at the fake instead of a spy. */
function serverOf(dir: string, url: string) {
  const { server } = parse(readFileSync(path.join(dir, 'mcp-eval.yaml'), 'utf8')) as {
    server: { command: string; args: string[]; env?: Record<string, string> };
  };
  const env = Object.fromEntries(
    Object.entries(server.env ?? {}).map(([k, v]) => [k, v.replace('${spy.url}', url)]),
  );
  return { command: server.command, args: server.args, env };
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  // After the command name in parentheses: fields 14 and 15 of stat(5), utime and stime.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Math.round((ticks * 1000) / TICKS_PER_SECOND);
}
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

interface Start {
  /** Spawn → the fake's first chat request. */
  ms: number;
  /** The tool's own CPU time by then (its server's not included): what load does not inflate. */
  cpu?: number;
}

/** From spawn to the fake's first chat request (the run goes on to its end). */
async function once(target: Target, name: string): Promise<Start> {
  let pid: number | undefined;
  let cpu: number | undefined;
  const fake = await startFakeModel({ latencyMs: 0, onFirst: () => (cpu = cpuMs(pid)) });
  const dir = corpus();
  try {
    const env = target.env(dir, fake.url);
    const nodeArgs = process.env.BENCH_START_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const spawnedAt = Date.now();
    const child = spawn(target.node, [...nodeArgs, ...target.args], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pid = child.pid;
    // Both streams: the action reports its failure on stdout (::error::).
    let output = '';
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (process.env.BENCH_START_OUTPUT) process.stderr.write(output);
    if (fake.stats.firstAt === undefined) {
      throw new Error(`${name}: no model request (exit ${code}):\n${output.slice(-2000)}`);
    }
    return { ms: fake.stats.firstAt - spawnedAt, cpu };
  } finally {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const out: Record<string, { median: number; min: number; runs: number[]; cpu?: number }> = {};
for (const name of picked) {
  const floor = name === 'floor' || name === 'floor-libs';
  const target = floor ? await floorTarget(name === 'floor') : { cli, action }[name];
  if (!target)
    throw new Error(`BENCH_START: unknown bundle "${name}" (cli, action, floor, floor-libs)`);
  // One unmeasured run first: the OS file cache warm, as on a second step of a job.
  await once(target, name);
  const starts: Start[] = [];
  for (let i = 0; i < runs; i++) starts.push(await once(target, name));
  const times = starts.map((s) => s.ms);
  const cpus = starts.flatMap((s) => (s.cpu === undefined ? [] : [s.cpu]));
  const cpu = cpus.length ? median(cpus) : undefined;
  out[name] = { median: median(times), min: Math.min(...times), runs: times, cpu };
  const version = execFileSync(target.node, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  console.log(
    `${name.padEnd(6)} spawn → first model request: median ${median(times)} ms, min ${Math.min(...times)} ms, ` +
      `CPU ${cpu ?? '?'} ms (${runs} runs, Node ${version.trim()}, ${floor ? FLOORS[name] : `${server} server, ${bundle}`})`,
  );
}
console.log(JSON.stringify(out));
