// mcp-eval beside promptfoo, like with like: both CLIs on the same Node (PEER_NODE, ≥ 22.22),
// both live on the same example MCP server (its ops API served by the fake), the same scripted
// loopback model (bench/fake-model.ts, L ms per answer), the same N "Show cluster cN" prompts, K
// at once. Prints, per tool, its own bound (the best wall its schedule allows), wall, efficiency
// (bound / wall), peak memory of the process tree (RSS summed, and PSS summed: shared pages once)
// and spawn → first model request; then the ratios.
// Run by bench/peer.sh, which installs promptfoo and passes PEER_NODE and PEER_PROMPTFOO (its
// CLI). By env: BENCH_PEER_N (500), BENCH_PEER_K (16), BENCH_LATENCY_MS (200), BENCH_PEER_ROUNDS
// (1: rounds interleave the tools, medians are printed), BENCH_PEER_MODES (default,stateless: our
// server as users declare it), BENCH_BUNDLE (dist/), BENCH_OPS_LATENCY_MS (0: how long the ops
// API behind the server takes; each tool call waits that long).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { writeCorpus } from './corpus.js';
import { startFakeModel } from './fake-model.js';
import { runCommand, type StepResult } from './tree.js';

const N = Number(process.env.BENCH_PEER_N ?? 500);
const K = Number(process.env.BENCH_PEER_K ?? 16);
const L = Number(process.env.BENCH_LATENCY_MS ?? 200);
const ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 1);
const OPS_LATENCY = Number(process.env.BENCH_OPS_LATENCY_MS ?? 0);
const MODES = (process.env.BENCH_PEER_MODES ?? 'default,stateless').split(',').filter(Boolean);
const node = process.env.PEER_NODE;
const cli = process.env.PEER_PROMPTFOO;
if (!node || !cli) throw new Error('PEER_NODE and PEER_PROMPTFOO are set by bench/peer.sh');
for (const [name, v] of Object.entries({ N, K, L, ROUNDS }))
  if (!Number.isInteger(v) || v < (name === 'L' ? 0 : 1))
    throw new Error(`bench/peer.ts: ${name} must be a whole number, not ${String(v)}`);
const root = path.resolve(import.meta.dirname, '..');
const bundle = path.resolve(process.env.BENCH_BUNDLE ?? path.join(root, 'dist'));
const exampleServer = path.join(root, 'examples/server/dist/index.js');

interface Run {
  wall: number;
  peakRssMb: number;
  peakPssMb: number;
  requests: number;
  /** Tool calls the example server ran against the fake's ops API. */
  ops: number;
  /** Spawn → the fake's first chat request, seconds. */
  first: number;
  /** The fake's first request → its last answer, seconds. */
  phase: number;
  passed: number;
  servers?: number;
}

/** One tool's run on a fresh fake: `start` spawns it, given the fake's URL. */
async function measured(
  start: (
    modelUrl: string,
    opsUrl: string,
  ) => Promise<{ r: StepResult; passed: number; servers?: number }>,
): Promise<Run> {
  const fake = await startFakeModel({ latencyMs: L, opsLatencyMs: OPS_LATENCY });
  try {
    const { r, passed, servers } = await start(fake.url, fake.url.replace(/\/v1$/, ''));
    const { requests, ops, firstAt, lastAt } = fake.stats;
    if (!firstAt || !lastAt) throw new Error('bench/peer.ts: the fake model was never asked');
    return {
      wall: r.wall,
      peakRssMb: r.peakRssMb,
      peakPssMb: r.peakPssMb,
      requests,
      ops,
      first: (firstAt - r.spawnedAt) / 1000,
      phase: (lastAt - firstAt) / 1000,
      passed,
      servers,
    };
  } finally {
    await fake.close();
  }
}

