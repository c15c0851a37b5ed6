// Loads a provider's SDK only for a provider that runs, at its first chat (startup.ts: a run
// that uses one provider, or only replay, does not pay start-up time and memory for the others).
import type { AdapterOptions } from './common.js';
import type { ChatSession, Provider } from './types.js';
import type { ToolSpec } from '../model/tool.js';
import { onFirstUse } from '../startup.js';

export type Api = 'openai' | 'gemini' | 'anthropic';

/** One loader per wire API; an API without its adapter does not typecheck. */
const adapters: Record<Api, () => Promise<(opts: AdapterOptions) => Provider>> = {
  openai: async () => (await import('./openai.js')).openaiProvider,
  gemini: async () => (await import('./gemini.js')).geminiProvider,
  anthropic: async () => (await import('./anthropic.js')).anthropicProvider,
};

export function lazyProvider(api: Api, opts: AdapterOptions): Provider {
  const load = onFirstUse(() => adapters[api]().then((make) => make(opts)));
  return {
    id: opts.id,
    name: opts.name,
    model: opts.model,
    start(tools: ToolSpec[]): ChatSession {
      const session = load().then((p) => p.start(tools));
      return {
        user: async (turn, signal) => (await session).user(turn, signal),
        results: async (outcomes, signal) => (await session).results(outcomes, signal),
      };
    },
  };
}
