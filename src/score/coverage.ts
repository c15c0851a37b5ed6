// Coverage: the tools of tools/list that no scenario of the run expects.
import type { Scenario } from '../model/scenario.js';
import type { ToolRecord } from '../model/report.js';

/** Every tool some turn of some scenario expects a call of. */
export function expectedTools(scenarios: Scenario[]): string[] {
  const names = new Set<string>();
  for (const s of scenarios) {
    for (const turn of s.turns) for (const c of turn.expect.calls ?? []) names.add(c.tool);
  }
  return [...names].sort();
}

/** The tools no scenario expects, in tools/list order. */
export function unexpectedTools(tools: ToolRecord[], expected: Iterable<string>): string[] {
  const wanted = new Set(expected);
  return tools.map((t) => t.name).filter((name) => !wanted.has(name));
}
