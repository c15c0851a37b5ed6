// @modelcontextprotocol/server-memory behind the spy: live calls really write the knowledge graph
// file (MEMORY_FILE_PATH); stub calls never reach it; a scenario's `server.env` gets its own
// server process; an expectation naming a tool the server lacks stops the run before it starts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SetupError } from '../../src/errors.js';
import {
  cleanup,
  fixture,
  run,
  SERVERS,
  shown,
  statuses,
  stdioServer,
  tempDir,
} from './helpers.js';

let dir: string;
let graph: string;

beforeEach(() => {
  dir = tempDir('memory');
  graph = path.join(dir, 'graph.jsonl');
});
afterEach(cleanup);

// One worker: the scenarios share one graph file, and the server rewrites it on every call.
const config = (corpus: string, extra: Record<string, unknown> = {}) => ({
  server: stdioServer(SERVERS.memory, [], { MEMORY_FILE_PATH: graph }),
  corpus: [fixture(corpus)],
  concurrency: 1,
  ...extra,
});

const entity = (name: string, observations: string[]) =>
  JSON.stringify({ type: 'entity', name, entityType: 'thing', observations });

/** The graph file as the server stores it: one JSON object per line. */
function stored(): { type: string; name?: string; from?: string; to?: string }[] {
  return readFileSync(graph, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe('server-memory, live mode', () => {
  it('creates entities in the real graph and reads them back', async () => {
    const { report, written, row } = await run(config('memory/live.yaml'));

    expect(statuses(report)).toEqual({
      'mem-remember-and-search': 'pass',
      'mem-relation-over-turns': 'pass',
    });
    expect(report.summary.overall.accuracy).toBe(1);
    expect(written.summary.overall.accuracy).toBe(1);

    const remember = row('mem-remember-and-search');
    expect(remember.file).toBe(shown('memory/live.yaml'));
    expect(remember.calls.map((c) => [c.tool, c.args, c.stubbed])).toEqual([
      [
        'create_entities',
        {
          entities: [
            {
              name: 'Ada Lovelace',
              entityType: 'person',
              observations: ['wrote the first program'],
            },
          ],
        },
        false,
      ],
      ['search_nodes', { query: 'Lovelace' }, false],
    ]);
    const found = JSON.parse(remember.calls[1].result ?? '') as {
      entities: { name: string; observations: string[] }[];
    };
    expect(found.entities).toEqual([
      { name: 'Ada Lovelace', entityType: 'person', observations: ['wrote the first program'] },
    ]);
    expect(remember.observations).toMatchObject([
      { kind: 'first_tool', observed: true },
      { kind: 'called', observed: true },
      { kind: 'result_contains', observed: true },
      // Its declared annotations are held to what the spy sees: this server sends no request.
      { kind: 'annotation:read_only', observed: false },
      { kind: 'annotation:non_destructive', observed: false },
    ]);
    expect(remember.turns[0].reply).toContain('Ada Lovelace wrote the first program');

    const turns = row('mem-relation-over-turns');
    expect(turns.calls.map((c) => [c.turn, c.tool])).toEqual([
      [0, 'create_entities'],
      [0, 'create_relations'],
      [1, 'open_nodes'],
    ]);
    const opened = JSON.parse(turns.calls[2].result ?? '') as {
      entities: { name: string; observations: string[] }[];
      relations: { from: string; to: string; relationType: string }[];
    };
    expect(opened.entities.map((e) => e.name)).toEqual(['COBOL']);
    expect(opened.entities[0].observations).toEqual(['first released in 1959']);
    expect(opened.relations).toEqual([
      { from: 'Grace Hopper', to: 'COBOL', relationType: 'designed' },
    ]);
    expect(turns.turns.map((t) => t.reply)).toEqual(['Done.', '1959']);
    const declared = turns.observations.filter((o) => !o.kind.startsWith('annotation:'));
    expect(declared.every((o) => o.observed)).toBe(true);

    // The side effects are real: the server wrote them to its file.
    const lines = stored();
    expect(lines.filter((l) => l.type === 'entity').map((l) => l.name)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'COBOL',
    ]);
    expect(lines.filter((l) => l.type === 'relation')).toMatchObject([
      { from: 'Grace Hopper', to: 'COBOL' },
    ]);
  });
});

describe('server-memory, stub mode', () => {
  it('answers from the stubs and leaves the graph file untouched', async () => {
    writeFileSync(graph, '');
    const { report, row } = await run(config('memory/stub.yaml'));

    expect(statuses(report)).toEqual({
      'mem-stub-create': 'pass',
      'mem-stub-read-then-delete': 'pass',
    });
    expect(report.summary.overall.accuracy).toBe(1);

    expect(row('mem-stub-create').calls).toEqual([
      expect.objectContaining({
        tool: 'create_entities',
        stubbed: true,
        result: JSON.stringify([
          { name: 'Alan Turing', entityType: 'person', observations: ['broke Enigma'] },
        ]),
      }),
    ]);
    expect(row('mem-stub-create').observations[0].observed).toBe(true);

    const both = row('mem-stub-read-then-delete');
    expect(both.mode).toBe('stub');
    expect(both.calls.map((c) => [c.tool, c.result, c.stubbed])).toEqual([
      [
        'read_graph',
        '{"entities":[{"name":"Stubbed Person","entityType":"person","observations":[]}]}',
        true,
      ],
      // No stub on the step and none in the config: the built-in default.
      ['delete_entities', '{"ok":true}', true],
    ]);
    expect(both.turns[0].reply).toBe('Stubbed Person');

    expect(readFileSync(graph, 'utf8')).toBe('');
  });
});

describe('server-memory, scenario server overrides', () => {
  it('gives a scenario with its own server.env its own server process', async () => {
    const other = path.join(dir, 'other.jsonl');
    writeFileSync(graph, entity('Default Graph Entity', ['seeded']) + '\n');
    writeFileSync(other, entity('Other Graph Entity', ['seeded elsewhere']) + '\n');
    const { report, row } = await run(
      config('memory/override.yaml', { vars: { MEM_OTHER: other } }),
    );

    expect(statuses(report)).toEqual({ 'mem-graph-default': 'pass', 'mem-graph-override': 'pass' });
    expect(report.summary.overall.accuracy).toBe(1);
    const plain = row('mem-graph-default').calls[0].result ?? '';
    const narrowed = row('mem-graph-override').calls[0].result ?? '';
    expect(plain).toContain('Default Graph Entity');
    expect(plain).not.toContain('Other Graph Entity');
    expect(narrowed).toContain('Other Graph Entity');
    expect(narrowed).not.toContain('Default Graph Entity');
    for (const r of report.results) expect(r.observations[0].observed).toBe(true);
  });
});

describe('server-memory, an expectation naming a tool the server lacks', () => {
  it('throws a SetupError naming file, line and field, before any call', async () => {
    const file = 'negative/unknown-tool.yaml';
    const error = await run(config(file)).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(SetupError);
    const problems = (error as SetupError).problems;
    const lines = readFileSync(fixture(file), 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    // The column of the `tool` key, where the field is written.
    const columnOf = (text: string) => lines[lineOf(text) - 1].indexOf(text) + 1;
    expect(problems).toEqual([
      {
        file: shown(file),
        line: lineOf('tool: forget_everything'),
        column: columnOf('tool: forget_everything'),
        field: 'scenarios[1].expect.calls[1].tool',
        message: expect.stringContaining('"forget_everything" is not in the server\'s tools/list'),
      },
      {
        file: shown(file),
        line: lineOf('tool: wipe_graph'),
        column: columnOf('tool: wipe_graph'),
        field: 'scenarios[1].gates[0].no_call.tool',
        message: expect.stringContaining('"wipe_graph"'),
      },
    ]);
    expect((error as SetupError).describe()).toContain(
      `${shown(file)}:${lineOf('tool: forget_everything')}:${columnOf('tool: forget_everything')}: scenarios[1].expect.calls[1].tool:`,
    );
    // The run stopped before any scenario: read_graph (a valid step) never ran, nothing written.
    expect(existsSync(graph)).toBe(false);
  });
});
