// The imported formats through the CLI (main() in-process), as a user runs them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { EXAMPLE_SERVER, ROOT, runCli } from './run-cli.js';
import { copyFixtures } from '../corpus/formats/helpers.js';

const FORMATS = ['tiered', 'casefile', 'answer-fixtures'] as const;
const VARS = 'vars: { SHOP_DB: shop, SHOP_SCHEMA: "{SHOP_DB}_v2" }';

let dir: string;
beforeAll(() => {
  dir = copyFixtures();
  for (const f of FORMATS) {
    writeFileSync(
      path.join(dir, `${f}.yaml`),
      `catalog: catalogs/${f}.json\nmode: stub\n${VARS}\ncorpus: [${f}]\n`,
    );
  }
});

const report = (out: string) =>
  JSON.parse(readFileSync(path.join(dir, out, 'report.json'), 'utf8')) as Report;
const statuses = (r: Report) => Object.fromEntries(r.results.map((x) => [x.scenario, x.status]));

describe('each format runs unmodified against a catalog, replay passing 100%', () => {
  it.each(FORMATS)('%s', async (format) => {
    const r = await runCli(
      ['run', '-c', `${format}.yaml`, '--provider', 'replay', '--out', `run-${format}`],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    const rep = report(`run-${format}`);
    expect(rep.summary.overall.accuracy).toBe(1);
    expect(rep.summary.overall.scored).toBeGreaterThanOrEqual(4);
    expect(rep.thresholds.met).toBe(true);
  });

  it('tiered: its thresholds.yaml gates the run; multi_step stubs answer the calls', () => {
    const rep = report('run-tiered');
    expect(rep.thresholds.checks.map((c) => [c.key, c.required])).toEqual([
      ['overall', 0.85],
      ['selection', 0.85],
      ['args', 0.9],
      ['sequence', 0.8],
    ]);
    const close = rep.results.find((x) => x.scenario === 'close_after_check')!;
    expect(close.calls.map((c) => [c.tool, c.result, c.stubbed])).toEqual([
      ['tickets.get', '{"ticket":{"id":"T-9","state":"resolved"}}', true],
      ['tickets.close', '{"ok":true}', true],
    ]);
  });

  it('casefile: multi-turn cases run turn by turn in one conversation; --types filters', async () => {
    const rep = report('run-casefile');
    const three = rep.results.find((x) => x.scenario === 'shop_three_turns')!;
    expect(three.turns.map((t) => t.user)).toEqual([
      'Show me a table definition',
      'The one about orders',
      'The orders table in shop',
    ]);
    expect(three.calls.map((c) => [c.turn, c.tool])).toEqual([[2, 'shop_tableDDL']]);
    const r = await runCli(
      [
        'run',
        '-c',
        'casefile.yaml',
        '--provider',
        'replay',
        '--types',
        'multi_tool',
        '--out',
        'run-types',
      ],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(report('run-types').results.map((x) => x.scenario)).toEqual(['shop_list_then_preview']);
  });

  it('answer fixtures: hooks ran in the case folder and left nothing; skips are recorded', () => {
    const rep = report('run-answer-fixtures');
    const count = rep.results.find((x) => x.scenario === '01_count_orders')!;
    expect(count.hooks.map((h) => [h.phase, h.exitCode])).toEqual([
      ['before', 0],
      ['after', 0],
    ]);
    expect(readdirSync(path.join(dir, 'answer-fixtures/01_count_orders')).sort()).toEqual([
      'manifest.yaml',
      'seed.json',
      'test_case.yaml',
    ]);
    expect(statuses(rep)).toMatchObject({
      '03_known_confusion': 'skipped',
      '04_needs_cluster': 'skipped',
      '02_orders_graph[2]': 'pass',
    });
    expect(rep.notices.join('\n')).toContain('ignoring `mock_policy`');
    const md = readFileSync(path.join(dir, 'run-answer-fixtures/report.md'), 'utf8');
    expect(md).toContain('### Answers (4)');
    expect(md).toContain('- **Mode:** loose (any expected element)');
  });
});

describe('mcp-eval score', () => {
  const rawCorpus = ['--corpus', 'tiered'];

  it('scores a raw results file with the same report as a run; exit 0 when thresholds are met', async () => {
    const r = await runCli(['score', 'raw/tiered.json', ...rawCorpus, '--out', 'score-ok'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('100% (8/8) passed; thresholds met');
    const rep = report('score-ok');
    expect(rep.providers).toEqual([
      { id: 'picker-1', name: 'raw', model: 'picker-1', status: 'ran' },
    ]);
    expect(rep.summary.byTier).toMatchObject({
      selection: { scored: 2 },
      args: { scored: 3 },
      sequence: { scored: 3 },
    });
    expect(existsSync(path.join(dir, 'score-ok/report.md'))).toBe(true);
    expect(rep.notices[0]).toContain('Scored 8 pick(s) of picker-1 (run 2026-11-01)');
  });

  it('an id missing from the corpus is a failure; a wrong pick fails; exit 1 when unmet', async () => {
    const raw = JSON.parse(readFileSync(path.join(dir, 'raw/tiered.json'), 'utf8')) as {
      model: string;
      results: Record<string, unknown>[];
    };
    raw.model = 'strict-model';
    raw.results[2] = { ...raw.results[2], picked_args: { ticket_id: 'T-41' } };
    raw.results[5] = { ...raw.results[5], picked_sequence: [{ tool: 'tickets.close', args: {} }] };
    raw.results[0] = { ...raw.results[0], picked_tool: null };
    raw.results.push({ tier: 'with_args', id: 'not_in_corpus', picked_tool: 'tickets.get' });
    writeFileSync(path.join(dir, 'raw/mixed.json'), JSON.stringify(raw));
    const r = await runCli(['score', 'raw/mixed.json', ...rawCorpus, '--out', 'score-mixed'], dir);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain('thresholds NOT met');
    const rep = report('score-mixed');
    const by = Object.fromEntries(rep.results.map((x) => [x.scenario, x]));
    expect(by.not_in_corpus).toMatchObject({
      status: 'fail',
      reason: '"not_in_corpus" is not in the corpus',
      tier: 'args',
    });
    expect(by.list_open_tickets).toMatchObject({ status: 'fail', reason: 'no tool was picked' });
    expect(by.get_ticket_t42.reason).toBe(
      'args: tickets.get.ticket_id: expected "T-42", got "T-41"',
    );
    expect(by.close_after_check.status).toBe('fail');
    // per_model for strict-model: overall 0.95, multi_step 1.0.
    expect(rep.thresholds.checks.find((c) => c.key === 'overall')?.required).toBe(0.95);
    expect(rep.summary.overall).toMatchObject({ total: 9, scored: 9, accuracy: 5 / 9 });
  });

  it('names the problem in a malformed raw file', async () => {
    writeFileSync(path.join(dir, 'raw/bad.json'), '{"model": "m", "results": [{"tier": "x"}]}');
    const r = await runCli(['score', 'raw/bad.json', ...rawCorpus, '--out', 'score-bad'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('raw/bad.json:1:28: results[0].id:');
  });
});

describe('mcp-eval import', () => {
  it.each(FORMATS)(
    '%s: the native corpus gives the same verdicts as the original',
    async (format) => {
      const out = `native-${format}`;
      const imp = await runCli(['import', format, '--out', out], dir);
      expect(imp.code, imp.stderr).toBe(0);
      writeFileSync(
        path.join(dir, `${out}.yaml`),
        `catalog: catalogs/${format}.json\nmode: stub\n${VARS}\ncorpus: [${out}]\n`,
      );
      const a = await runCli(
        ['run', '-c', `${format}.yaml`, '-p', 'replay', '--out', `cmp-a-${format}`],
        dir,
      );
      const b = await runCli(
        ['run', '-c', `${out}.yaml`, '-p', 'replay', '--out', `cmp-b-${format}`],
        dir,
      );
      expect(a.code, a.stderr).toBe(0);
      expect(b.code, b.stderr).toBe(0);
      const [ra, rb] = [report(`cmp-a-${format}`), report(`cmp-b-${format}`)];
      expect(statuses(rb)).toEqual(statuses(ra));
      const shape = (r: Report) =>
        r.results.map((x) => [
          x.scenario,
          x.tier,
          x.mode,
          x.tags,
          x.checks.map((c) => [c.check, c.passed, c.expected]),
        ]);
      expect(shape(rb)).toEqual(shape(ra));
      expect(rb.thresholds).toEqual(ra.thresholds);
    },
  );

  it('writes one native file per source file, with placeholders kept and thresholds converted', () => {
    expect(readdirSync(path.join(dir, 'native-tiered')).sort()).toEqual([
      'multi_step.yaml',
      'selection_only.yaml',
      'thresholds.yaml',
      'with_args.yaml',
    ]);
    expect(readdirSync(path.join(dir, 'native-answer-fixtures')).sort()).toEqual([
      '01_count_orders.yaml',
      '02_orders_graph.yaml',
      '03_known_confusion.yaml',
      '04_needs_cluster.yaml',
    ]);
    const cases = readFileSync(path.join(dir, 'native-casefile/cases.yaml'), 'utf8');
    expect(cases).toContain('database_name: "{SHOP_DB}"');
    expect(cases).toMatch(/sql:\s+\$nonEmpty: true/);
    expect(readFileSync(path.join(dir, 'native-tiered/thresholds.yaml'), 'utf8')).toContain(
      'sequence: 0.8',
    );
  });

  it('the converted tiered corpus scores raw picks the same', async () => {
    const a = await runCli(['score', 'raw/mixed.json', '--corpus', 'tiered', '--out', 'sa'], dir);
    const b = await runCli(
      ['score', 'raw/mixed.json', '--corpus', 'native-tiered', '--out', 'sb'],
      dir,
    );
    expect([a.code, b.code]).toEqual([1, 1]);
    expect(statuses(report('sb'))).toEqual(statuses(report('sa')));
    expect(report('sb').results.map((x) => x.reason)).toEqual(
      report('sa').results.map((x) => x.reason),
    );
  });
});

describe('mcp-eval catalog', () => {
  it("saves a server's tools/list; a corpus then runs against it with no server", async () => {
    // The config's server env may point at the spy backend, which the command starts.
    writeFileSync(
      path.join(dir, 'server.yaml'),
      `server: { command: node, args: ["${EXAMPLE_SERVER}"], env: { OPS_API_URL: "\${spy.url}" } }\n`,
    );
    const r = await runCli(['catalog', '-c', 'server.yaml', '--out', 'saved/tools.json'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Saved \d+ tool\(s\) to saved\/tools.json/);
    const saved = JSON.parse(readFileSync(path.join(dir, 'saved/tools.json'), 'utf8')) as {
      tools: { name: string; inputSchema: unknown }[];
    };
    expect(saved.tools.map((t) => t.name)).toContain('list_clusters');
    expect(saved.tools.every((t) => t.inputSchema)).toBe(true);
    writeFileSync(
      path.join(dir, 'saved/corpus.yaml'),
      'scenarios:\n  - id: list\n    prompt: Which clusters?\n    expect: { calls: [{ tool: list_clusters }] }\n',
    );
    writeFileSync(
      path.join(dir, 'saved/mcp-eval.yaml'),
      'catalog: tools.json\nmode: stub\ncorpus: [corpus.yaml]\n',
    );
    const run = await runCli(
      ['run', '-c', 'saved/mcp-eval.yaml', '-p', 'replay', '--out', 'saved/out'],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('100% (1/1) passed');
  });

  it('takes --server-command (a third-party server)', async () => {
    const memory = path.join(
      ROOT,
      'node_modules/@modelcontextprotocol/server-memory/dist/index.js',
    );
    const r = await runCli(
      ['catalog', '--server-command', `node ${memory}`, '--out', 'memory.json'],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    const saved = JSON.parse(readFileSync(path.join(dir, 'memory.json'), 'utf8')) as {
      tools: { name: string }[];
    };
    expect(saved.tools.map((t) => t.name)).toContain('create_entities');
  });

  it('says what is missing without a server', async () => {
    const r = await runCli(['catalog', '--out', 'x.json'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('No server to ask');
  });
});

describe('mcp-eval validate', () => {
  it('loads every format and shows the notices', async () => {
    writeFileSync(
      path.join(dir, 'all.yaml'),
      // No catalog: with one, --no-server checks every format's tools against it.
      `${VARS}\ncorpus: [tiered, casefile, answer-fixtures]\n`,
    );
    const r = await runCli(['validate', '-c', 'all.yaml', '--no-server'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'OK: 23 scenario(s) valid (tool names and argument schemas not checked',
    );
    expect(r.stderr).toContain('ignoring `owner`');
  });
});