/** mcp-eval's CLI (the bundle users run), live on the example server, declared stateless or not. */
const ours = (stateless: boolean) =>
  measured(async (modelUrl, opsUrl) => {
    const { dir, spawnLog } = writeCorpus(N, 'cluster', { opsUrl, stateless, node });
    try {
      const r = await runCommand(
        node,
        [
          ...[path.join(bundle, 'cli/index.js'), 'run', '--config', 'mcp-eval.yaml'],
          ...['--provider', 'openai:fake-model', '--concurrency', String(K), '--no-cache', '-q'],
          ...['--out', 'out'],
        ],
        { OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: modelUrl },
        dir,
      );
      const report = JSON.parse(readFileSync(path.join(dir, 'out/report.json'), 'utf8')) as {
        summary: { overall: { counts: { pass: number } } };
      };
      const servers = readFileSync(spawnLog, 'utf8').split('\n').filter(Boolean).length;
      return { r, passed: report.summary.overall.counts.pass, servers };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

/** promptfoo's CLI, its OpenAI provider with the example server as its MCP server. */
const theirs = () =>
  measured(async (modelUrl, opsUrl) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-peer-'));
    try {
      writeFileSync(
        path.join(dir, 'promptfooconfig.yaml'),
        stringify({
          description: 'mcp-eval bench peer',
          prompts: ['{{prompt}}'],
          providers: [
            {
              id: 'openai:chat:fake-model',
              config: {
                apiBaseUrl: modelUrl,
                apiKey: 'bench',
                mcp: {
                  enabled: true,
                  server: {
                    command: node,
                    args: [exampleServer],
                    env: { OPS_API_URL: opsUrl },
                    name: 'ops',
                  },
                },
              },
            },
          ],
          tests: Array.from({ length: N }, (_, i) => ({
            vars: { prompt: `Show cluster c${i}` },
            assert: [{ type: 'contains', value: 'get_cluster' }],
          })),
        }),
      );
      const r = await runCommand(
        node,
        [
          cli,
          'eval',
          '-c',
          'promptfooconfig.yaml',
          '-j',
          String(K),
          '--no-cache',
          '-o',
          'out.json',
        ],
        {
          PROMPTFOO_CONFIG_DIR: path.join(dir, '.promptfoo'),
          PROMPTFOO_DISABLE_TELEMETRY: '1',
          PROMPTFOO_DISABLE_UPDATE: '1',
          PROMPTFOO_DISABLE_SHARING: '1',
          OPENAI_API_KEY: 'bench',
        },
        dir,
        [0, 100], // 100: a test failed
      );
      const out = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as {
        results?: { stats?: { successes?: number } };
      };
      return { r, passed: out.results?.stats?.successes ?? 0 };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

const tools: [string, () => Promise<Run>][] = [
  ...MODES.map((m): [string, () => Promise<Run>] => {
    if (m !== 'default' && m !== 'stateless')
      throw new Error(`BENCH_PEER_MODES: default and/or stateless, not "${m}"`);
    return [`mcp-eval ${m}`, () => ours(m === 'stateless')];
  }),
  ['promptfoo', theirs],
];
const runs = new Map<string, Run[]>(tools.map(([name]) => [name, []]));
console.log(
  `N=${N} K=${K} L=${L} ms${OPS_LATENCY ? `, ops API ${OPS_LATENCY} ms` : ''}, ${ROUNDS} round(s), both on Node ${node.includes('node24') ? '24 (tools/node24)' : node}`,
);
for (let round = 0; round < ROUNDS; round++)
  for (const [name, run] of tools) {
    const r = await run();
    runs.get(name)!.push(r);
    console.log(
      `  round ${round + 1} ${name}: wall ${r.wall.toFixed(2)} s, ${r.requests} model requests, ` +
        `${r.ops} live tool calls, ` +
        `peak RSS ${r.peakRssMb.toFixed(0)} MB, PSS ${r.peakPssMb.toFixed(0)} MB, first request ${r.first.toFixed(2)} s`,
    );
  }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** The medians of a tool's rounds, with its own bound: ⌈N/K⌉ waves of its requests per scenario
 * (mcp-eval sends the tool result back for an answer: 2; promptfoo stops at the tool call: 1),
 * each L, and of its tool calls, each the ops API's latency. */
const summary = (rs: Run[]) => {
  const m = (f: (r: Run) => number) => median(rs.map(f));
  const perScenario = Math.round(m((r) => r.requests) / N);
  // Each tool call waits for the ops API too.
  const opsPerScenario = Math.round(m((r) => r.ops) / N);
  const bound = (Math.ceil(N / K) * (perScenario * L + opsPerScenario * OPS_LATENCY)) / 1000;
  const wall = m((r) => r.wall);
  return {
    bound,
    wall,
    efficiency: bound / wall,
    phaseEfficiency: bound / m((r) => r.phase),
    rss: m((r) => r.peakRssMb),
    pss: m((r) => r.peakPssMb),
    first: m((r) => r.first),
    requests: m((r) => r.requests),
    ops: m((r) => r.ops),
    passed: m((r) => r.passed),
    servers: rs[0].servers,
  };
};
const table = [...runs].map(([name, rs]) => ({ name, ...summary(rs) }));
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
console.log(
  '\n| tool | bound | wall | efficiency (model phase) | peak RSS, tree | peak PSS, tree | first request | model requests | live tool calls | passed |\n|---|---|---|---|---|---|---|---|---|---|',
);
for (const t of table)
  console.log(
    `| ${t.name} | ${t.bound.toFixed(1)} s | ${t.wall.toFixed(2)} s | ${pct(t.efficiency)} (${pct(t.phaseEfficiency)}) | ` +
      `${t.rss.toFixed(0)} MB${t.servers === undefined ? '' : ` (${t.servers} server process(es))`} | ` +
      `${t.pss.toFixed(0)} MB | ` +
      `${t.first.toFixed(2)} s | ${t.requests} | ${t.ops} | ${t.passed} of ${N} |`,
  );
const peer = table.at(-1)!;
console.log('\nmcp-eval / promptfoo (efficiency: higher is better; the rest: lower is better)');
for (const t of table.slice(0, -1))
  console.log(
    `  ${t.name}: efficiency ${(t.efficiency / peer.efficiency).toFixed(2)} ×, ` +
      `peak RSS ${(t.rss / peer.rss).toFixed(2)} ×, PSS ${(t.pss / peer.pss).toFixed(2)} ×, first request ${(t.first / peer.first).toFixed(2)} ×, ` +
      `wall ${(t.wall / peer.wall).toFixed(2)} × (of bounds ${(t.bound / peer.bound).toFixed(2)} ×)`,
  );
