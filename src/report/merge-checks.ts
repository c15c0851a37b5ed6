// What makes shard reports one run: each is a shard, all cut the same selection into the same
// number of shards, with the same config, tool version, providers, judge, A/B run and side,
// thresholds and server tools; each shard once, and (unless allowed) none missing.
import path from 'node:path';
import type { Loaded } from '../model/api.js';
import { SetupError, type Problem } from '../errors.js';
import type { Report, ShardInfo } from '../model/report.js';

export type Shard = Loaded & { report: Report & { shard: ShardInfo } };

/** What must be equal across shards, by the report field it is read from. */
const SAME: { field: string; what: string; of: (r: Report) => unknown }[] = [
  { field: 'shard.count', what: 'shard count', of: (r) => r.shard?.count },
  {
    field: 'shard.selection',
    what: 'selected scenarios (corpus, filters or repeat differ)',
    of: (r) => r.shard?.selection,
  },
  { field: 'config', what: 'config file', of: (r) => r.config ?? null },
  { field: 'tool.version', what: 'mcp-eval version', of: (r) => r.tool.version },
  { field: 'providers', what: 'providers', of: (r) => r.providers.map((p) => p.id) },
  { field: 'judge', what: 'judge', of: (r) => r.judge?.id ?? null },
  // A base shard merged with a head shard would be neither side of the A/B run.
  { field: 'ab', what: 'A/B run or side', of: (r) => (r.ab ? [r.ab.id, r.ab.side] : null) },
  {
    field: 'thresholds.checks',
    what: 'thresholds',
    of: (r) => r.thresholds.checks.map((c) => [c.scope, c.key, c.provider, c.required]),
  },
  {
    field: 'tools',
    what: "server's tools",
    of: (r) =>
      r.tools?.map((t) => [t.name, t.schemaHash, t.outputSchemaHash, t.annotations]) ?? null,
  },
];

/** The shards, checked to be of one run; throws a SetupError naming each mismatch and file. */
export function checkShards(
  loaded: Loaded[],
  cwd: string,
  allowMissing = false,
): { shards: Shard[]; missing: number[] } {
  const shown = (l: Loaded) => path.relative(cwd, l.file) || l.file;
  const notShards = loaded.filter((l) => !l.report.shard);
  if (notShards.length) {
    throw new SetupError(
      'Only shard reports merge (reports of `mcp-eval run --shard i/n` or the `shard` input)',
      notShards.map((l) => ({ file: shown(l), field: 'shard', message: 'not a shard report' })),
    );
  }
  const shards = loaded as Shard[];
  const [first] = shards;
  const problems: Problem[] = [];
  for (const { field, what, of } of SAME) {
    const want = JSON.stringify(of(first.report));
    for (const s of shards.slice(1)) {
      const got = JSON.stringify(of(s.report));
      if (got === want) continue;
      problems.push({
        file: shown(s),
        field,
        message: `different ${what} from ${shown(first)}: ${got} vs ${want}`,
      });
    }
  }
  if (problems.length) {
    throw new SetupError('The shard reports are not of one run: they cannot be merged', problems);
  }
  const count = first.report.shard.count;
  const byIndex = new Map<number, Shard[]>();
  for (const s of shards)
    byIndex.set(s.report.shard.index, [...(byIndex.get(s.report.shard.index) ?? []), s]);
  const twice = [...byIndex].filter(([, list]) => list.length > 1);
  if (twice.length) {
    throw new SetupError(
      'A shard is given more than once: each shard merges once',
      twice.map(([i, list]) => ({
        file: list.map(shown).join(', '),
        field: 'shard.index',
        message: `shard ${i}/${count} ${list.length} times`,
      })),
    );
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length && !allowMissing) {
    throw new SetupError(
      `Shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} missing: the merged report would not be the whole run (--allow-missing merges the others)`,
    );
  }
  return {
    shards: [...shards].sort((a, b) => a.report.shard.index - b.report.shard.index),
    missing,
  };
}
