// From a scenario, its expected behaviour as scripted steps and the wrong behaviours derived from
// it (issue 27): the nearest other tool, an argument left out, a value perturbed, an extra write,
// a step skipped or swapped, an answer without its facts or with one negated, a call where a
// question was expected. Each mutant changes one turn and carries the reason it would survive,
// read from the expectation that would let it through.
import { exampleArgs } from '../match/example.js';
import { isMatcher } from '../match/args.js';
import type { Json, JsonObject } from '../model/json.js';
import type { Scenario, Turn } from '../model/scenario.js';
import type { ScriptedStep } from '../model/scripted.js';
import type { ToolSpec } from '../model/tool.js';
import { replayClarification } from '../providers/replay.js';
import { perturb } from './perturb.js';
import { closest, nearestTool, words } from './similar.js';

export const MUTANT_KINDS = [
  'nearest-tool',
  'missing-arg',
  'perturbed-value',
  'extra-write',
  'skipped-step',
  'swapped-steps',
  'answer-without-facts',
  'fact-negated',
  'call-not-question',
] as const;
export type MutantKind = (typeof MUTANT_KINDS)[number];

export interface Mutant {
  kind: MutantKind;
  /** The turn it changes (0-based). */
  turn: number;
  /** What the wrong model does, in a phrase. */
  does: string;
  /** Why the scenario would let it pass, from the expectation it meets. */
  survives: string;
  turns: ScriptedStep[][];
}

const show = (v: Json) => JSON.stringify(v);
const propsOf = (t?: ToolSpec) =>
  (t?.inputSchema.properties ?? {}) as Record<string, { enum?: unknown[] } | undefined>;
const requiredOf = (t?: ToolSpec) =>
  Array.isArray(t?.inputSchema.required) ? (t.inputSchema.required as string[]) : [];

type Call = { call: string; args: JsonObject };

/** The calls a turn expects, with arguments that meet every matcher (as replay sends them). */
function expectedCalls(turn: Turn, tools: ToolSpec[]): Call[] {
  if (turn.expect.clarification) return [];
  return (turn.expect.calls ?? []).map((c) => ({
    call: c.tool,
    args: exampleArgs(c.args, tools.find((t) => t.name === c.tool)?.inputSchema).args,
  }));
}

function finalText(turn: Turn, tools: ToolSpec[]): string {
  if (turn.expect.clarification) return replayClarification(turn, tools);
  return turn.expect.answer ? turn.expect.answer.includes.join('\n') : 'Done.';
}

const steps = (calls: Call[], text: string): ScriptedStep[] => [
  ...calls.map((c) => ({ call: c.call, args: c.args })),
  { text },
];

/** The scenario's expected behaviour, turn by turn. */
export function expectedTurns(s: Scenario, tools: ToolSpec[]): ScriptedStep[][] {
  return s.turns.map((t) => steps(expectedCalls(t, tools), finalText(t, tools)));
}

/** Arguments of `from` the other tool also takes, completed to its schema. */
function carried(args: JsonObject, other: ToolSpec): JsonObject {
  const props = propsOf(other);
  const kept = Object.fromEntries(Object.entries(args).filter(([k]) => k in props));
  return { ...exampleArgs(undefined, other.inputSchema).args, ...kept };
}

/** Every boolean parameter not given set to true: the write goes ahead (`confirm: true`,
 * `force: true`) rather than stopping at a preflight. */
function consenting(args: JsonObject, tool: ToolSpec): JsonObject {
  const flags = Object.entries(propsOf(tool)).filter(
    ([k, p]) => !(k in args) && (p as { type?: unknown } | undefined)?.type === 'boolean',
  );
  return { ...args, ...Object.fromEntries(flags.map(([k]) => [k, true])) };
}

/** A tool that writes or destroys (by its annotations) the turn does not already call. */
function writer(tools: ToolSpec[], calls: Call[]): ToolSpec | undefined {
  const others = tools.filter((t) => !calls.some((c) => c.call === t.name));
  const destructive = others.filter((t) => t.annotations?.destructiveHint === true);
  const writes = others.filter((t) => t.annotations?.readOnlyHint === false);
  const near = calls[0]?.call;
  const pool = destructive.length ? destructive : writes;
  return near ? (closest(words(near), pool) ?? pool[0]) : pool[0];
}

