// annotation:non_destructive — a tool that declares `destructiveHint: false` ("only additive
// updates", MCP spec) must not delete or overwrite: no DELETE, PUT or PATCH, no GraphQL mutation
// named like deleteX or updateX (score/mutation.ts). A POST adds; an unnamed GraphQL mutation
// cannot be told.
import type { Check } from '../check.js';
import { breaches, finding, names, senders } from '../attribution.js';
import { harm, mutation } from '../mutation.js';
import { annotationMode, hinted } from './annotations.js';

export const nonDestructive: Check = (scenario, t) => {
  if (annotationMode(scenario) === 'off') return [];
  const suspects = senders(t).filter((s) => hinted(t, s.tool, 'destructiveHint', false));
  if (!suspects.length) return [];
  const reads = scenario.reads ?? [];
  const found = breaches(
    t,
    suspects,
    (r) => {
      const h = harm(r, reads);
      return h === 'destructive' ? 'breaks' : h === 'unclear' ? 'unclear' : 'keeps';
    },
    (r) => mutation(r, reads) ?? `${r.method} ${r.path}`,
  );
  const tools = names(suspects);
  return [
    {
      check: 'annotation:non_destructive',
      ...finding(t, found, {
        broken: (b) =>
          `${names(b.by)} declares destructiveHint: false and sent ${b.request}, which deletes or overwrites`,
        kept: `${tools} (destructiveHint: false) deleted and overwrote nothing`,
        expected: `${tools}: no DELETE, PUT, PATCH or destructive GraphQL mutation`,
      }),
    },
  ];
};
