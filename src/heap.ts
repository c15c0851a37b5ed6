// V8's young generation kept at its starting size in the CLI's and the action's own process: a
// run's garbage is short-lived (parsed YAML, requests, scores), and a young generation grown to
// its maximum (16 MB semi-spaces on Node 20, more on Node 24) keeps that much resident for the
// rest of the run. Measured at 10,000 scenarios in stub mode (docs/bench.md, Memory): the
// process's peak 281 → 247 MB on Node 20 and 358 → 268 MB on Node 24, for about the same CPU.
// Set at run time, as the action's Node takes no flags: V8 reads this one whenever it would grow
// the young generation. Not set by the programmatic API: an embedder's process is its own.
import { setFlagsFromString } from 'node:v8';

const LEAN_HEAP_FLAGS = ['--semi-space-growth-factor=1'];

export function leanHeap(): void {
  for (const flag of LEAN_HEAP_FLAGS) setFlagsFromString(flag);
}
