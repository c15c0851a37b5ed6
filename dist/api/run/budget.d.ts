import type { Prices } from '../model/config.js';
import type { Provider } from '../providers/types.js';
import type { Scenario } from '../model/scenario.js';
export interface BudgetCap {
    usd?: number;
    requests?: number;
}
/** A part of the cap as a flag or an input gives it; throws what is wrong with it, in words. */
export declare function capPart(part: keyof BudgetCap, raw: string): number;
export declare class Budget {
    readonly cap: BudgetCap;
    private readonly prices;
    requests: number;
    usd: number;
    constructor(cap: BudgetCap, prices: Prices | undefined);
    /** Why no new scenario may start, or undefined while under the cap. */
    reached(): string | undefined;
    /** The provider, its sessions' requests counted. Agent CLIs run their own loop: not counted.
     * An answer from the response cache counts as a request: the cap errs on the side of spending
     * less. */
    watch(provider: Provider): Provider;
}
/** What a job is to the estimate: its scenario and provider. */
interface Planned {
    scenario: Pick<Scenario, 'turns' | 'max_steps' | 'skip'>;
    provider: Pick<Provider, 'id' | 'name' | 'model' | 'agent'>;
}
/**
 * The run's cost before it starts, as a range and with its assumptions in the line: each turn
 * takes 1 to max_steps + 1 requests; each request sends the tool list and the scenario's text,
 * the high end also earlier steps' history. Undefined when no job asks a model (replay, agents).
 */
export declare function estimate(jobs: Planned[], toolTokens: number, prices: Prices | undefined): string | undefined;
export {};