export function deriveMutants(s: Scenario, tools: ToolSpec[]): Mutant[] {
  const base = expectedTurns(s, tools);
  const out: Mutant[] = [];
  const tool = (name: string) => tools.find((t) => t.name === name);
  s.turns.forEach((turn, t) => {
    const add = (kind: MutantKind, does: string, survives: string, replaced: ScriptedStep[]) =>
      out.push({
        kind,
        turn: t,
        does,
        survives,
        turns: base.map((b, i) => (i === t ? replaced : b)),
      });
    const e = turn.expect;
    const calls = expectedCalls(turn, tools);
    const text = finalText(turn, tools);
    const at = s.turns.length > 1 ? ` in turn ${t + 1}` : '';
    const withCall = (i: number, c: Call | undefined) =>
      steps(c ? calls.map((x, j) => (j === i ? c : x)) : calls.filter((_, j) => j !== i), text);
    calls.forEach((c, i) => {
      const want = (e.calls![i].args ?? {}) as JsonObject;
      const other = nearestTool(c.call, tools);
      if (other)
        add(
          'nearest-tool',
          `calls ${other.name} instead of ${c.call}${at}`,
          `no check tells ${other.name} from ${c.call} here`,
          withCall(i, { call: other.name, args: carried(c.args, other) }),
        );
      const keys = new Set([...requiredOf(tool(c.call)), ...Object.keys(want)]);
      for (const key of keys) {
        if (!(key in c.args)) continue;
        const rest = Object.fromEntries(Object.entries(c.args).filter(([k]) => k !== key));
        const why =
          want[key] === undefined
            ? `the scenario does not check \`${key}\` of ${c.call}`
            : `\`${key}: ${show(want[key])}\` accepts a call without it`;
        add(
          'missing-arg',
          `leaves out \`${key}\` of ${c.call}${at}`,
          why,
          withCall(i, { ...c, args: rest }),
        );
      }
      for (const [key, w] of Object.entries(want)) {
        if (!(key in c.args)) continue;
        const p = perturb(w, c.args[key], propsOf(tool(c.call))[key]);
        if (!p) continue;
        const why = !p.accepted
          ? `the args check let \`${key}: ${show(p.value)}\` through`
          : isMatcher(w) && '$any' in w
            ? `\`${key}: $any\` accepts any value`
            : `\`${key}: ${show(w)}\` accepts ${show(p.value)}`;
        add(
          'perturbed-value',
          `sends \`${key}: ${show(p.value)}\` to ${c.call}${at}`,
          why,
          withCall(i, { ...c, args: { ...c.args, [key]: p.value } }),
        );
      }
    });
    if (calls.length > 1) {
      calls.forEach((c, i) =>
        add(
          'skipped-step',
          `skips step ${i + 1} (${c.call})${at}`,
          'the sequence check accepts the calls without it',
          withCall(i, undefined),
        ),
      );
      for (let i = 0; i + 1 < calls.length; i++) {
        if (show(calls[i]) === show(calls[i + 1])) continue;
        const swapped = [...calls];
        [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
        add(
          'swapped-steps',
          `calls step ${i + 2} (${calls[i + 1].call}) before step ${i + 1} (${calls[i].call})${at}`,
          e.order === 'any'
            ? '`order: any` accepts the calls in any order'
            : 'the sequence check accepts the swapped order',
          steps(swapped, text),
        );
      }
    }
    if (!e.clarification) {
      const w = writer(tools, calls);
      if (w)
        add(
          'extra-write',
          `also calls ${w.name}${at}`,
          (e.extra_calls === 'allow'
            ? `\`extra_calls: allow\`, and no gate or annotation check stops a call to ${w.name}`
            : `no check stops a call to ${w.name}`) +
            (t > 0 && turn.confirms !== false
              ? ` (turn ${t + 1} counts as the user's consent: \`confirms\` defaults to true after the first turn)`
              : ''),
          steps(
            [...calls, { call: w.name, args: consenting(carried(calls[0]?.args ?? {}, w), w) }],
            text,
          ),
        );
    }
    if (e.answer?.includes.length) {
      add(
        'answer-without-facts',
        `answers without the facts${at}`,
        `the answer check (${e.answer.mode}) accepts an answer without ${show(e.answer.includes)}`,
        steps(calls, 'I have looked into it; let me know if you need anything else.'),
      );
      const [first, ...rest] = e.answer.includes;
      add(
        'fact-negated',
        `answers "not ${first}"${at}`,
        e.answer.mode === 'loose' && rest.length
          ? `\`mode: loose\` passes on any one fact, and ${show(rest)} is still said`
          : `the answer check reads "${first}" under a negation as said`,
        steps(calls, [`It is not ${first}.`, ...rest].join('\n')),
      );
    }
    if (e.clarification) {
      // The call the next turn expects, made at once; else the tool most like the prompt.
      const next = s.turns[t + 1] && expectedCalls(s.turns[t + 1], tools)[0];
      const guess =
        next ??
        (() => {
          const g = closest(words(turn.user), tools);
          return g && { call: g.name, args: exampleArgs(undefined, g.inputSchema).args };
        })();
      if (guess)
        add(
          'call-not-question',
          `calls ${guess.call} instead of asking${at}`,
          'the clarification check accepts a call in place of a question',
          steps([guess], 'Done.'),
        );
    }
  });
  return out;
}
