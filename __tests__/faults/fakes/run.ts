// One run of the real engine (evaluate(): corpus → run → score → report) in a temp folder,
// against a fault-injecting model API. Stub mode over a tool catalog: no MCP server needed.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { evaluate } from '../../../src/run/evaluate.js';
import type { Report, ResultRow } from '../../../src/model/report.js';
import { startFake, type Reply } from '../../fakes/wire.js';
import type { Wire } from '../../fakes/wire.js';

const TOOLS = [
  { name: 'list_clusters', description: 'List clusters', inputSchema: { type: 'object' } },
  {
    name: 'get_cluster',
    description: 'One cluster',
    inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
  },
];

export interface FaultCase {
  id: string;
  /** The fault for this scenario's n-th request, or undefined for the model's normal answer. */
  fault(wire: Wire, n: number, body: Record<string, unknown>): Reply | undefined;
  /** Scenario fields besides id and prompt (default: expects a list_clusters call). */
  scenario?: Record<string, unknown>;
}

export interface FaultRun {
  rows: Map<string, ResultRow>;
  report: Report;
  markdown: string;
  /** Every report file the run was asked for exists. */
  written: boolean;
  requests: number;
}

const quiet = { info() {}, notice() {}, warn() {} };

/** The model when no fault applies: calls list_clusters, then answers from the result. */
function normal(wire: Wire, body: Record<string, unknown>): Reply {
  return {
    json: wire.hasResults(body)
      ? wire.text('You have one cluster: prod.')
      : wire.calls([{ name: 'list_clusters' }]),
  };
}

export async function runFaults(
  wire: Wire,
  cases: FaultCase[],
  opts: { provider?: Record<string, unknown>; concurrency?: number } = {},
): Promise<FaultRun> {
  const seen = new Map<string, number>();
  const api = await startFake(({ body }) => {
    const prompt = wire.prompt(body);
    const c = cases.find((x) => prompt.startsWith(`${x.id}:`));
    if (!c) return { status: 400, json: wire.error(400, `no case for ${prompt}`) };
    const n = seen.get(c.id) ?? 0;
    seen.set(c.id, n + 1);
    return c.fault(wire, n, body) ?? normal(wire, body);
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-faults-'));
  try {
    const scenarios = cases.map((c) => ({
      id: c.id,
      prompt: `${c.id}: Which clusters do I have?`,
      expect: { calls: [{ tool: 'list_clusters' }] },
      ...c.scenario,
    }));
    writeFileSync(path.join(dir, 'tools.json'), JSON.stringify(TOOLS));
    writeFileSync(path.join(dir, 'c.yaml'), JSON.stringify({ scenarios }));
    const config = {
      catalog: 'tools.json',
      corpus: ['c.yaml'],
      concurrency: opts.concurrency ?? cases.length,
      providers: [wire.provider(api.url, { retries: 1, timeout: 1, ...opts.provider })],
    };
    writeFileSync(path.join(dir, 'mcp-eval.yaml'), JSON.stringify(config));
    const out = path.join(dir, 'out');
    const written = await evaluate({
      cwd: dir,
      config: 'mcp-eval.yaml',
      out,
      formats: ['json', 'md'],
      log: quiet,
      env: { [wire.keyEnv]: 'test-key' },
    });
    const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
    const markdown = readFileSync(path.join(out, 'report.md'), 'utf8');
    return {
      rows: new Map(report.results.map((r) => [r.scenario, r])),
      report,
      markdown: written.markdown ?? markdown,
      written: ['report.json', 'report.md'].every((f) => existsSync(path.join(out, f))),
      requests: api.count(),
    };
  } finally {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
