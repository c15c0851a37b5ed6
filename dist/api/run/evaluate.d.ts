import type { EvalOptions, EvalOutcome } from './options.js';
export declare function evaluate(opts: EvalOptions): Promise<EvalOutcome>;
