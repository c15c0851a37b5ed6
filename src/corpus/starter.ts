// The files `mcp-eval init` writes: a config naming the server (or catalog) and a starter corpus
// with one scenario per tool, its required arguments as matchers of their type, and comments
// where the user must decide (the prompt, the values, the other arguments, destructive tools).
import { Document, isMap, isSeq, type YAMLMap, type YAMLSeq } from 'yaml';
import type { Json, JsonObject } from '../model/json.js';
import type { ToolSpec } from '../model/tool.js';
import {
  inlineRefs,
  propertyOf,
  requiredOf,
  resolve,
  typeOf,
  type Schema,
} from '../match/schema-value.js';

/** Where the tools come from, as the config will name it. */
export type StarterSource =
  | { server: { command: string; args: string[] } }
  | { server: { url: string } }
  | { catalog: string };

/** An expected value for one argument, and what the user must decide about it. */
interface Starter {
  value: Json;
  note: string;
}

const INTEGER = '^-?[0-9]+$';
const NUMBER = '^-?[0-9]+(\\.[0-9]+)?$';
/** Below this depth a required object is matched by { $any: true }: schemas may be recursive. */
const MAX_DEPTH = 3;

/** The matcher for a value of schema `s`: of its type, accepting any such value. */
function starterValue(s: Schema | undefined, depth = 0): Starter {
  if (s?.const !== undefined) return { value: s.const as Json, note: 'fixed by the tool schema' };
  if (Array.isArray(s?.enum))
    return { value: { $oneOf: s.enum as Json[] }, note: 'keep the value the prompt asks for' };
  switch (typeOf(s)) {
    case 'string':
      return {
        value: { $nonEmpty: true },
        note: 'text: the value the prompt names',
      };
    case 'integer':
      return {
        value: { $regex: INTEGER },
        note: 'a whole number: the value the prompt names',
      };
    case 'number':
      return {
        value: { $regex: NUMBER },
        note: 'a number: the value the prompt names ($approx)',
      };
    case 'boolean':
      return { value: { $oneOf: [true, false] }, note: 'decide: true or false' };
    case 'null':
      return { value: null, note: 'null, as the tool schema says' };
    case 'array':
      return {
        value: { $nonEmpty: true },
        note: 'a list: the items the prompt implies',
      };
    case 'object': {
      const required = requiredOf(s);
      if (required.length && depth < MAX_DEPTH) {
        return {
          value: Object.fromEntries(
            required.map((k) => [k, starterValue(propertyOf(s, k), depth + 1).value]),
          ),
          note: 'an object: its required fields',
        };
      }
      return { value: { $any: true }, note: 'an object: the fields the prompt implies' };
    }
    default:
      return { value: { $any: true }, note: 'any value: the one the prompt implies' };
  }
}

