// A small tiered corpus and raw picks exercising every rule of its own scorer
// (docs/imported.md, "How a tiered corpus's own scorer decides"), with each pick's verdict
// worked out by hand from those rules (and checked once against the source's score.py).
export const CORPUS = {
  'tiered/selection_only.yaml': `
- { id: s1, prompt: p, expected_tool: a.list, expected_args: { x: 1 }, category: c1 }
- { id: dup, prompt: p, expected_tool: a.get, category: c1 }
- { id: unpicked, prompt: p, expected_tool: a.list }
`,
  'tiered/with_args.yaml': `
- { id: dup, prompt: p, expected_tool: a.get, expected_args: { id: T-1 }, category: c2 }
- { id: w_bool, prompt: p, expected_tool: a.set, expected_args: { flag: true, n: 5, z: 0 } }
- { id: w_null, prompt: p, expected_tool: a.set, expected_args: { opt: null, s: "5" } }
- { id: w_onlynull, prompt: p, expected_tool: a.set, expected_args: { opt: null } }
- { id: w_nest, prompt: p, expected_tool: a.find, expected_args: { f: { a: 1, b: [1, 2] } } }
- { id: w_case, prompt: p, expected_tool: a.find, expected_args: { q: Dana } }
`,
  'tiered/multi_step.yaml': `
- id: m1
  prompt: p
  expected_sequence: [{ tool: a.get, args: { id: 1 } }, { tool: a.close }]
- id: m2
  prompt: p
  expected_sequence: [{ tool: a.list }, { tool: a.list, args: { st: closed } }]
`,
  // `selection` is not a key the source reads: ignored, though it would fail every run here.
  'tiered/thresholds.yaml': `
default: { selection_only: 0.85, with_args: 1.0, multi_step: 1.0, overall: 0.85, selection: 0.99 }
per_model:
  m-empty: null
  m-strict: { overall: 0.9 }
  m-nogate: { selection_only: null, overall: null }
`,
};

export type P = Record<string, unknown>;
/** A number written as given in the raw file (JSON.stringify would write 5.0 as 5, -0.0 as 0). */
export const num = (text: string) => `#num:${text}#`;
export const sel = (id: string, extra: P): P => ({ tier: 'selection_only', id, ...extra });
const arg = (id: string, tool: string | null, args?: unknown, extra: P = {}): P => ({
  tier: 'with_args',
  id,
  picked_tool: tool,
  ...(args === undefined ? {} : { picked_args: args }),
  ...extra,
});
const seq = (id: string, sequence: unknown, extra: P = {}): P => ({
  tier: 'multi_step',
  id,
  ...(sequence === undefined ? {} : { picked_sequence: sequence }),
  ...extra,
});

