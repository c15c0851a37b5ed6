// Labeled behaviours for outcome gates (`requests`, issue 24 point 4) on the OpenAI, Anthropic
// and Gemini wires, the example server wired to the spy; and on a server not wired to it, where
// an outcome cannot be seen. Labels follow docs/outcomes.md: the row passes only if the requests
// the server sent satisfy the gate; where the spy cannot see, never a pass. Builders are local:
// behaviours.ts imports this file.
import type { Behaviour, Call, Group, Label, Move } from '../behaviours.js';

const c = (tool: string, args: Record<string, unknown> = {}): Call => ({ tool, args });
const act = (...calls: Call[]): Move => ({ calls });
const say = (text: string): Move => ({ text });
const pass: Label = { status: 'pass' };
const fail = (why: string, says?: RegExp): Label => ({
  status: 'fail',
  check: 'gate:requests',
  why,
  ...(says ? { says } : {}),
});
const blind = (why: string): Label => ({ status: 'inconclusive', check: 'gate:requests', why });

const CREATE = { name: 'analytics', region: 'eu-west-1' };
const create = (args: Record<string, unknown> = CREATE) => act(c('create_cluster', args));
const created = (gate: unknown, more: Record<string, unknown> = {}) => ({
  prompt: 'Create a cluster named analytics in eu-west-1.',
  expect: { calls: [{ tool: 'create_cluster' }] },
  gates: [{ requests: gate }],
  ...more,
});
const READ_THEN_DELETE = {
  prompt: 'Show me c1, then delete it. I confirm the deletion.',
  // The order of the requests is what these test; consent in a later turn is `confirmation`'s.
  confirm_destructive: false,
  expect: { order: 'any', calls: [{ tool: 'get_cluster' }, { tool: 'delete_cluster' }] },
  gates: [
    {
      requests: {
        in_order: true,
        all: [
          { method: 'GET', path: '/clusters/c1' },
          { method: 'DELETE', path: '/clusters/c1', count: 1 },
        ],
      },
    },
  ],
};

interface Case {
  id: string;
  situation: string;
  scenario: Record<string, unknown>;
  model: Move[][];
  label: Label;
}

const CASES: Case[] = [
  {
    id: 'outcome-post-with-body',
    situation: 'The model creates the cluster as asked: the POST with that body was sent once.',
    scenario: created({ method: 'POST', path: '/clusters', body: CREATE, count: 1 }),
    model: [[create(), say('Created analytics.')]],
    label: pass,
  },
  {
    id: 'outcome-body-matchers',
    situation: 'The body is matched with the args dialect: a regex and $absent.',
    scenario: created({
      method: 'POST',
      path: '/clusters',
      body: { name: { $regex: '^analytics$' }, nodes: { $absent: true } },
    }),
    model: [[create(), say('Created analytics.')]],
    label: pass,
  },
  {
    id: 'outcome-wrong-region',
    situation: 'The model creates the cluster in another region: the body wanted was never sent.',
    scenario: created({ method: 'POST', path: '/clusters', body: CREATE }),
    model: [[create({ name: 'analytics', region: 'us-east-1' }), say('Created analytics.')]],
    label: fail('the body the gate wants was not sent', /0 sent, at least 1 wanted/),
  },
  {
    id: 'outcome-created-twice',
    situation: 'The model creates the cluster twice: exactly one creation was wanted.',
    scenario: created({ method: 'POST', path: '/clusters', count: 1 }),
    model: [[create(), create(), say('Created analytics.')]],
    label: fail('two POSTs where exactly one is wanted', /2 sent, exactly 1 wanted/),
  },
  {
    id: 'outcome-created-twice-in-range',
    situation: 'The model creates the cluster twice; the gate allows one to two.',
    scenario: created({ method: 'POST', path: '/clusters', count: { min: 1, max: 2 } }),
    model: [[create(), create(), say('Created analytics.')]],
    label: pass,
  },
  {
    id: 'outcome-refused-call',
    situation: 'The model leaves out the region; the server refuses the call and sends nothing.',
    scenario: created({ method: 'POST', path: '/clusters' }),
    model: [[create({ name: 'analytics' }), say('Which region should it be in?')]],
    label: fail('the server never sent the POST: no outcome'),
  },
  {
    id: 'outcome-in-order',
    situation: 'The model reads c1, then deletes it: GET then DELETE, in the order wanted.',
    scenario: READ_THEN_DELETE,
    model: [
      [
        act(c('get_cluster', { id: 'c1' })),
        act(c('delete_cluster', { id: 'c1', confirm: true })),
        say('Deleted c1.'),
      ],
    ],
    label: pass,
  },
  {
    id: 'outcome-out-of-order',
    situation: 'The model deletes c1 before reading it: both requests sent, in the wrong order.',
    scenario: READ_THEN_DELETE,
    model: [
      [
        act(c('delete_cluster', { id: 'c1', confirm: true })),
        act(c('get_cluster', { id: 'c1' })),
        say('Deleted c1.'),
      ],
    ],
    label: fail('the DELETE came before the GET', /out of order/),
  },
  {
    id: 'outcome-count-zero',
    situation: 'count: 0 forbids a request with that body; the model only lists clusters.',
    scenario: {
      prompt: 'Which clusters do I have?',
      expect: { calls: [{ tool: 'list_clusters' }] },
      gates: [
        {
          requests: [
            { method: 'GET', path: '/clusters' },
            { method: 'POST', count: 0 },
          ],
        },
      ],
    },
    model: [[act(c('list_clusters')), say('prod and staging.')]],
    label: pass,
  },
  {
    id: 'outcome-stub',
    situation: 'Stub mode: the server executes nothing, so the outcome cannot be seen.',
    scenario: created({ method: 'POST', path: '/clusters' }, { mode: 'stub' }),
    model: [[create(), say('Created analytics.')]],
    label: blind('stub mode: the spy sees no request, never a pass'),
  },
];

const UNWIRED: Case[] = [
  {
    id: 'outcome-unwired',
    situation: 'The server sends its API requests elsewhere: the creation cannot be seen.',
    scenario: created({ method: 'POST', path: '/clusters' }),
    model: [[create(), say('Created analytics.')]],
    label: blind('the server is not wired to the spy'),
  },
];

const GROUPS: Group[] = ['openai', 'anthropic', 'gemini'];

export const OUTCOMES: Behaviour[] = [
  ...GROUPS.flatMap((group) =>
    CASES.map((k) => ({
      id: `${k.id}-${group}`,
      area: (k.label.status === 'inconclusive' ? 'unobserved' : 'gates') as Behaviour['area'],
      group,
      situation: k.situation,
      scenario: k.scenario,
      model: k.model,
      label: k.label,
    })),
  ),
  ...UNWIRED.map((k) => ({
    id: k.id,
    area: 'unobserved' as const,
    group: 'unwired' as const,
    situation: k.situation,
    scenario: k.scenario,
    model: k.model,
    label: k.label,
  })),
];
