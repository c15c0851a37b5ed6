import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { filterScenarios } from '../../../src/corpus/filter.js';
import type { Scenario } from '../../../src/model/scenario.js';
import { score } from '../../../src/score/verdict.js';
import { call, transcript } from '../../helpers.js';
import { copyFixtures, load } from './helpers.js';

let dir: string;
let byId: Record<string, Scenario>;
let all: Scenario[];
beforeAll(async () => {
  dir = copyFixtures();
  const corpus = await load(dir, ['casefile/cases.json']);
  expect(corpus.problems).toEqual([]);
  expect(corpus.notices).toEqual([]);
  byId = corpus.byId;
  all = corpus.scenarios;
});

const REPLY = 'Which table do you mean?';
const verdict = (id: string, calls: ReturnType<typeof call>[], replies: string[] = [REPLY]) =>
  score(byId[id], {
    ...transcript({ calls }),
    turns: replies.map((reply) => ({ user: '', reply })),
  });

describe('case files: loading', () => {
  it('maps each type, with the module as category and the type kept for --types', () => {
    expect(byId.shop_query_happy).toMatchObject({
      category: 'shop',
      type: 'happy_path',
      tier: 'args',
      mode: 'live',
      description: 'Run a SQL query against the orders table',
      origin: { format: 'casefile', file: path.join('casefile', 'cases.json'), line: 4 },
    });
    expect(byId.shop_query_missing_sql.turns[0].expect).toEqual({
      order: 'strict',
      extra_calls: 'allow',
      clarification: true,
    });
    expect(byId.shop_tableList_missing_db.tier).toBe('clarification');
    expect(byId.shop_list_then_preview.turns[0].expect).toMatchObject({
      order: 'strict',
      extra_calls: 'forbid',
    });
    expect(byId.shop_list_then_preview.tier).toBe('sequence');
    expect(byId.shop_preview_vs_query.turns[0].expect.first_call_only).toBe(true);
    expect(filterScenarios(all, { types: ['multi_tool'] }).map((s) => s.id)).toEqual([
      'shop_list_then_preview',
    ]);
  });

  it('free-text params need only be non-empty; identifiers are exact; unset ones are not checked', () => {
    expect(byId.shop_query_happy.turns[0].expect.calls).toEqual([
      { tool: 'shop_query', args: { sql: { $nonEmpty: true } } },
    ]);
    expect(byId.shop_search_free_text.turns[0].expect.calls).toEqual([
      { tool: 'shop_search', args: { query: { $nonEmpty: true }, limit: 5 } },
    ]);
  });

  it('fills {PLACEHOLDER}s from vars recursively (a var may hold a placeholder)', () => {
    expect(byId.shop_preview_vs_query.turns[0]).toMatchObject({
      user: 'Show me a few rows from shop_v2.customers',
      expect: { calls: [{ args: { database_name: 'shop_v2', table_name: 'customers' } }] },
    });
  });

  it('turns: one session, each turn a clarification or its expected tools', () => {
    const s = byId.shop_three_turns;
    expect(s.turns.map((t) => [t.user, t.expect.clarification ?? false])).toEqual([
      ['Show me a table definition', true],
      ['The one about orders', true],
      ['The orders table in shop', false],
    ]);
    expect(s.turns[2].expect).toMatchObject({
      calls: [{ tool: 'shop_tableDDL', args: { database_name: 'shop', table_name: 'orders' } }],
      first_call_only: true,
    });
    expect(s.origin.locate!(['turns', 2, 'expect', 'calls', 0, 'args', 'table_name'])).toEqual({
      line: 98,
      column: 57,
      field: 'cases[8].turns[2].expected_tools[0].params.table_name',
    });
  });

  it('the free-text params are configurable', async () => {
    const corpus = await load(dir, ['casefile/cases.json'], { freeTextParams: ['table_name'] });
    expect(corpus.byId.shop_query_happy.turns[0].expect.calls![0].args).toEqual({
      sql: 'SELECT id, total FROM shop_v2.orders WHERE total > 100',
    });
    expect(corpus.byId.shop_preview_vs_query.turns[0].expect.calls![0].args).toEqual({
      database_name: 'shop_v2',
      table_name: { $nonEmpty: true },
    });
  });

  it('reports every malformed case with file, line and field', async () => {
    const turn = (n: number) => ({ input: `t${n}`, expect: 'clarification' });
    writeFileSync(
      path.join(dir, 'bad.json'),
      JSON.stringify(
        {
          module: 'm',
          cases: [
            { id: 'one-turn', type: 'happy_path', turns: [turn(1)] },
            {
              id: 'eight',
              type: 'happy_path',
              turns: Array.from({ length: 8 }, (_, i) => turn(i)),
            },
            {
              id: 'both',
              type: 'happy_path',
              turns: [turn(1), { input: 'x', expect: 'clarification', expected_tools: [] }],
            },
            { id: 'neither', type: 'happy_path', turns: [turn(1), { input: 'x' }] },
            { id: 'typo', type: 'happy-path', input: 'x', expected_tools: [] },
            {
              id: 'asks-but-calls',
              type: 'missing_parameter',
              input: 'x',
              expected_tools: [{ name: 'a' }],
            },
            { id: 'no-tools', type: 'happy_path', input: 'x' },
            { id: 'unfilled', type: 'happy_path', input: 'in {NOPE_DB}', expected_tools: [] },
          ],
        },
        null,
        2,
      ),
    );
    const { problems } = await load(dir, ['bad.json']);
    expect(problems.map((p) => `${p.line}:${p.field}: ${p.message}`)).toEqual([
      '7:cases[0].turns: Too small: expected array to have >=2 items',
      '17:cases[1].turns: Too big: expected array to have <=7 items',
      '60:cases[2].turns[1]: a turn has exactly one of `expect: "clarification"` and `expected_tools`',
      '75:cases[3].turns[1]: a turn has exactly one of `expect: "clarification"` and `expected_tools`',
      '82:cases[4].type: Invalid option: expected one of "happy_path"|"ambiguous_selection"|"missing_parameter"|"multi_tool"',
      '90:cases[5].expected_tools: a missing_parameter case expects no tool call: `expected_tools` must be empty',
      '96:cases[6].expected_tools: a single-turn case needs `expected_tools` ([] when no tool should be called)',
      '104:cases[7].input: unresolved placeholder {NOPE_DB}',
    ]);
  });
});

