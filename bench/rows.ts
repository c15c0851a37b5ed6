// Synthetic result rows for the report-stage workload: scenarios × providers × repeats, with a
// status mix, tags, categories and a call, a check and a turn each, as the runner makes them.
import type { ProviderInfo, ResultRow } from '../src/model/report.js';
import { STATUSES } from '../src/model/verdict.js';

const TIERS = ['selection', 'args', 'sequence', 'clarification', 'safety'];

export function syntheticRows(scenarios: number, providers: number, repeats: number) {
  const info: ProviderInfo[] = Array.from({ length: providers }, (_, p) => ({
    id: `openai:m${p}`,
    name: 'openai',
    model: `m${p}`,
    status: 'ran',
  }));
  const rows: ResultRow[] = [];
  for (const { id, model } of info) {
    for (let s = 0; s < scenarios; s++) {
      for (let k = 0; k < repeats; k++) {
        const status = STATUSES[(s * 7 + k * 3) % STATUSES.length];
        const passed = status === 'pass';
        rows.push({
          scenario: `s${s}`,
          file: `corpus/f${s % 50}.yaml`,
          line: 1 + (s % 400) * 6,
          provider: id,
          model,
          repetition: k,
          definition: `d${s}`,
          status,
          reason: passed ? '' : `selection: expected get_cluster, got list_clusters`,
          checks: [
            {
              check: 'selection',
              passed,
              reason: passed ? 'called get_cluster' : 'expected get_cluster, got list_clusters',
              turn: 0,
              expected: ['get_cluster'],
              actual: [passed ? 'get_cluster' : 'list_clusters'],
            },
          ],
          observations: [],
          tier: TIERS[s % TIERS.length],
          ...(s % 3 ? { category: `cat${s % 4}` } : {}),
          tags: s % 2 ? ['smoke', `t${s % 5}`] : [`t${s % 5}`],
          mode: 'stub',
          turns: [{ user: `Show cluster c${s}`, reply: `Cluster c${s} has 3 nodes.` }],
          calls: [
            {
              turn: 0,
              tool: passed ? 'get_cluster' : 'list_clusters',
              args: { id: `c${s}` },
              result: `{"id":"c${s}","nodes":3}`,
              stubbed: true,
              durationMs: 1,
            },
          ],
          requests: [],
          hooks: [],
          usage: { inputTokens: 900 + (s % 100), outputTokens: 40, cachedTokens: 0 },
          latencyMs: 200 + ((s * 13 + k) % 300),
          attempts: 1,
        });
      }
    }
  }
  return { rows, providers: info };
}
