// Mutant derivation on its own: a perturbed value the expectation rejects where one exists, the
// nearest tool by shared words, and the survival reasons read from the expectation.
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/model/scenario.js';
import type { ToolSpec } from '../../src/model/tool.js';
import { deriveMutants } from '../../src/selftest/mutants.js';
import { perturb } from '../../src/selftest/perturb.js';
import { nearestTool } from '../../src/selftest/similar.js';

const tool = (
  name: string,
  description: string,
  props: Record<string, unknown> = {},
): ToolSpec => ({
  name,
  description,
  inputSchema: { type: 'object', properties: props, required: Object.keys(props) },
});
const TOOLS = [
  tool('list_clusters', 'List every cluster.'),
  tool('get_cluster', 'Details of one cluster by id.', { id: { type: 'string' } }),
  tool('create_cluster', 'Create a cluster.', {
    name: { type: 'string' },
    region: { type: 'string', enum: ['eu-west-1', 'eu-central-1', 'us-east-1'] },
  }),
  {
    ...tool('delete_cluster', 'Delete a cluster.', { id: { type: 'string' } }),
    annotations: { destructiveHint: true },
  },
];

describe('mutants', () => {
  it('perturbs to a value of the same type that the expectation rejects', () => {
    const oneOf = { $oneOf: ['eu-west-1', 'eu-central-1'] };
    expect(
      perturb(oneOf, 'eu-west-1', TOOLS[2].inputSchema.properties!['region' as never]),
    ).toEqual({
      value: 'us-east-1',
      accepted: false,
    });
    expect(perturb({ $regex: '^analytics' }, 'analytics', undefined)).toEqual({
      value: 'xanalytics',
      accepted: false,
    });
    expect(perturb({ $approx: 3, $tol: 0.01 }, 3, undefined)).toEqual({
      value: 4,
      accepted: false,
    });
    expect(perturb(true, true, undefined)).toEqual({ value: false, accepted: false });
    expect(perturb({ $any: true }, 'x', undefined)?.accepted).toBe(true);
  });

  it('finds the nearest other tool by name and description', () => {
    const tools = [
      tool('getUser', 'Fetch a user by id.'),
      tool('delete_item', 'Remove an item from the cart.'),
      tool('get_user_profile', "Fetch a user's public profile."),
    ];
    expect(nearestTool('getUser', tools)?.name).toBe('get_user_profile');
  });

  it('derives each kind where it applies, with the reason read from the expectation', () => {
    const scenario = {
      id: 's',
      turns: [
        {
          user: 'Create sandbox anywhere, then show c1.',
          expect: {
            order: 'any',
            extra_calls: 'allow',
            calls: [
              { tool: 'create_cluster', args: { name: 'sandbox', region: { $any: true } } },
              { tool: 'get_cluster', args: { id: 'c1' } },
            ],
            answer: { includes: ['sandbox', 'prod'], mode: 'loose' },
          },
        },
      ],
    } as unknown as Scenario;
    const mutants = deriveMutants(scenario, TOOLS);
    const kinds = new Set(mutants.map((m) => m.kind));
    expect([...kinds].sort()).toEqual(
      [
        'answer-without-facts',
        'extra-write',
        'fact-negated',
        'missing-arg',
        'nearest-tool',
        'perturbed-value',
        'skipped-step',
        'swapped-steps',
      ].sort(),
    );
    const why = (does: RegExp) => mutants.find((m) => does.test(m.does))?.survives;
    expect(why(/sends `region/)).toBe('`region: $any` accepts any value');
    expect(why(/before step/)).toBe('`order: any` accepts the calls in any order');
    expect(why(/not sandbox/)).toMatch(/`mode: loose` passes on any one fact/);
    expect(why(/also calls delete_cluster/)).toMatch(/`extra_calls: allow`/);
    // Only the mutated turn changes; the expected calls are typed by the schema.
    const extra = mutants.find((m) => m.kind === 'extra-write')!;
    expect(extra.turns[0].map((s) => s.call ?? 'text')).toEqual([
      'create_cluster',
      'get_cluster',
      'delete_cluster',
      'text',
    ]);
  });

  it('calls where a question was expected', () => {
    const scenario = {
      id: 'q',
      turns: [
        {
          user: 'Show me a cluster.',
          expect: { order: 'strict', extra_calls: 'allow', clarification: true },
        },
        {
          user: 'c1',
          expect: {
            order: 'strict',
            extra_calls: 'allow',
            calls: [{ tool: 'get_cluster', args: { id: 'c1' } }],
          },
        },
      ],
    } as unknown as Scenario;
    const m = deriveMutants(scenario, TOOLS).find((x) => x.kind === 'call-not-question');
    expect(m?.turn).toBe(0);
    expect(m?.turns[0][0]).toEqual({ call: 'get_cluster', args: { id: 'c1' } });
  });
});
