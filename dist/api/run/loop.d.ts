import type { Scenario } from '../model/scenario.js';
import type { Transcript, Usage } from '../model/transcript.js';
import type { Provider, SessionOptions } from '../providers/types.js';
import type { SpyProxy } from '../spy/proxy.js';
export declare function converse(scenario: Scenario, provider: Provider, proxy: SpyProxy, t: Transcript, signal: AbortSignal, options?: SessionOptions): Promise<void>;
export declare function addUsage(usage: Usage, step: Usage | undefined): void;
