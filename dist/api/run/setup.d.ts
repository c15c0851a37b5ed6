import type { EvalOptions } from './options.js';
import type { Plan } from './prepare.js';
export type Setup = Awaited<ReturnType<typeof setUp>>;
export declare function setUp(opts: EvalOptions, plan: Plan, env: NodeJS.ProcessEnv): Promise<{
    notices: string[];
    cache: import("../providers/cache.js").ResponseCache | undefined;
    providers: import("../providers/types.js").Provider[];
    infos: {
        id: string;
        name: string;
        model: string;
        status: "skipped" | "ran" | "stopped";
        reason?: string | undefined;
        backoff?: {
            answers: number;
            lowest: number;
            end: number;
            ceiling: number;
        } | undefined;
    }[];
    limiters: Map<string, import("../providers/limiter.js").RequestLimiter>;
    judged: {
        judge?: import("../score/judge.js").Judge;
        info?: import("../model/report.js").JudgeInfo;
        limiter?: import("../providers/limiter.js").RequestLimiter;
    };
}>;
