import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseThresholds } from '../../../src/corpus/config.js';
import type { Scenario } from '../../../src/model/scenario.js';
import { SpyProxy } from '../../../src/spy/proxy.js';
import { loadCatalog } from '../../../src/mcp/upstream.js';
import type { ResultRow } from '../../../src/model/report.js';
import { checkThresholds } from '../../../src/score/thresholds.js';
import { score } from '../../../src/score/verdict.js';
import { call, transcript } from '../../helpers.js';
import { copyFixtures, load } from './helpers.js';

let dir: string;
let byId: Record<string, Scenario>;
let notices: string[];
beforeAll(async () => {
  dir = copyFixtures();
  const corpus = await load(dir, ['tiered']);
  expect(corpus.problems).toEqual([]);
  byId = corpus.byId;
  notices = corpus.notices;
});

const verdict = (id: string, calls: ReturnType<typeof call>[]) =>
  score(byId[id], transcript({ calls }));

describe('tiered corpus: loading', () => {
  it('maps each file onto its tier, in stub mode, keeping the category', () => {
    expect(byId.list_open_tickets).toMatchObject({
      tier: 'selection',
      type: 'selection_only',
      mode: 'stub',
      category: 'triage',
      origin: { format: 'tiered', file: path.join('tiered', 'selection_only.yaml'), line: 2 },
    });
    expect(byId.get_ticket_t42).toMatchObject({ tier: 'args', type: 'with_args' });
    expect(byId.close_after_check).toMatchObject({ tier: 'sequence', type: 'multi_step' });
  });

  it('selection_only and with_args score the pick (the first call); args are a subset', () => {
    expect(byId.list_open_tickets.turns).toEqual([
      {
        user: 'Show me every open ticket.',
        expect: {
          calls: [{ tool: 'tickets.list' }],
          order: 'strict',
          extra_calls: 'allow',
          first_call_only: true,
        },
      },
    ]);
    expect(byId.assign_t7_to_dana.turns[0].expect.calls).toEqual([
      {
        tool: 'tickets.assign',
        args: { ticket_id: 'T-7', assignee: 'dana', notify: { $pyEq: true } },
      },
    ]);
  });

  it('multi_step: same length and order, args where a step lists them, stub_result as the stub', () => {
    expect(byId.reassign_oldest.turns[0].expect).toEqual({
      calls: [
        {
          tool: 'tickets.list',
          stub: {
            tickets: [
              { id: 'T-1', opened: '2026-01-02' },
              { id: 'T-3', opened: '2026-03-04' },
            ],
          },
        },
        {
          tool: 'tickets.assign',
          args: { ticket_id: 'T-1', assignee: 'sam' },
          stub: 'assigned T-1 to sam',
        },
      ],
      order: 'strict',
      extra_calls: 'forbid',
    });
  });

  it('ignores unknown fields with a notice naming file and line', () => {
    expect(notices).toEqual([
      `${path.join('tiered', 'with_args.yaml')}:21: ignoring \`owner\` (not used by mcp-eval)`,
    ]);
  });

  it('locates a normalized field where it was written', () => {
    const s = byId.close_after_check;
    expect(s.origin.locate!(['turns', 0, 'expect', 'calls', 1, 'tool'])).toEqual({
      line: 10,
      column: 7,
      field: '[0].expected_sequence[1].tool',
    });
    expect(
      byId.get_ticket_t42.origin.locate!(['turns', 0, 'expect', 'calls', 0, 'args', 'ticket_id']),
    ).toEqual({
      line: 5,
      column: 20,
      field: '[0].expected_args.ticket_id',
    });
  });

  it('reports malformed entries with file, line and field', async () => {
    writeFileSync(
      path.join(dir, 'bad.yaml'),
      `- id: both
  prompt: hi
  expected_tool: a
  expected_sequence: [{ tool: b }]
- id: no-prompt
  expected_tool: a
- id: seq-args
  prompt: hi
  expected_args: { x: 1 }
  expected_sequence: [{ tool: b, args: nope }]
`,
    );
    const { problems } = await load(dir, [{ path: 'bad.yaml', format: 'tiered' }]);
    expect(problems.map((p) => `${p.line}:${p.field}: ${p.message}`)).toEqual([
      '1:[0]: an entry has either `expected_tool` or `expected_sequence`',
      '5:[1].prompt: Invalid input: expected string, received undefined',
      '10:[2].expected_sequence[0].args: Invalid input: expected record, received string',
    ]);
  });
});

