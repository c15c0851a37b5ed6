// Whether a server left stateful could be declared stateless: when no live scenario expects more
// than one tool call, no expected result depends on what the server keeps between calls, and a
// stateless server serves every scenario with a few processes (docs/concurrency.md).
import type { ServerConfig } from '../model/config.js';
import { expectedCalls, type Scenario } from '../model/scenario.js';

/** The warning `validate` gives, if any (a list, as blindGates gives). */
export function statelessHint(
  scenarios: Pick<Scenario, 'mode' | 'turns'>[],
  server: ServerConfig | undefined,
): string[] {
  // A server behind a URL is one the run does not start: its processes are not ours to count.
  if (!server?.command || server.stateless) return [];
  const live = scenarios.filter((s) => s.mode === 'live');
  if (!live.length) return [];
  if (live.some((s) => expectedCalls(s) > 1)) return [];
  return [
    `server: none of the ${live.length} live scenario(s) expects more than one tool call, so none ` +
      'depends on what the server keeps between calls. If the server keeps no state of its own ' +
      '(or none a scenario reads), set `server.stateless: true`: a few processes then serve every ' +
      'scenario instead of one per scenario in flight (docs/concurrency.md).',
  ];
}
