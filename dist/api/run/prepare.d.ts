import { type Config, type Thresholds } from '../model/config.js';
import type { ShardInfo } from '../model/report.js';
import { type Scenario } from '../model/scenario.js';
import type { EvalOptions } from './options.js';
import { type Problem } from '../errors.js';
import type { Target, ToolLister } from './servers.js';
export interface Plan {
    config: Config;
    scenarios: Scenario[];
    /** With `--shard`: which slice this is, for the report. */
    shard?: ShardInfo;
    /** Scenarios in the corpus before filters. */
    loaded: number;
    target: Target;
    thresholds?: Thresholds;
    /** From loading the corpus; shown, never blocking. */
    notices: string[];
    /** Corpus problems, when prepare was asked to keep them rather than throw. */
    problems: Problem[];
    concurrency: number;
    timeout: number;
    /** Why no run can start the server (its `${env:NAME}` unset on a run that gets no secrets):
     * every provider is then skipped with this reason, and the server is never started. */
    unstartable?: string;
    /** Values passed to the server through ${env:NAME}, its header credentials and the model APIs'
     * keys (whatever their variable's name): redacted from every report and output. */
    secrets: string[];
}
export declare function prepare(opts: EvalOptions, keepProblems?: boolean, 
/** Told the target as soon as the config is read: its server can start while the corpus loads
 * (the loaders are read once it resolves). */
onTarget?: (target: Target, concurrency: number) => void | Promise<void>): Promise<Plan>;
/** Splits a command line on spaces, keeping quoted parts together. */
export declare function splitCommand(line: string): string[];
/** A run needs something to list tools: a server or a catalog. */
export declare function requireTarget(plan: Plan): void;
/** Expected tools that the server (or its override for that scenario) does not list. */
export declare function checkToolNames(scenarios: Scenario[], servers: ToolLister): Promise<Problem[]>;
