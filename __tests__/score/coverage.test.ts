// Coverage: the tools of tools/list that no scenario expects a call of, in any turn.
import { describe, expect, it } from 'vitest';
import { expectedTools, unexpectedTools } from '../../src/score/coverage.js';
import { expectation, scenario } from '../helpers.js';

const tool = (name: string) => ({ name, schemaHash: 'h' });

describe('coverage', () => {
  it('collects the tools expected in every turn of every scenario, once each', () => {
    const scenarios = [
      scenario({ expect: { calls: [{ tool: 'list_clusters' }, { tool: 'get_cluster' }] } }),
      scenario({
        turns: [
          { user: 'preview', expect: expectation({ clarification: true }) },
          { user: 'preview orders', expect: expectation({ calls: [{ tool: 'table_preview' }] }) },
        ],
      }),
      scenario({ expect: { calls: [{ tool: 'list_clusters' }] } }),
      // Gates and observations name tools without expecting a call of them.
      scenario({
        expect: { clarification: true },
        gates: [{ kind: 'no_call', tool: 'delete_cluster' }],
        observe: [{ kind: 'called', tool: 'restart' }],
      }),
    ];
    expect(expectedTools(scenarios)).toEqual(['get_cluster', 'list_clusters', 'table_preview']);
  });

  it('lists the tools no scenario expects, in tools/list order', () => {
    const tools = ['restart', 'list_clusters', 'delete_cluster', 'get_cluster'].map(tool);
    expect(unexpectedTools(tools, ['get_cluster', 'list_clusters', 'not_served'])).toEqual([
      'restart',
      'delete_cluster',
    ]);
    expect(
      unexpectedTools(
        tools,
        tools.map((t) => t.name),
      ),
    ).toEqual([]);
  });
});
