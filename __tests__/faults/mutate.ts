// Generators for the fuzz test: real corpus and config files of every format, broken the ways
// files get broken (fields deleted or retyped, huge, deep, odd unicode) and the ways YAML can
// be abused (alias bombs, undefined and circular aliases, duplicate keys, BOM, tabs, CRLF).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

export interface Seed {
  /** Where it is written in the case's folder: names matter to format detection. */
  name: string;
  data: unknown;
}

const FIXTURES = '__tests__/fixtures/formats';
/** Native corpora (clusters, multi-step, answers, the safety suite with spy gates) and the four
 * imported formats: a tiered corpus with its thresholds, a case file, answer fixtures. */
export const CORPUS_SEEDS: Seed[] = [
  ...['clusters', 'multi-step', 'answers', 'safety', 'clarification'].map(
    (n) => `corpus/${n}.yaml`,
  ),
  ...['selection_only', 'with_args', 'multi_step', 'thresholds'].map(
    (n) => `${FIXTURES}/tiered/${n}.yaml`,
  ),
  `${FIXTURES}/casefile/cases.json`,
  ...['01_count_orders', '02_orders_graph', '03_known_confusion', '04_needs_cluster'].map(
    (n) => `${FIXTURES}/answer-fixtures/${n}/test_case.yaml`,
  ),
].map((file) => ({ name: path.basename(file), data: parse(read(file)) }));

export const CONFIG_SEED: Seed = { name: 'mcp-eval.yaml', data: parse(read('mcp-eval.yaml')) };

const DEEP = '__fuzz_deep__';
const HUGE: Record<string, string> = {
  __fuzz_huge_ascii__: JSON.stringify('x'.repeat(1 << 20)),
  __fuzz_huge_emoji__: JSON.stringify('😀'.repeat(1 << 18)),
};
/** Odd text: astral, right-to-left, NUL, a lone surrogate, controls. */
const UNICODE = [
  '𝔘𝔫𝔦😀',
  'مرحبا \u202Eabc',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u0007\u001B[31m',
  '\uFEFF',
];

// The costly ones (1 MB of text, 10,000 levels) are rarer, so that a run stays quick.
const value: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, '', 'x'), weight: 16 },
  { arbitrary: fc.constantFrom(...UNICODE), weight: 12 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 12 },
  { arbitrary: fc.integer(), weight: 6 },
  { arbitrary: fc.constantFrom([], {}), weight: 6 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 12 },
  // Replaced after serializing by 1 MB of text (serializing it would be the slowest part).
  { arbitrary: fc.constantFrom(...Object.keys(HUGE)), weight: 1 },
  // Replaced after serializing by 10,000 levels of nesting.
  { arbitrary: fc.constant(DEEP), weight: 1 },
);

type Op =
  | { kind: 'delete' | 'set' | 'share'; at: number; to: number; value: unknown }
  | { kind: 'rename'; at: number; to: number; value: unknown };

const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('delete', 'set', 'set', 'share', 'rename'),
  at: fc.nat(),
  to: fc.nat(),
  value,
});

/** Every container in the tree with the key of one of its children. */
function slots(data: unknown): [Record<string | number, unknown>, string | number][] {
  const out: [Record<string | number, unknown>, string | number][] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      const k = Array.isArray(node) ? Number(key) : key;
      out.push([node as Record<string | number, unknown>, k]);
      walk((node as Record<string, unknown>)[key]);
    }
  };
  walk(data);
  return out;
}

function apply(data: unknown, o: Op): unknown {
  const all = slots(data);
  if (!all.length) return o.kind === 'set' ? o.value : data;
  const [parent, key] = all[o.at % all.length];
  if (o.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else if (o.kind === 'set') parent[key] = o.value;
  else if (o.kind === 'rename' && !Array.isArray(parent)) {
    parent[`${String(key)}_${typeof o.value === 'string' ? o.value.slice(0, 5) : 'x'}`] =
      parent[key];
    delete parent[key];
  } else if (o.kind === 'share') {
    // The same object twice: YAML writes it as an anchor and an alias.
    const [from, fromKey] = all[o.to % all.length];
    if (!slots(from[fromKey]).some(([p]) => p === parent) && from[fromKey] !== parent) {
      parent[key] = from[fromKey];
    }
  }
  return data;
}

/** Text-level faults; `certain` ones always make the file a problem. */
const TEXT_FAULTS = {
  bom: { certain: false, apply: (t: string) => `\uFEFF${t}` },
  crlf: { certain: false, apply: (t: string) => t.replace(/\n/g, '\r\n') },
  tab: { certain: false, apply: (t: string) => t.replace(/\n {2}/, '\n\t') },
  bomb: {
    certain: true,
    apply: (t: string) =>
      `${t}\nlol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n` +
      Array.from(
        { length: 9 },
        (_, i) => `lol${i + 1}: &l${i + 1} [${Array(9).fill(`*l${i}`).join(', ')}]\n`,
      ).join(''),
  },
  'undefined alias': { certain: true, apply: (t: string) => `${t}\nzz_alias: *nowhere\n` },
  'circular alias': { certain: true, apply: (t: string) => `${t}\nzz_cycle: &cyc [1, *cyc]\n` },
  'duplicate key': {
    certain: true,
    apply: (t: string) => `${t}\n${/^([A-Za-z_]\w*):/m.exec(t)?.[1] ?? 'dup: 1\ndup'}: 1\n`,
  },
  'deep block': {
    certain: true,
    apply: () => Array.from({ length: 150 }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1\n',
  },
  'deep compact': { certain: true, apply: () => `${'- '.repeat(10_000)}x\n` },
} as const;
type TextFault = keyof typeof TEXT_FAULTS;

export interface FuzzFile {
  name: string;
  text: string;
  /** What was done to it, for a failure's message. */
  faults: string[];
  /** A fault was added that no parser may let through. */
  broken: boolean;
}

export const fuzzFile = (seeds: Seed[]): fc.Arbitrary<FuzzFile> =>
  fc
    .record({
      seed: fc.constantFrom(...seeds),
      ops: fc.array(op, { maxLength: 4 }),
      json: fc.boolean(),
      text: fc.array(fc.constantFrom(...(Object.keys(TEXT_FAULTS) as TextFault[])), {
        maxLength: 2,
      }),
    })
    .map(({ seed, ops, json, text: faults }) => {
      let data = structuredClone(seed.data);
      for (const o of ops) data = apply(data, o);
      let text = serialize(data, json || seed.name.endsWith('.json'));
      const deep = text.includes(DEEP);
      text = text.replace(new RegExp(`"?${DEEP}"?`), () => '['.repeat(10_000) + ']'.repeat(10_000));
      text = text.replace(/"?(__fuzz_huge_\w+__)"?/g, (_, name: string) => HUGE[name]);
      for (const f of faults) text = TEXT_FAULTS[f].apply(text);
      const named = [...ops.map((o) => o.kind), ...faults, ...(deep ? ['deep flow'] : [])];
      return {
        name: seed.name,
        text,
        faults: named,
        broken: deep || faults.some((f) => TEXT_FAULTS[f].certain),
      };
    });

/** YAML, or JSON (which YAML reads too); lone surrogates and all. */
function serialize(data: unknown, json: boolean): string {
  return json ? JSON.stringify(data, null, 1) : stringify(data, { lineWidth: 0 });
}
