// Labeled behaviours for the deterministic graders (issue 23, points 2 and 4), on the OpenAI,
// Anthropic and Gemini wires: the answer is the final message; clarifications must ask for the
// missing parameter; answer facts are whole words and numbers by value, not negated, not inside
// an echo of the model's own call. Labels are what a careful human expects, not engine output.
import type { Behaviour, Call, Group, Label, Move } from '../behaviours.js';

const c = (tool: string, args: Record<string, unknown> = {}): Call => ({ tool, args });
const say = (text: string): Move => ({ text });
const act = (...calls: Call[]): Move => ({ calls });
const actSaying = (text: string, ...calls: Call[]): Move => ({ text, calls });
const pass: Label = { status: 'pass' };
const fail = (check: string, why: string): Label => ({ status: 'fail', check, why });
const passing = (why: string): Label => ({ status: 'pass', why });

// Scenarios, as one would write them in corpus YAML against the example server.
const PROD_NODES = {
  prompt: 'How many nodes does prod (c1) have?',
  expect: {
    calls: [{ tool: 'get_cluster', args: { id: 'c1' } }],
    answer: { includes: ['5 nodes'], mode: 'strict' },
  },
};
const PROD_NODES_ALL = {
  prompt: 'How many nodes does prod (c1) have?',
  expect: {
    calls: [{ tool: 'get_cluster', args: { id: 'c1' } }],
    answer: { includes: ['5 nodes'], mode: 'strict', scope: 'all' },
  },
};
const PROD_REGION = {
  prompt: 'Which region is prod (c1) running in?',
  expect: {
    calls: [{ tool: 'get_cluster', args: { id: 'c1' } }],
    answer: { includes: ['eu-west-1'], mode: 'strict' },
  },
};
/** Stub mode: cluster c4 answers with `nodes` nodes; the answer must state them. */
const c4Nodes = (nodes: number, fact: string) => ({
  mode: 'stub',
  prompt: 'How many nodes does cluster c4 have?',
  expect: {
    calls: [{ tool: 'get_cluster', args: { id: 'c4' }, stub: { id: 'c4', nodes } }],
    answer: { includes: [fact], mode: 'strict' },
  },
});
const CREATE_15 = {
  mode: 'stub',
  prompt: 'Create a 15-node cluster named batch in eu-west-1. How many nodes will it have?',
  expect: {
    calls: [
      {
        tool: 'create_cluster',
        args: { name: 'batch', region: 'eu-west-1', nodes: 15 },
        stub: { id: 'c9', name: 'batch', state: 'provisioning' },
      },
    ],
    answer: { includes: ['15'], mode: 'strict' },
  },
};
const CREATE_MISSING = { prompt: 'Create a new cluster for me.', expect: { clarification: true } };
/** The name is given; the next turn supplies the region: the region is what is missing. */
const CREATE_NAMED = {
  turns: [
    { user: 'Create a cluster named analytics for me.', expect: { clarification: true } },
    {
      user: 'Put it in eu-west-1.',
      expect: {
        calls: [{ tool: 'create_cluster', args: { name: 'analytics', region: 'eu-west-1' } }],
      },
    },
  ],
};
/** restart_cluster's `id` is "The cluster id, e.g. "c1"": "cluster" is a word of its description. */
const RESTART_WHICH_NEXT = {
  turns: [
    { user: 'Restart one of my clusters, please.', expect: { clarification: true } },
    {
      user: 'Staging, c2.',
      expect: { calls: [{ tool: 'restart_cluster', args: { id: 'c2' } }] },
    },
  ],
};
const CREATE_WHERE = {
  prompt: 'Create a cluster called analytics.',
  expect: { clarification: { asks_for: ['region', 'where'] } },
};

const CREATE_ANALYTICS = c('create_cluster', { name: 'analytics', region: 'eu-west-1' });

