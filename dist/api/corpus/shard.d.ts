import type { Scenario } from '../model/scenario.js';
export interface Shard {
    /** 1-based: shard `index` of `count`. */
    index: number;
    count: number;
}
/**
 * `i/n` with 1 ≤ i ≤ n; throws an Error whose message says what was expected (the caller names
 * the flag or the input).
 */
export declare function parseShard(text: string): Shard;
/**
 * The 1-based shard of a scenario id: a hash of the id alone, so a scenario keeps its shard
 * whatever the file order and whatever scenarios are added or removed around it.
 */
export declare function shardOf(id: string, count: number): number;
/** The scenarios of one shard, in their corpus order. Applied after the filters. */
export declare function sliceScenarios<T extends Pick<Scenario, 'id'>>(scenarios: T[], shard: Shard): T[];
/**
 * A hash of what the filters selected (before sharding): every id with its definition and
 * repeat. Shards merge only when it is the same, i.e. they sliced the same corpus the same way.
 */
export declare function selectionHash(scenarios: Scenario[]): string;
/** The notice a shard's report carries, so that no one mistakes it for the whole run. */
export declare function shardNotice(shard: Shard, ran: number, selected: number): string;
/** Matches the notice above, which a merged report leaves out. */
export declare const SHARD_NOTICE: RegExp;
