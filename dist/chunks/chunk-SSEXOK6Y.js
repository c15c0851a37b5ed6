import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/model/clarification.ts
var CLARIFICATION_SOURCES = [
  {
    source: "asks_for",
    rule: "the `asks_for` terms",
    reason: "a term asks_for lists"
  },
  {
    source: "next-turn",
    rule: "else the parameters the next turn's expected calls set that no prompt so far states (their names and description words)",
    reason: "from the next turn's expected call"
  },
  {
    source: "tools",
    rule: "else any required parameter of the tools offered",
    reason: "a required parameter of a listed tool; list asks_for for a precise check"
  },
  {
    source: "unknown",
    rule: "with no tool schema at all, any question or request",
    reason: "the missing parameter is unknown: no asks_for and no tool schema, so any question or request counts"
  }
];
var CLARIFICATION_RULE = `\`true\` (or \`{ asks_for: [...] }\`): the model should ask for the missing parameter: no tool call, and a question or request that names it, without claiming to be done. What names it, the first that applies: ${CLARIFICATION_SOURCES.map((s) => s.rule).join("; ")}. Graded by the \`judge\`, else by the rules in [docs/grading.md](grading.md#clarifications).`;

export {
  CLARIFICATION_SOURCES,
  CLARIFICATION_RULE
};
