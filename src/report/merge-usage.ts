// The usage of merged shards: what the rows tell is computed again; what needs the price table
// (which no report holds) is summed from the shards.
import type { JudgeInfo, ProviderInfo, Report, ResultRow } from '../model/report.js';
import { usageReport } from '../score/usage.js';
import type { Shard } from './merge-checks.js';

/**
 * Tokens, runs and latency from the rows; costs summed from the shards' (the price table is not
 * in a report), so they may differ from one run's in the last micro-dollar.
 */
export function mergeUsage(
  shards: Shard[],
  rows: ResultRow[],
  providers: ProviderInfo[],
  judge?: JudgeInfo,
) {
  const ran = providers.filter((p) => p.status !== 'skipped');
  const judgeSpec = judge && { id: judge.id, model: judge.id.split(/:(.*)/)[1] ?? '' };
  const usage = usageReport(rows, ran, undefined, judgeSpec);
  const sum = (values: (number | undefined)[]) => {
    const known = values.filter((v): v is number => v !== undefined);
    return known.length ? Math.round(known.reduce((a, b) => a + b, 0) * 1e6) / 1e6 : undefined;
  };
  const cost = (
    pick: (r: Report) => { cost?: Report['results'][number]['cost']; price?: string } | undefined,
  ) => {
    const parts = shards.map((s) => pick(s.report));
    const priced = parts.filter((p) => p?.cost);
    if (!priced.length) return {};
    const field = (k: 'input' | 'output' | 'cached' | 'total') =>
      sum(priced.map((p) => p!.cost![k]))!;
    return {
      cost: {
        currency: 'USD' as const,
        input: field('input'),
        output: field('output'),
        cached: field('cached'),
        total: field('total'),
      },
      ...(priced[0]!.price ? { price: priced[0]!.price } : {}),
    };
  };
  for (const p of ran)
    Object.assign(
      usage.byProvider[p.id],
      cost((r) => r.usage?.byProvider[p.id]),
    );
  if (usage.judge)
    Object.assign(
      usage.judge,
      cost((r) => r.usage?.judge),
    );
  const total = sum(shards.map((s) => s.report.usage?.totalCost));
  if (total !== undefined) usage.totalCost = total;
  return usage;
}
