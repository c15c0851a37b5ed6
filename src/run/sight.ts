// Whether the spy backend can see a scenario's API requests: request gates are worth something
// only when the server under test sends its requests there.
import type { ServerConfig } from '../model/config.js';
import { REQUEST_GATES, type Scenario } from '../model/scenario.js';

const SPY_PLACEHOLDER = /\$\{spy\.(url|port)\}/;

export interface Sight {
  server?: ServerConfig;
  /** A fixed spy port (config `spy.port`): a server started elsewhere can be wired to it. */
  spyPort?: number;
}

/** Why the backend cannot see this scenario's requests, or undefined when it can. */
export function blindSpot(
  sight: Sight,
  scenario: Pick<Scenario, 'mode' | 'server'>,
): string | undefined {
  if (scenario.mode === 'stub')
    return 'the scenario runs in stub mode: the server executes nothing, so it sends no request';
  const { server } = sight;
  if (!server) return 'no server runs behind the catalog';
  if (sight.spyPort !== undefined) return undefined;
  if (SPY_PLACEHOLDER.test(JSON.stringify([server, scenario.server ?? {}]))) return undefined;
  if (server.url) {
    return `the server at ${server.url} runs outside this run and \`spy.port\` is not set, so its API requests cannot reach the spy`;
  }
  return 'the server was started without ${spy.url} or ${spy.port} in its args or env, so its API requests do not reach the spy';
}

/** Said of every request gate when the backend received nothing during the whole run. */
export const NOTHING_RECEIVED =
  'the spy backend received no request during the whole run: the server is not wired to it (pass `${spy.url}` to it, e.g. `env: { API_URL: "${spy.url}" }`)';

/** A line per scenario whose request gates cannot see, with where it was written and why. */
export function blindGates(scenarios: Scenario[], sight: Sight): string[] {
  return scenarios.flatMap((s) => {
    const kinds = s.gates.filter((g) => isRequestGate(g.kind)).map((g) => g.kind);
    const why = kinds.length ? blindSpot(sight, s) : undefined;
    if (!why) return [];
    return [
      `${s.origin.file}:${s.origin.line}: scenario "${s.id}": ${[...new Set(kinds)].join(', ')} cannot observe (${why}); it will be reported unobserved, never passed`,
    ];
  });
}

const isRequestGate = (kind: string) => (REQUEST_GATES as readonly string[]).includes(kind);
