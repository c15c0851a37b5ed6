// The start-up measures that earn their place: each one's gain in bench f's time to the first
// model request, from `npx tsx bench/start-cases.ts` (the CLI bundled with the measure undone,
// timed beside the code as it is; docs/bench.md has the table). The measures that showed no gain
// there were removed (early spawn, deferred imports timed to overlap the server's start, the
// tokenizer loaded early, warming fetch, the compile cache, bundle stand-ins). The other kept
// measure is the bundle's: a chunk per dynamic import (scripts/bundle-options.mjs), 250 ms less
// CPU and 300 ms less wall (median) by the first request than one file, 2026-12-03.

/** lazy-provider-sdks: a provider's SDK is loaded at its first chat, and only for a provider
 * that runs (providers/lazy.ts): a run with one provider, or only replay, does not load the
 * others. Bench f, 2026-12-03, two runs: 15–20 ms less CPU by the first request; the wall
 * figures (−160 to +230 ms) were within the machine's noise. */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
