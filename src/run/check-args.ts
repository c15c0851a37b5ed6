// Expected arguments that no value can satisfy, for `validate`: an empty $oneOf, a regex no
// string matches, and with the server's tool schemas, a matcher that no value of the argument's
// type satisfies ($regex letters on a number, $oneOf outside an enum, $absent on a required
// argument); with the schemas too, the literal values and names the schema rules out
// (arg-schema.ts). Not a load error: a run with a model still runs, and the row says what failed.
import type { Problem } from '../errors.js';
import { exampleArgs } from '../match/example.js';
import { literalProblems } from './arg-schema.js';
import type { Scenario } from '../model/scenario.js';
import type { ToolLister } from './servers.js';

export async function checkExpectedArgs(
  scenarios: Scenario[],
  servers?: ToolLister,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const s of scenarios) {
    const tools = servers && new Map((await servers.tools(s)).map((t) => [t.name, t]));
    for (const [i, turn] of s.turns.entries()) {
      for (const [j, call] of (turn.expect.calls ?? []).entries()) {
        // A tool the server lacks is checkToolNames' to report.
        if (!call.args || (tools && !tools.has(call.tool))) continue;
        const schema = tools?.get(call.tool)?.inputSchema;
        const found = [
          ...exampleArgs(call.args, schema).problems,
          ...(schema ? await literalProblems(call.args, schema) : []),
        ];
        for (const p of found) {
          const path = ['turns', i, 'expect', 'calls', j, 'args', ...p.path];
          const where = s.origin.locate?.(path);
          problems.push({
            file: s.origin.file,
            line: where?.line ?? s.origin.line,
            column: where?.column,
            field: where?.field ?? path.join('.'),
            message: schema ? `${p.message} (tool ${call.tool})` : p.message,
          });
        }
      }
    }
  }
  return problems;
}
