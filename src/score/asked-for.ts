// What a clarification must ask for: the missing parameter's terms, and where they come from.
// A pure function of the scenario and the transcript (the tools' parameters are recorded there).
import type { ClarificationSource } from '../model/clarification.js';
import type { Scenario } from '../model/scenario.js';
import type { ToolParam, Transcript } from '../model/transcript.js';
import { findFact } from './text.js';

/** One thing the model may ask for, and the words that name it. */
export interface Wanted {
  label: string;
  terms: string[];
}

export interface AskedFor {
  /** asks_for: the scenario lists terms; next-turn: the call the following turn expects;
   * tools: any required parameter of the listed tools; unknown: nothing to go by. */
  source: ClarificationSource;
  wanted: Wanted[];
}

export function askedFor(scenario: Scenario, t: Transcript, index: number): AskedFor {
  const spec = scenario.turns[index]?.expect.clarification;
  if (typeof spec === 'object' && spec.asks_for.length) {
    return { source: 'asks_for', wanted: spec.asks_for.map((x) => ({ label: x, terms: [x] })) };
  }
  const params = t.params ?? {};
  const next = fromNextTurn(scenario, index, params);
  if (next.length) return { source: 'next-turn', wanted: next };
  const all = Object.entries(params).flatMap(([tool, ps]) =>
    ps.filter((p) => p.required).map((p) => wantedParam(tool, p, ps)),
  );
  return all.length ? { source: 'tools', wanted: all } : { source: 'unknown', wanted: [] };
}

/**
 * The clarify-then-call flow: the parameters set by the calls of the first later turn that
 * expects calls, less those whose value a prompt up to this turn already states ("named
 * analytics" leaves the region missing). With no args there, the tool's required parameters.
 */
function fromNextTurn(
  scenario: Scenario,
  index: number,
  params: Record<string, ToolParam[]>,
): Wanted[] {
  const prompts = scenario.turns
    .slice(0, index + 1)
    .map((t) => t.user)
    .join('\n');
  const later = scenario.turns.slice(index + 1).find((t) => t.expect.calls?.length);
  return (later?.expect.calls ?? []).flatMap((c) => {
    const keys = Object.keys(c.args ?? {});
    // The schema's parameters, and the call's own keys where the schema is not known.
    const ps = [
      ...(params[c.tool] ?? []),
      ...keys
        .filter((k) => !params[c.tool]?.some((p) => p.name === k))
        .map((name) => ({
          name,
          required: true,
        })),
    ];
    const stated = (k: string) => {
      const v = c.args?.[k];
      return (
        (typeof v === 'string' || typeof v === 'number') && findFact(prompts, String(v)) === 'found'
      );
    };
    const open = keys.filter((k) => !stated(k));
    const names = open.length
      ? open
      : keys.length
        ? keys
        : ps.filter((p) => p.required).map((p) => p.name);
    return names.map((n) =>
      wantedParam(
        c.tool,
        ps.find((p) => p.name === n)!,
        ps,
      ),
    );
  });
}

/** A parameter's terms: its name (as written and as words), and the words of its description
 * that no other parameter of the same tool uses (so "cluster" names neither name nor region). */
function wantedParam(tool: string, p: ToolParam, siblings: ToolParam[]): Wanted {
  const others = new Set(
    siblings
      .filter((s) => s.name !== p.name)
      .flatMap((s) => [...nameWords(s.name), ...words(s.description)]),
  );
  const own = [...nameWords(p.name), ...words(p.description)].filter((w) => !others.has(w));
  const phrase = p.name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return {
    label: `${tool}.${p.name}`,
    terms: [...new Set([p.name.toLowerCase(), phrase, ...own])],
  };
}

const nameWords = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(content);

/** Content words of a description: three letters or more, common words left out. */
const words = (text = '') =>
  text
    .toLowerCase()
    .split(/[^a-z0-9_-]+/)
    .map((w) => w.replace(/^[-_]+|[-_]+$/g, ''))
    .filter(content);

const content = (w: string) => w.length >= 3 && !STOP.has(w) && !/^\d+$/.test(w);

const STOP = new Set(
  (
    'the and for with that this these those from into onto only must should will would can could ' +
    'may might set true false use used using see e.g etc default defaults optional value values ' +
    'one each any all not are was were its has have had been being when then than also more most ' +
    'other some such per which what who whom how why where after before over under between about ' +
    'your you our their them they it is be to of in on at by or as if an a no yes user users ' +
    'given give get gets return returns string number list lists item items new like'
  ).split(' '),
);
