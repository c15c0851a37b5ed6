// V8's heap kept close to what a run holds, in the CLI's and the action's own process: a run's
// garbage is short-lived (parsed YAML, requests, scores), and by default V8 lets the young
// generation grow to its maximum (16 MB semi-spaces on Node 20, 64 MB on Node 24) and the old
// one to several times what survived the last full collection, all of it kept resident.
// Measured at 10,000 scenarios (docs/bench.md, Memory): in stub mode the process's peak goes
// from 281 to 217 MB on Node 20 and from 358 to 226 MB on Node 24; live, from 301 to 209 MB.
// Set at run time, as the action's Node takes no flags: V8 reads both whenever it sizes a
// generation. Not set by the programmatic API: an embedder's process is its own.
import { setFlagsFromString } from 'node:v8';

const LEAN_HEAP_FLAGS = [
  // The young generation stays at its starting size (1 MB semi-spaces).
  '--semi-space-growth-factor=1',
  // The old generation's next collection comes once it has grown by 30 % (V8: up to 4 ×).
  '--heap-growing-percent=30',
];

export function leanHeap(): void {
  for (const flag of LEAN_HEAP_FLAGS) setFlagsFromString(flag);
}