describe('case files: scoring semantics', () => {
  it('happy_path / ambiguous_selection: the primary (first) call decides; later calls are free', () => {
    const preview = call('shop_tablePreview', {
      database_name: 'shop_v2',
      table_name: 'customers',
    });
    expect(verdict('shop_preview_vs_query', [preview, call('shop_query')]).status).toBe('pass');
    const v = verdict('shop_preview_vs_query', [call('shop_query', { sql: 'x' }), preview]);
    expect(v.status).toBe('fail');
    expect(v.reason).toBe('selection: expected shop_tablePreview; the model called shop_query');
    expect(
      verdict('shop_preview_vs_query', [
        call('shop_tablePreview', { database_name: 'SHOP_V2', table_name: 'customers' }),
      ]).reason,
    ).toBe('args: shop_tablePreview.database_name: expected "shop_v2", got "SHOP_V2"');
  });

  it('free-text params: any non-empty value passes, an empty or missing one fails', () => {
    expect(verdict('shop_query_happy', [call('shop_query', { sql: 'SELECT 1' })]).status).toBe(
      'pass',
    );
    expect(verdict('shop_query_happy', [call('shop_query', { sql: '  ' })]).status).toBe('fail');
    expect(verdict('shop_query_happy', [call('shop_query', {})]).status).toBe('fail');
    expect(
      verdict('shop_search_free_text', [
        call('shop_search', { query: 'shoes', limit: 5, category: 'x' }),
      ]).status,
    ).toBe('pass');
  });

  it('missing_parameter: no tool call, and a reply', () => {
    expect(verdict('shop_query_missing_sql', []).status).toBe('pass');
    expect(
      verdict('shop_query_missing_sql', [call('shop_query', { sql: 'SELECT *' })]).reason,
    ).toBe('clarification: expected a question and no tool call; the model called shop_query');
  });

  it('multi_tool: the same count and order', () => {
    const list = call('shop_tableList', { database_name: 'shop' });
    const preview = call('shop_tablePreview', { database_name: 'shop', table_name: 'orders' });
    expect(verdict('shop_list_then_preview', [list, preview]).status).toBe('pass');
    expect(verdict('shop_list_then_preview', [preview, list]).reason).toContain(
      'out of the expected order',
    );
    expect(verdict('shop_list_then_preview', [list, preview, list]).reason).toContain(
      'extra calls',
    );
    expect(verdict('shop_list_then_preview', [list]).status).toBe('fail');
  });

  it('turns: a call in a clarification turn fails it; the last turn needs its tool', () => {
    const ddl = {
      ...call('shop_tableDDL', { database_name: 'shop', table_name: 'orders' }),
      turn: 2,
    };
    const replies = [REPLY, 'Which database is it in?', 'Here it is'];
    expect(verdict('shop_three_turns', [ddl], replies).status).toBe('pass');
    const early = verdict('shop_three_turns', [{ ...ddl, turn: 1 }, ddl], replies);
    expect(early.status).toBe('fail');
    expect(early.checks.find((c) => !c.passed)).toMatchObject({ check: 'clarification', turn: 1 });
  });

  it('turns: a clarification asks for what the next call needs and the prompts left out', () => {
    const ddl = {
      ...call('shop_tableDDL', { database_name: 'shop', table_name: 'orders' }),
      turn: 2,
    };
    // The user named the orders table in turn 2: asking for the table again asks for the wrong
    // parameter; the database is what is still missing.
    const again = verdict('shop_three_turns', [ddl], [REPLY, REPLY, 'Here it is']);
    expect(again.status).toBe('fail');
    expect(again.checks.find((c) => !c.passed)).toMatchObject({
      check: 'clarification',
      turn: 1,
      expected: { asksFor: ['shop_tableDDL.database_name'], from: 'next-turn' },
    });
    expect(
      verdict('shop_three_turns', [ddl], ['Created it. Anything else?', 'Which database?', 'ok'])
        .status,
    ).toBe('fail');
  });
});
