// The clarification rule the reference states (docs/corpus.md, from CLARIFICATION_RULE) is the
// one the check applies: each source of the missing parameter's terms, in the documented order,
// is the one the check reports when the sources before it are absent.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLARIFICATION_RULE, CLARIFICATION_SOURCES } from '../../src/model/clarification.js';
import { toolParams } from '../../src/model/tool.js';
import type { Turn } from '../../src/model/scenario.js';
import { clarification } from '../../src/score/checks/clarification.js';
import { expectation, scenario, transcript } from '../helpers.js';

const params = toolParams([
  {
    name: 'create_cluster',
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Cluster name.' },
        region: { type: 'string', description: 'Region to create the cluster in.' },
      },
      required: ['name', 'region'],
    },
  },
]);

const ask: Turn = { user: 'Create a cluster named analytics.', expect: expectation({}) };
const next: Turn = {
  user: 'In eu-west-1.',
  expect: expectation({
    calls: [{ tool: 'create_cluster', args: { name: 'analytics', region: 'eu-west-1' } }],
  }),
};

/** The scenario and transcript where the sources before `index` are absent. */
function setting(index: number) {
  const clarify = expectation({
    clarification: index === 0 ? { asks_for: ['zone'] } : true,
  });
  const turns = [{ ...ask, expect: clarify }, ...(index <= 1 ? [next] : [])];
  const t = { ...transcript({ reply: 'Which region and zone should it go in?' }) };
  return { s: scenario({ turns }), t: index <= 2 ? { ...t, params } : t };
}

describe('the clarification rule: one source for the reference and the check', () => {
  it.each(CLARIFICATION_SOURCES.map((s, i) => [s.source, i] as const))(
    'the terms come from %s when the sources before it are absent',
    (source, index) => {
      const { s, t } = setting(index);
      const [result] = clarification(s, t);
      expect(result?.passed).toBe(true);
      expect(result?.reason).toContain(CLARIFICATION_SOURCES[index]!.reason);
      if (source !== 'unknown') expect(result?.expected).toMatchObject({ from: source });
    },
  );

  it('a tool call fails the turn whatever the reply asks', () => {
    const { s, t } = setting(0);
    const call = { tool: 'create_cluster', args: {}, turn: 0 } as unknown as (typeof t.calls)[0];
    const [result] = clarification(s, { ...t, calls: [call] });
    expect(result?.passed).toBe(false);
  });

  it('the generated reference states the rule with every source, in the order the check applies them', () => {
    const reference = readFileSync(new URL('../../docs/corpus.md', import.meta.url), 'utf8');
    expect(reference).toContain(CLARIFICATION_RULE);
    const at = CLARIFICATION_SOURCES.map((s) => CLARIFICATION_RULE.indexOf(s.rule));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