describe('tiered corpus: scoring semantics', () => {
  it('selection: the pick must be the expected tool (a later right call does not count)', () => {
    expect(verdict('list_open_tickets', [call('tickets.list', { status: 'open' })]).status).toBe(
      'pass',
    );
    const v = verdict('list_open_tickets', [call('users.search'), call('tickets.list')]);
    expect(v.status).toBe('fail');
    expect(v.reason).toBe('selection: expected tickets.list; the model called users.search');
  });

  it('with_args: every expected key equal, extra args allowed', () => {
    expect(
      verdict('get_ticket_t42', [call('tickets.get', { ticket_id: 'T-42', verbose: true })]).status,
    ).toBe('pass');
    expect(verdict('get_ticket_t42', [call('tickets.get', { ticket_id: 'T-43' })]).reason).toBe(
      'args: tickets.get.ticket_id: expected "T-42", got "T-43"',
    );
    expect(
      verdict('assign_t7_to_dana', [call('tickets.assign', { ticket_id: 'T-7', assignee: 'dana' })])
        .reason,
    ).toBe('args: tickets.assign.notify: expected true, got nothing');
  });

  it('with_args: a nested value must be equal as a whole, as in the source', () => {
    const pick = (filters: Record<string, string>) =>
      verdict('search_with_filters', [call('search.tickets', { text: 'login', filters })]).status;
    expect(pick({ project: 'auth' })).toBe('pass');
    expect(pick({ project: 'auth', status: 'open' })).toBe('fail');
  });

  it('multi_step: the same length, names in order, args a subset where listed', () => {
    const good = [
      call('tickets.list', { status: 'open', anything: 1 }),
      call('tickets.assign', { ticket_id: 'T-1', assignee: 'sam', notify: false }),
    ];
    expect(verdict('reassign_oldest', good).status).toBe('pass');
    const longer = verdict('reassign_oldest', [...good, call('tickets.list')]);
    expect(longer.status).toBe('fail');
    expect(longer.reason).toContain('extra calls: tickets.list');
    expect(verdict('reassign_oldest', [good[0]]).status).toBe('fail');
    const reversed = verdict('reassign_oldest', [good[1], good[0]]);
    expect(reversed.status).toBe('fail');
    expect(reversed.reason).toContain('out of the expected order');
    const twice = verdict('list_twice', [
      call('tickets.list', { status: 'closed' }),
      call('tickets.list', { status: 'open' }),
    ]);
    expect(twice.status).toBe('fail');
  });

  it("multi_step: each step's stub_result is that tool's answer", async () => {
    const proxy = new SpyProxy(await loadCatalog(path.join(dir, 'catalogs/tiered.json')));
    proxy.begin('stub');
    proxy.expect(byId.close_after_check.turns[0].expect.calls!);
    const signal = new AbortController().signal;
    expect((await proxy.call(0, 'tickets.get', { ticket_id: 'T-9' }, signal)).text).toBe(
      JSON.stringify({ ticket: { id: 'T-9', state: 'resolved' } }),
    );
    expect((await proxy.call(0, 'tickets.close', { ticket_id: 'T-9' }, signal)).text).toBe(
      '{"ok":true}',
    );
  });
});

describe('tiered corpus: thresholds.yaml', () => {
  const rows = (model: string, statuses: [string, string][]): ResultRow[] =>
    statuses.map(
      ([tier, status]) =>
        ({ provider: model, model, tier, status, tags: [] }) as unknown as ResultRow,
    );

  it('is picked up beside the corpus and mapped onto tiers, per_model key by key', async () => {
    const corpus = await load(dir, ['tiered/multi_step.yaml']);
    expect(corpus.thresholds).toEqual({
      file: path.join('tiered', 'thresholds.yaml'),
      thresholds: {
        overall: 0.85,
        tiers: { selection: 0.85, args: 0.9, sequence: 0.8 },
        providers: { 'strict-model': { overall: 0.95, tiers: { sequence: 1 } } },
      },
    });
  });

  it('thresholds_met: overall and every tier gate; per_model overrides only its keys', async () => {
    const { thresholds } = (await load(dir, ['tiered'])).thresholds!;
    // 9/10 overall, sequence 4/5 = 0.8, args and selection 100%.
    const statuses: [string, string][] = [
      ['selection', 'pass'],
      ['selection', 'pass'],
      ['args', 'pass'],
      ['args', 'pass'],
      ['args', 'pass'],
      ['sequence', 'pass'],
      ['sequence', 'pass'],
      ['sequence', 'pass'],
      ['sequence', 'pass'],
      ['sequence', 'fail'],
    ];
    const plain = checkThresholds(rows('plain', statuses), thresholds, [
      { id: 'plain', model: 'plain' },
    ]);
    expect(plain.met).toBe(true);
    const strict = checkThresholds(rows('strict-model', statuses), thresholds, [
      { id: 'strict-model', model: 'strict-model' },
    ]);
    expect(strict.met).toBe(false);
    expect(strict.checks.filter((c) => !c.met).map((c) => [c.key, c.required])).toEqual([
      ['overall', 0.95],
      ['sequence', 1],
    ]);
    // The per_model override keeps the default gates it does not name.
    expect(strict.checks.find((c) => c.key === 'args')?.required).toBe(0.9);
  });

  it('can be named by the corpus entry, and is accepted by --thresholds as it is', async () => {
    writeFileSync(path.join(dir, 'gates.yaml'), 'default: { with_args: 0.5 }\n');
    const corpus = await load(dir, [{ path: 'tiered/with_args.yaml', thresholds: 'gates.yaml' }]);
    expect(corpus.thresholds).toEqual({ file: 'gates.yaml', thresholds: { tiers: { args: 0.5 } } });
    expect(await parseThresholds('tiered/thresholds.yaml', dir)).toMatchObject({
      overall: 0.85,
      tiers: { args: 0.9 },
    });
  });

  it('ignores a key its scorer does not read, with a notice naming its line', async () => {
    writeFileSync(path.join(dir, 'thresholds.yaml'), 'default:\n  overall: 0.8\n  with_arg: 0.9\n');
    const corpus = await load(dir, [{ path: 'thresholds.yaml' }]);
    expect(corpus.problems).toEqual([]);
    expect(corpus.thresholds?.thresholds).toEqual({ overall: 0.8 });
    expect(corpus.notices).toEqual([
      'thresholds.yaml:3: ignoring `default.with_arg` (a tiered thresholds file gates overall, selection_only, with_args, multi_step; its own scorer ignores the rest)',
    ]);
  });
});
