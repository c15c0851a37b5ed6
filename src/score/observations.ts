// Observations are recorded beside the verdict and never decide it.
import type { Observation, Scenario } from '../model/scenario.js';
import type { ObservationResult } from '../model/verdict.js';
import type { Transcript } from '../model/transcript.js';
import { describePattern, matchesRequest } from '../match/request.js';
import { containsText } from './text.js';

export function observe(scenario: Scenario, t: Transcript): ObservationResult[] {
  return scenario.observe.map((o) => ({ kind: o.kind, spec: spec(o), ...look(o, t) }));
}

function spec(o: Observation) {
  const { kind: _kind, ...rest } = o;
  return rest as ObservationResult['spec'];
}

function look(
  o: Observation,
  t: Transcript,
): { observed: boolean; unobserved?: true; detail: string } {
  switch (o.kind) {
    case 'result_contains': {
      const hit = t.calls.find((c) => containsText(c.result ?? c.error ?? '', o.text));
      return hit
        ? { observed: true, detail: `${hit.tool} returned "${o.text}"` }
        : { observed: false, detail: `no tool result contains "${o.text}"` };
    }
    case 'first_tool': {
      const first = t.calls[0]?.tool;
      return { observed: first === o.tool, detail: `first tool: ${first ?? 'none'}` };
    }
    case 'called': {
      const n = t.calls.filter((c) => c.tool === o.tool).length;
      return { observed: n > 0, detail: `${o.tool} called ${n} time(s)` };
    }
    case 'request': {
      const n = t.requests.filter((r) => matchesRequest(o.request, r)).length;
      // Not seen where the spy is blind says nothing: unobserved, as a request gate would be.
      const blind = n === 0 && t.unobservable;
      return {
        observed: n > 0,
        ...(blind ? { unobserved: true as const } : {}),
        detail: `${n} ${describePattern(o.request)} request(s)${blind ? ` (the spy could not see: ${t.unobservable})` : ''}`,
      };
    }
  }
}
