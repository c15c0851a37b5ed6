import { ResponseCache, type SecretTest } from '../providers/cache.js';
import { RequestLimiter } from '../providers/limiter.js';
import type { Provider } from '../providers/types.js';
import { judgeOf, type Config, type JudgeSpec } from '../model/config.js';
import type { JudgeInfo, ProviderInfo, Report } from '../model/report.js';
import { Judge } from '../score/judge.js';
import type { ProviderChoice } from './announce.js';
import type { EvalOptions } from './options.js';
/** The cache the options or the config ask for: a flag's folder is relative to the working
 * folder, the config's to the config. It keeps no answer that `holdsSecret`. */
export declare function openCache(option: EvalOptions['cache'], config: Pick<Config, 'cache' | 'dir'>, cwd: string, holdsSecret?: SecretTest): ResponseCache | undefined;
/** Rids the cache of secrets, trims it to its size and says what it did, for report.json. */
export declare function closeCache(cache: ResponseCache | undefined, cwd: string): Promise<Pick<Report, 'cache'>>;
export declare function resolveProviders(choice: ProviderChoice, env: NodeJS.ProcessEnv, notices: string[], cache?: ResponseCache): {
    providers: Provider[];
    infos: ProviderInfo[];
    limiters: Map<string, RequestLimiter>;
};
/**
 * After the run: the providers (and the judge) whose in-flight requests were lowered by rate
 * limits get `backoff` in their info, and a line each for the notices.
 */
export declare function backoffNotices(infos: ProviderInfo[], limiters: Map<string, RequestLimiter>, judge?: {
    id: string;
    limiter?: RequestLimiter;
}): string[];
/** The judge a run uses: the spec named by a flag or input over the config's, and the samples
 * named over the config's, each on its own (`--judge` alone keeps the config's samples). */
export declare function chooseJudge(named: {
    judge?: string;
    judgeSamples?: number;
}, configured: JudgeSpec | undefined): JudgeChoice | undefined;
export type JudgeChoice = ReturnType<typeof judgeOf>;
/** The LLM judge, or why there is none (then the deterministic baseline grades). */
export declare function resolveJudge(chosen: JudgeChoice | undefined, env: NodeJS.ProcessEnv, notices: string[], onStop: (reason: string) => void, cache?: ResponseCache): {
    judge?: Judge;
    info?: JudgeInfo;
    limiter?: RequestLimiter;
};