/** A scenario id from a tool name: lower case, words joined by dashes, unique in `taken`. */
function idFor(tool: string, taken: Set<string>): string {
  const base =
    tool
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tool';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The first line of a tool's description, short enough for a comment. */
function summary(t: ToolSpec): string {
  const line = (t.description ?? '').trim().split('\n')[0].trim();
  const room = Math.max(20, 90 - t.name.length);
  return line.length > room ? `${line.slice(0, room - 1)}…` : line;
}

/** The starter corpus: one scenario per tool, with comments. */
export function starterCorpus(tools: ToolSpec[], schemaLine: string | undefined): string {
  const taken = new Set<string>();
  const plans = tools.map((t) => {
    const s = resolve(inlineRefs(t.inputSchema));
    // A name starting with $ would read as a matcher: such an argument is left to a comment.
    const required = requiredOf(s).filter((k) => !k.startsWith('$'));
    const args = Object.fromEntries(required.map((k) => [k, starterValue(propertyOf(s, k))]));
    const others = Object.keys((s?.properties as object | undefined) ?? {}).filter(
      (k) => !required.includes(k),
    );
    return { tool: t, id: idFor(t.name, taken), args, others };
  });
  const doc = new Document({
    defaults: { tags: ['starter'] },
    scenarios: plans.map((p) => ({
      id: p.id,
      // No braces: `{NAME}` in a prompt is a placeholder.
      prompt: `TODO: what a user would ask that needs ${p.tool.name}`,
      expect: {
        calls: [
          {
            tool: p.tool.name,
            ...(Object.keys(p.args).length
              ? { args: Object.fromEntries(Object.entries(p.args).map(([k, a]) => [k, a.value])) }
              : {}),
          },
        ],
      },
    })),
  });
  doc.commentBefore = [
    ...(schemaLine ? [` yaml-language-server: $schema=${schemaLine}`] : []),
    ` A starter corpus written by \`mcp-eval init\`: one scenario per tool (${tools.length}).`,
    ' For each: write the prompt as a user would ask, then tighten each matcher to the value that',
    ' prompt implies: a value, or a matcher such as $regex, $contains, $approx, $unordered',
    ' (docs/corpus.md). Args are a subset match: an argument left out is not checked.',
    ' Check the file with `mcp-eval validate`.',
  ].join('\n');
  const scenarios = doc.get('scenarios') as YAMLSeq;
  plans.forEach((p, i) => {
    const item = scenarios.items[i] as YAMLMap;
    const about = summary(p.tool);
    const notes = [` ${p.tool.name}${about ? `: ${about}` : ''}`];
    const a = p.tool.annotations;
    if (a?.destructiveHint === true || (a && a.readOnlyHint === false && !a.destructiveHint)) {
      notes.push(
        ` ${a.destructiveHint ? 'Destructive' : 'Writes'}: decide whether the model should ask first`,
        ' (then `expect: { clarification: true }`) or add gates (no_call, no_mutation).',
      );
    }
    item.commentBefore = notes.join('\n');
    const call = doc.getIn(['scenarios', i, 'expect', 'calls', 0]) as YAMLMap;
    const args = call.get('args');
    if (isMap(args)) {
      for (const pair of args.items) {
        const note = p.args[String((pair.key as { value: unknown }).value)]?.note;
        if (isMap(pair.value) || isSeq(pair.value)) pair.value.flow = true;
        if (pair.value && note) (pair.value as { comment?: string }).comment = ` ${note}`;
      }
    }
    if (p.others.length) {
      const list = ` other arguments: ${p.others.join(', ')} (add those the prompt implies)`;
      if (isMap(args)) args.comment = list;
      else call.comment = list;
    }
  });
  return doc.toString({ lineWidth: 100, singleQuote: true });
}

/** The config: the server (or catalog), stub mode, the corpus glob, providers to choose. */
export function starterConfig(
  source: StarterSource,
  corpusGlob: string,
  schemaLine: string | undefined,
): string {
  const doc = new Document<YAMLMap, false>({
    ...source,
    mode: 'stub',
    corpus: [corpusGlob],
  } as JsonObject);
  doc.commentBefore = [
    ...(schemaLine ? [` yaml-language-server: $schema=${schemaLine}`] : []),
    ' Written by `mcp-eval init`. Check: `mcp-eval validate`; run: `mcp-eval run --provider …`.',
  ].join('\n');
  const root = doc.contents;
  for (const pair of root.items) {
    const key = String((pair.key as { value: unknown }).value);
    const node = pair.key as { commentBefore?: string };
    if (key === 'server' && 'server' in source && 'command' in source.server) {
      (pair.value as YAMLMap).comment =
        " env: { API_URL: '${spy.url}' }  # point the server's API at the spy backend (spy.routes)";
    }
    if (key === 'mode') {
      node.commentBefore =
        'catalog' in source
          ? ' A catalog answers no call: stub mode only (each expected call may give its `stub`).'
          : [
              ' stub: the spy answers every call (an expected call may give its `stub`); the server',
              ' executes nothing. live: calls reach the server — choose it only where that harms',
              ' nothing (a test instance, or its API pointed at the spy).',
            ].join('\n');
    }
  }
  root.comment = [
    ' The models to run (or --provider). With none, one default model per provider key set in',
    ' the environment (OPENAI_API_KEY, …), else `replay`, which plays the expected calls:',
    ' providers: [openai:gpt-4.1-mini]',
    ' thresholds: { overall: 0.85 }',
  ].join('\n');
  return doc.toString({ lineWidth: 100, singleQuote: true });
}
