// Answer checks in stub mode whose facts nothing gives the model, for validate: in stub mode the
// model learns only what the stubs answer and what the user says, so a fact found in neither
// (nor its numbers, e.g. "14" of "14 pods") can come only from a guess. A warning: a fact may be
// derived (a count of the items a stub lists). Native scenarios only: an imported corpus keeps
// its own format, whose answers may come from hooks or fixtures the stubs do not show.
import type { Problem } from '../errors.js';
import type { Json } from '../model/json.js';
import type { Scenario } from '../model/scenario.js';
import { containsText } from '../score/text.js';

export function unstubbedFacts(scenarios: Scenario[], defaultStub: Json): Problem[] {
  const problems: Problem[] = [];
  for (const s of scenarios.filter((x) => x.mode === 'stub' && x.origin.format === 'native')) {
    const stubs = s.turns.flatMap((t) => (t.expect.calls ?? []).map((c) => c.stub ?? defaultStub));
    // An unexpected call is answered with the default stub.
    const seen = [...s.turns.map((t) => t.user), ...[...stubs, defaultStub].map(text)].join('\n');
    const given = (fact: string) => {
      const numbers = fact.match(/\d+(?:[.,]\d+)*/g) ?? [];
      return (
        containsText(seen, fact) ||
        (numbers.length > 0 && numbers.every((n) => containsText(seen, n)))
      );
    };
    s.turns.forEach((turn, i) => {
      const answer = turn.expect.answer;
      if (!answer) return;
      const missing = answer.includes.flatMap((fact, k) => (given(fact) ? [] : [{ fact, k }]));
      // Loose: any one fact will do, so only none given is a problem.
      if (answer.mode === 'loose' && missing.length < answer.includes.length) return;
      for (const { fact, k } of missing) {
        const path = ['turns', i, 'expect', 'answer', 'includes', k];
        const where = s.origin.locate?.(path);
        problems.push({
          file: s.origin.file,
          line: where?.line ?? s.origin.line,
          column: where?.column,
          field: where?.field ?? path.join('.'),
          message: `scenario "${s.id}" runs in stub mode, but no stub of it and no user message says ${JSON.stringify(fact)}: the model cannot know it`,
        });
      }
    });
  }
  return problems;
}

const text = (v: Json) => (typeof v === 'string' ? v : JSON.stringify(v));
