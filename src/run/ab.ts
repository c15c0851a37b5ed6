// A same-job A/B: one run evaluates two versions of the server, base and head, their trials
// interleaved through one pool (ab-schedule.ts); the head report compares with the base report.
import type { ServerConfig } from '../model/config.js';
import { evaluate } from './evaluate.js';
import type { EvalOptions } from './options.js';
import type { AbOutcome } from '../model/api.js';

/** The A/B entry point: `opts` as for a run, the two servers given whole (each the config's
 * `ab.base` / the run's own server when absent). Reports go to `out` (head) and `out`/base. */
export async function evaluateAb(
  opts: EvalOptions,
  servers: { base?: ServerConfig; head?: ServerConfig } = {},
): Promise<AbOutcome> {
  const side = (server?: ServerConfig) => (server ? { server } : undefined);
  const ab = { ...opts.ab };
  if (servers.base) ab.base = side(servers.base);
  if (servers.head) ab.head = side(servers.head);
  const { base, ...head } = await evaluate({ ...opts, ab });
  return { head, base: base! };
}
