// Loads a provider's SDK only for a provider that runs: a run that uses one provider (or only
// replay) does not pay start-up time and memory for the others.
import type { AdapterOptions } from './common.js';
import type { ChatSession, Provider } from './types.js';
import type { ToolSpec } from '../model/tool.js';

export type Api = 'openai' | 'gemini' | 'anthropic';

/** One loader per wire API; an API without its adapter does not typecheck. */
const adapters: Record<Api, () => Promise<(opts: AdapterOptions) => Provider>> = {
  openai: async () => (await import('./openai.js')).openaiProvider,
  gemini: async () => (await import('./gemini.js')).geminiProvider,
  anthropic: async () => (await import('./anthropic.js')).anthropicProvider,
};

export function lazyProvider(api: Api, opts: AdapterOptions): Provider {
  let real: Promise<Provider> | undefined;
  const load = () => (real ??= adapters[api]().then((make) => make(opts)));
  // Only providers that will run are made (a missing key skips one first), so loading starts
  // now: the SDK's chunk is read and compiled while the server under test starts, not after
  // its tools are listed. A failure is start()'s to report.
  setImmediate(() => void load().then(warmFetch, () => {}));
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

// Every SDK here sends through Node's fetch, which Node loads on first use (undici, with its
// HTTP/2 client: 40–60 ms on a 2-core runner). Touching one of its classes once the SDK is in
// loads it while the server under test starts, instead of on the first model request's path.
function warmFetch(): void {
  setImmediate(() => void globalThis.Headers);
}