// [pick, the source's verdict, why]
export const PICKS: [P, boolean, string][] = [
  // selection_only: picked_tool alone, exact and case-sensitive.
  [sel('s1', { picked_tool: 'a.list', picked_args: {} }), true, 'expected_args unread'],
  [sel('s1', { picked_tool: 'A.list' }), false, 'case-sensitive'],
  [sel('s1', { picked_tool: null, picked_sequence: [{ tool: 'a.list' }] }), false, 'seq unread'],
  [sel('s1', { picked_tool: '' }), false, 'empty pick'],
  [sel('dup', { picked_tool: 'a.get', picked_args: { id: 'nope' } }), true, 'args unread'],
  [sel('w_bool', { picked_tool: 'a.set' }), false, 'a with_args id, labelled selection_only'],
  [sel('s1', { picked_tool: 'a.list' }), true, 'a duplicate pick counts again'],
  [sel('s1', {}), false, 'no picked_tool at all'],
  // with_args: the tool, then every expected key with Python's ==.
  [arg('dup', 'a.get', { id: 'T-1', extra: 1 }), true, 'the with_args dup; extra keys'],
  [arg('dup', 'a.get', { id: 't-1' }), false, 'strings are case-sensitive'],
  [arg('w_bool', 'a.set', { flag: 1, n: num('5.0'), z: false }), true, 'true == 1, 5 == 5.0'],
  [arg('w_bool', 'a.set', { flag: 'true', n: 5, z: 0 }), false, '"true" != true'],
  [arg('w_bool', 'a.set', { flag: num('1.0'), n: 5, z: num('-0.0') }), true, '0 == -0.0'],
  [arg('w_null', 'a.set', { s: '5' }), true, 'expected null matches an absent key'],
  [arg('w_null', 'a.set', { opt: null, s: 5 }), false, '"5" != 5'],
  [arg('w_onlynull', 'a.set', null), true, 'picked_args null reads as {}'],
  [arg('w_onlynull', 'a.set'), true, 'picked_args missing reads as {}'],
  [arg('w_nest', 'a.find', { f: { b: [1, 2], a: true } }), true, 'key order ignored, 1 == true'],
  [arg('w_nest', 'a.find', { f: { a: 1, b: [2, 1] } }), false, 'list order kept'],
  [arg('w_nest', 'a.find', { f: { a: 1, b: [1, 2], c: 3 } }), false, 'nested: compared whole'],
  [arg('w_case', 'a.find', { q: 'Dana' }, { picked_sequence: [{ tool: 'x' }] }), true, 'seq'],
  [arg('nope', 'a.get', {}), false, 'unknown id: a failure in with_args'],
  [arg('w_bool', null, { flag: true, n: 5, z: 0 }), false, 'no tool picked'],
  // multi_step: picked_sequence alone; length, then step by step.
  [
    seq(
      'm1',
      [
        { tool: 'a.get', args: { id: num('1.0'), x: 2 } },
        { tool: 'a.close', args: {} },
      ],
      {
        picked_tool: 'zzz',
      },
    ),
    true,
    'picked_tool unread; extra keys; 1 == 1.0',
  ],
  [seq('m1', [{ tool: 'a.get', args: { id: true } }, { tool: 'a.close' }]), true, '1 == true'],
  [seq('m1', [{ tool: 'a.get', args: { id: '1' } }, { tool: 'a.close' }]), false, '"1" != 1'],
  [seq('m1', [{ tool: 'a.get', args: { id: 1 } }]), false, 'shorter'],
  [
    seq('m1', [{ tool: 'a.get', args: { id: 1 } }, { tool: 'a.close' }, { tool: 'a.close' }]),
    false,
    'longer',
  ],
  [
    seq('m1', null, { picked_tool: 'a.get', picked_args: { id: 1 } }),
    false,
    'null sequence reads as []',
  ],
  [
    seq('m2', [
      { tool: 'a.list', args: { st: 'closed' } },
      { tool: 'a.list', args: { st: 'closed' } },
    ]),
    true,
    'a step without expected args takes any',
  ],
  [
    seq('m2', [
      { tool: 'a.list', args: { st: 'closed' } },
      { tool: 'a.list', args: { st: 'Closed' } },
    ]),
    false,
    'case-sensitive',
  ],
  [seq('m2', [{ tool: 'a.list' }, { tool: 'a.list', args: null }]), false, 'null args read as {}'],
  [seq('m1', [{ tool: 'a.close' }, { tool: 'a.get', args: { id: 1 } }]), false, 'order'],
  [seq('m1', [{ args: { id: 1 } }, { tool: 'a.close' }]), false, 'a step with no tool'],
  [seq('m1', undefined), false, 'no picked_sequence at all'],
];

// By hand: selection 3 pass of 8; with_args 8 of 15; multi_step 3 of 12; overall 14 of 35.
export const BY_TIER = {
  selection: { scored: 8, accuracy: 3 / 8 },
  args: { scored: 15, accuracy: 8 / 15 },
  sequence: { scored: 12, accuracy: 3 / 12 },
};
