// Shards: `--shard i/n` runs one stable slice of the selected scenarios, so that a CI matrix of n
// jobs runs the corpus once between them (`mcp-eval merge` joins their reports).
import { createHash } from 'node:crypto';
import type { Scenario } from '../model/scenario.js';
import { canonical, definitionHash } from './definition.js';
import type { Shard } from '../model/api.js';

/**
 * `i/n` with 1 ≤ i ≤ n; throws an Error whose message says what was expected (the caller names
 * the flag or the input).
 */
export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new Error(`expected i/n (e.g. 2/3), got "${text}"`);
  const [index, count] = [Number(m[1]), Number(m[2])];
  if (count < 1) throw new Error(`the shard count must be at least 1, got "${text}"`);
  if (index < 1 || index > count) {
    throw new Error(`the shard index must be between 1 and ${count}, got "${text}"`);
  }
  return { index, count };
}

/**
 * The 1-based shard of a scenario id: a hash of the id alone, so a scenario keeps its shard
 * whatever the file order and whatever scenarios are added or removed around it.
 */
export function shardOf(id: string, count: number): number {
  const h = createHash('sha256').update(id).digest();
  return (h.readUInt32BE(0) % count) + 1;
}

/** The scenarios of one shard, in their corpus order. Applied after the filters. */
export function sliceScenarios<T extends Pick<Scenario, 'id'>>(scenarios: T[], shard: Shard): T[] {
  return scenarios.filter((s) => shardOf(s.id, shard.count) === shard.index);
}

/**
 * A hash of what the filters selected (before sharding): every id with its definition and
 * repeat. Shards merge only when it is the same, i.e. they sliced the same corpus the same way.
 */
export function selectionHash(scenarios: Scenario[]): string {
  const parts = scenarios
    .map((s) => `${s.id}\t${definitionHash(s)}\t${s.repeat}`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(canonical(parts)).digest('hex').slice(0, 16);
}

/** The notice a shard's report carries, so that no one mistakes it for the whole run. */
export function shardNotice(shard: Shard, ran: number, selected: number): string {
  return `Shard ${shard.index}/${shard.count}: ${ran} of the ${selected} selected scenario(s); \`mcp-eval merge\` joins the shards into one report`;
}

/** Matches the notice above, which a merged report leaves out. */
export const SHARD_NOTICE = /^Shard \d+\/\d+: \d+ of the \d+ selected scenario\(s\)/;
