import type { Baseline, EvalOptions, EvalOutcome } from './options.js';
import { type Plan } from './prepare.js';
import { Servers } from './servers.js';
import type { loadReport } from '../compare/load.js';
type Loaded = Awaited<ReturnType<typeof loadReport>>;
/** What evaluate() began: the run's start, its server (when one started early) and the
 * baseline being read. */
export interface Begun {
    started: Date;
    early?: Servers;
    given?: Baseline;
    reading?: Promise<Loaded>;
    read: (b: Baseline) => Promise<Loaded>;
}
export declare function execute(opts: EvalOptions, plan: Plan, begun: Begun): Promise<EvalOutcome>;
export {};
