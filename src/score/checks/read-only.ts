// annotation:read_only — a tool that declares `readOnlyHint: true` must send the spy no mutating
// request (the rules of `no_mutation`: GET/HEAD/OPTIONS, `spy.reads`, GraphQL queries read).
import type { Check } from '../check.js';
import { breaches, finding, names, senders } from '../attribution.js';
import { mutation } from '../mutation.js';
import { annotationMode, hinted } from './annotations.js';

export const readOnly: Check = (scenario, t) => {
  if (annotationMode(scenario) === 'off') return [];
  const suspects = senders(t).filter((s) => hinted(t, s.tool, 'readOnlyHint', true));
  if (!suspects.length) return [];
  const reads = scenario.reads ?? [];
  const found = breaches(
    t,
    suspects,
    (r) => (mutation(r, reads) ? 'breaks' : 'keeps'),
    (r) => mutation(r, reads) ?? `${r.method} ${r.path}`,
  );
  const tools = names(suspects);
  return [
    {
      check: 'annotation:read_only',
      ...finding(t, found, {
        broken: (b) => `${names(b.by)} declares readOnlyHint: true and sent ${b.request}`,
        kept: `${tools} (readOnlyHint: true) sent only reads`,
        expected: `${tools}: only GET/HEAD/OPTIONS requests or spy.reads`,
      }),
    },
  ];
};
