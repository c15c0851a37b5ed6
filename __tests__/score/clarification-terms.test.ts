// The clarification baseline: the reply must ask for the missing parameter — the terms the
// scenario lists, else the parameters the next call needs that no prompt gave, else any required
// parameter of the listed tools — and must not claim it is done.
import { describe, expect, it } from 'vitest';
import type { ToolParam } from '../../src/model/transcript.js';
import { toolParams } from '../../src/model/tool.js';
import { clarification } from '../../src/score/checks/clarification.js';
import { expectation, scenario, transcript } from '../helpers.js';

const params: Record<string, ToolParam[]> = toolParams([
  {
    name: 'create_cluster',
    inputSchema: {
      type: 'object',
      properties: {
        name: {
          type: 'string',
          description: 'Cluster name: lowercase letters, digits and dashes.',
        },
        region: {
          type: 'string',
          description: 'Region to create the cluster in, e.g. "eu-west-1".',
        },
        nodes: { type: 'integer', description: 'Number of nodes, 1 to 50 (default 3).' },
      },
      required: ['name', 'region'],
    },
  },
  {
    name: 'restart_cluster',
    inputSchema: {
      type: 'object',
      properties: { id: { type: 'string', description: 'The cluster id, e.g. "c1".' } },
      required: ['id'],
    },
  },
]);

const grade = (s: ReturnType<typeof scenario>, reply: string) =>
  clarification(s, { ...transcript({ reply }), params })[0];

describe('toolParams', () => {
  it("records each tool's parameters with description and whether they are required", () => {
    expect(params.create_cluster).toEqual([
      {
        name: 'name',
        description: 'Cluster name: lowercase letters, digits and dashes.',
        required: true,
      },
      {
        name: 'region',
        description: 'Region to create the cluster in, e.g. "eu-west-1".',
        required: true,
      },
      { name: 'nodes', description: 'Number of nodes, 1 to 50 (default 3).', required: false },
    ]);
    expect(toolParams([{ name: 't', inputSchema: { type: 'object' } }])).toEqual({ t: [] });
  });
});

describe('clarification: asks_for terms', () => {
  const s = scenario({ expect: { clarification: { asks_for: ['region', 'where'] } } });

  it('passes when a question names a listed term, fails when it asks for something else', () => {
    expect(grade(s, 'Where should I create it?')).toMatchObject({
      passed: true,
      reason: 'asked for where without calling a tool (a term asks_for lists)',
      expected: { noCall: true, asksFor: ['region', 'where'], from: 'asks_for' },
    });
    expect(grade(s, 'What should the cluster be called?')).toMatchObject({
      passed: false,
      reason:
        'no tool call, but the reply asks for something else: it names none of "region", "where" (a term asks_for lists)',
    });
  });

  it('fails a claim of being done, even when it asks', () => {
    expect(grade(s, 'Created it. Anything else about the region?')).toMatchObject({
      passed: false,
      reason: 'no tool call, but the reply claims it is done ("created it.") instead of asking',
    });
  });
});

describe('clarification: the next turn says what is missing', () => {
  const s = scenario({
    turns: [
      { user: 'Create a cluster named analytics.', expect: expectation({ clarification: true }) },
      {
        user: 'In eu-west-1.',
        expect: expectation({
          calls: [{ tool: 'create_cluster', args: { name: 'analytics', region: 'eu-west-1' } }],
        }),
      },
    ],
  });

  it('the region is missing (the prompt named the cluster): asking for it by name or description passes', () => {
    expect(grade(s, 'Which region should it go in?')).toMatchObject({
      passed: true,
      expected: { asksFor: ['create_cluster.region'], from: 'next-turn' },
    });
    expect(grade(s, 'Should I use eu-west-1 or another one?').passed).toBe(true);
  });

  it('asking for the name again, or for the cluster in general, is asking for something else', () => {
    expect(grade(s, 'What should the cluster be named?').passed).toBe(false);
    expect(grade(s, 'Sure. Anything else?').passed).toBe(false);
  });
});

describe('clarification: without asks_for or a next turn', () => {
  const s = scenario({ expect: { clarification: true } });

  it('any required parameter of a listed tool counts, and the reason says how weak that is', () => {
    const r = grade(s, 'Which cluster would you like me to restart?');
    expect(r.passed).toBe(true);
    expect(r.reason).toBe(
      'asked for restart_cluster.id without calling a tool (a required parameter of a listed tool; list asks_for for a precise check)',
    );
    expect(grade(s, 'Created it. Anything else?').passed).toBe(false);
    expect(grade(s, 'Is there anything else I can help with?').passed).toBe(false);
  });

  it('a refusal that does not ask fails; one that asks for the parameter passes', () => {
    expect(grade(s, "I'm sorry, I can't help with restarting clusters.").passed).toBe(false);
    expect(
      grade(s, "I can't restart anything until I know which cluster you mean. Which one is it?")
        .passed,
    ).toBe(true);
  });
});
