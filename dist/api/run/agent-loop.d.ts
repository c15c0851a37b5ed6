import type { Scenario } from '../model/scenario.js';
import type { Transcript } from '../model/transcript.js';
import type { AgentRunner } from '../providers/types.js';
import type { SpyProxy } from '../spy/proxy.js';
export declare function converseAgent(scenario: Scenario, agent: AgentRunner, proxy: SpyProxy, t: Transcript, signal: AbortSignal): Promise<void>;