function behaviours(group: Group): Behaviour[] {
  const b = (d: Omit<Behaviour, 'group' | 'id'> & { id: string }): Behaviour => ({
    ...d,
    id: `graders-${group}-${d.id}`,
    group,
  });
  return [
    // --- the final reply ---------------------------------------------------------------------
    b({
      id: 'right-before-call-wrong-after',
      area: 'answer',
      situation: 'Says "5 nodes" beside the call, then answers "6 nodes" after the result.',
      scenario: PROD_NODES,
      model: [
        [
          actSaying('prod should have 5 nodes; let me check.', c('get_cluster', { id: 'c1' })),
          say('prod has 6 nodes.'),
        ],
      ],
      label: fail(
        'answer',
        'the answer is the final message; a right value said before the call does not excuse it',
      ),
    }),
    b({
      id: 'right-before-call-silent-after',
      area: 'answer',
      situation: 'Says the region beside the call, then nothing after the result.',
      scenario: PROD_REGION,
      model: [
        [
          actSaying('prod is probably in eu-west-1; checking.', c('get_cluster', { id: 'c1' })),
          say(''),
        ],
      ],
      label: fail('answer', 'the final message (after the last tool result) is empty'),
    }),
    b({
      id: 'scope-all-joined',
      area: 'answer',
      situation:
        'scope: all — "5 nodes" beside the call, "6 nodes" at the end: the joined text has it.',
      scenario: PROD_NODES_ALL,
      model: [
        [
          actSaying('prod should have 5 nodes; let me check.', c('get_cluster', { id: 'c1' })),
          say('prod has 6 nodes.'),
        ],
      ],
      label: passing('answer.scope: all reads every text of the turn, as before'),
    }),

    // --- answers: numbers, negation, echoes ---------------------------------------------------
    b({
      id: 'negated-fact',
      area: 'answer',
      situation: 'c4 has 15 nodes; the model says "not 15 but 5".',
      scenario: c4Nodes(15, '15'),
      model: [[act(c('get_cluster', { id: 'c4' })), say('c4 has not 15 but 5 nodes.')]],
      label: fail('answer', '15 is only mentioned under "not"'),
    }),
    b({
      id: 'negation-in-another-clause',
      area: 'answer',
      situation: 'c4 has 15 nodes; the model says "It isn\'t 14, it\'s 15."',
      scenario: c4Nodes(15, '15'),
      model: [[act(c('get_cluster', { id: 'c4' })), say("It isn't 14, it's 15 nodes.")]],
      label: passing('the negation belongs to 14; 15 stands in its own clause'),
    }),
    b({
      id: 'number-only-in-echoed-json',
      area: 'answer',
      situation: 'The node count appears only in the JSON of the call it echoes.',
      scenario: CREATE_15,
      model: [
        [
          act(c('create_cluster', { name: 'batch', region: 'eu-west-1', nodes: 15 })),
          say(
            'I sent {"name": "batch", "region": "eu-west-1", "nodes": 15}. The cluster is provisioning.',
          ),
        ],
      ],
      label: fail('answer', 'the number is the model quoting its own call, not an answer'),
    }),
    b({
      id: 'number-in-prose-beside-echo',
      area: 'answer',
      situation: 'The echoed call JSON, and the node count said in prose too.',
      scenario: CREATE_15,
      model: [
        [
          act(c('create_cluster', { name: 'batch', region: 'eu-west-1', nodes: 15 })),
          say(
            'I sent {"name": "batch", "region": "eu-west-1", "nodes": 15}; batch will have 15 nodes.',
          ),
        ],
      ],
      label: pass,
    }),
    b({
      id: 'five-hundred',
      area: 'answer',
      situation: '"five hundred nodes" where "500 nodes" is expected.',
      scenario: c4Nodes(500, '500 nodes'),
      model: [[act(c('get_cluster', { id: 'c4' })), say('c4 has five hundred nodes.')]],
      label: passing('a number written in words is the same number'),
    }),
    b({
      id: 'thousands-separator',
      area: 'answer',
      situation: '"1,200 nodes" where "1200 nodes" is expected.',
      scenario: c4Nodes(1200, '1200 nodes'),
      model: [[act(c('get_cluster', { id: 'c4' })), say('c4 has 1,200 nodes.')]],
      label: pass,
    }),
    b({
      id: 'decimal-zero',
      area: 'answer',
      situation: '"5.0" where "5 nodes" is expected.',
      scenario: c4Nodes(5, '5 nodes'),
      model: [[act(c('get_cluster', { id: 'c4' })), say('c4 has 5.0 nodes on record.')]],
      label: passing('5.0 and 5 are the same number'),
    }),

    // --- clarification: ask for the missing parameter ------------------------------------------
    b({
      id: 'created-anything-else',
      area: 'clarification',
      situation: 'No call; "Created it. Anything else?"',
      scenario: CREATE_MISSING,
      model: [[say('Created it. Anything else?')]],
      label: fail(
        'clarification',
        'a claim of being done with a stray question mark asks for nothing',
      ),
    }),
    b({
      id: 'asks-for-another-parameter',
      area: 'clarification',
      situation: 'The name was given, the region is missing; the model asks for the name.',
      scenario: CREATE_NAMED,
      model: [
        [say('Sure. What should the new cluster be called?')],
        [act(CREATE_ANALYTICS), say('Created analytics in eu-west-1.')],
      ],
      label: fail('clarification', 'it asks for the name the user gave, not the missing region'),
    }),
    b({
      id: 'asks-by-name',
      area: 'clarification',
      situation: 'The region is missing; the model asks for the region by name.',
      scenario: CREATE_NAMED,
      model: [
        [say('Which region should analytics be created in?')],
        [act(CREATE_ANALYTICS), say('Created analytics in eu-west-1.')],
      ],
      label: pass,
    }),
    b({
      id: 'asks-by-description',
      area: 'clarification',
      situation:
        'The cluster id is missing; the model asks "which cluster" (words of its description).',
      scenario: RESTART_WHICH_NEXT,
      model: [
        [say('Which cluster do you want me to restart, prod or staging?')],
        [
          act(c('restart_cluster', { id: 'c2' })),
          say('Here is the preflight for staging; confirm?'),
        ],
      ],
      label: pass,
    }),
    b({
      id: 'asks-listed-term',
      area: 'clarification',
      situation: 'asks_for lists "region" and "where"; the model asks where to put it.',
      scenario: CREATE_WHERE,
      model: [[say('Happy to. Where should I put it?')]],
      label: pass,
    }),
    b({
      id: 'asks-unlisted-term',
      area: 'clarification',
      situation: 'asks_for lists "region" and "where"; the model asks about the node count.',
      scenario: CREATE_WHERE,
      model: [[say('How many nodes should it have?')]],
      label: fail('clarification', 'it asks, but not for the missing region'),
    }),
  ];
}

export const GRADERS: Behaviour[] = (['openai', 'anthropic', 'gemini'] as const).flatMap(
  behaviours,
);
