// report.md: tool errors and unrouted spy requests shown under their row whatever its verdict and
// counted in the summary line; intervals in the summary table, c/n of repeated scenarios, the
// Trials table of those that did not pass every scored run, and the tools no scenario expects.
import { describe, expect, it } from 'vitest';
import { buildReport, type ReportParts } from '../../src/report/build.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { ResultRow } from '../../src/model/report.js';
import { call, request, resultRow } from '../helpers.js';

const report = (rows: ResultRow[]) =>
  buildReport({ started: new Date(), cwd: '.', providers: [], notices: [], rows });

describe('tool errors and unrouted requests in report.md', () => {
  it('lists them under a passing row too, with the server message, and counts the rows', async () => {
    const md = renderMarkdown(
      await report([
        resultRow({
          scenario: 'list-then-get',
          provider: 'openai:gpt-4.1-mini',
          calls: [
            call('list_clusters'),
            call('get_cluster', { id: 'c9' }, { result: undefined, error: 'cluster c9 not found' }),
          ],
          requests: [
            request('GET', '/clusters'),
            { ...request('GET', '/clusters/c9/nodes'), status: 404, unrouted: true },
          ],
        }),
        resultRow({ scenario: 'clean', calls: [call('list_clusters')] }),
        resultRow({
          scenario: 'bad-json',
          status: 'fail',
          calls: [
            call(
              'restart',
              {},
              { result: undefined, error: 'Invalid tool call', malformed: '{"a":' },
            ),
          ],
        }),
      ]),
    );
    expect(md).toContain('🔧 2 with tool errors or unrouted requests');
    const section = md.slice(md.indexOf('### Tool errors and unrouted requests (2 row(s))'));
    expect(section).toContain(
      [
        '- ✅ `list-then-get` · openai:gpt-4.1-mini',
        '  - tool error `get_cluster`: cluster c9 not found',
        '  - no spy route for `GET /clusters/c9/nodes` (answered 404)',
        '- ❌ `bad-json` · p',
        '  - malformed call `restart`: Invalid tool call',
      ].join('\n'),
    );
    expect(section).not.toContain('`clean`');
  });

  it('says of a call that never ran why: rejected arguments, not run', async () => {
    const md = renderMarkdown(
      await report([
        resultRow({
          scenario: 'refused',
          calls: [
            call(
              'create',
              { nodes: '4' },
              {
                result: undefined,
                error: 'MCP error -32602: Input validation error',
                rejected: true,
              },
            ),
            call(
              'get',
              {},
              {
                result: undefined,
                error: 'not run: max_steps (1) reached',
                notRun: 'max_steps (1) reached',
              },
            ),
          ],
        }),
      ]),
    );
    expect(md).toContain(
      [
        '  - arguments rejected `create`: MCP error -32602: Input validation error',
        '  - not run `get`: not run: max_steps (1) reached',
      ].join('\n'),
    );
  });

  it('says nothing when no call failed and every request was routed', async () => {
    const md = renderMarkdown(
      await report([
        resultRow({ calls: [call('list_clusters')], requests: [request('GET', '/clusters')] }),
      ]),
    );
    expect(md).not.toContain('Tool errors');
    expect(md).not.toContain('🔧');
  });
});

describe('the headline of report.md', () => {
  it('never says "passed" or "thresholds met" when nothing was scored', async () => {
    const rows = [resultRow({ scenario: 'a', status: 'skipped', reason: 'provider skipped' })];
    const built = await buildReport({
      started: new Date(),
      cwd: '.',
      providers: [],
      notices: [],
      rows,
      thresholds: { overall: 0.8 },
    });
    const md = renderMarkdown(built);
    expect(md.split('\n')[0]).toBe('## MCP eval: nothing scored');
    expect(md).not.toMatch(/passed|thresholds met/);
  });
});

const render = async (rows: ResultRow[], more: Partial<ReportParts> = {}) =>
  renderMarkdown(
    await buildReport({ started: new Date(), cwd: '.', providers: [], notices: [], rows, ...more }),
  );

/** Runs of scenario `id` with provider p, one per status, in turn. */
const runs = (id: string, statuses: ResultRow['status'][]) =>
  statuses.map((status, repetition) =>
    resultRow({ scenario: id, provider: 'p', status, repetition }),
  );

describe('the summary table', () => {
  it('shows the 95% Wilson interval in whole percent beside passed/scored', async () => {
    // 17 of 20: Wilson 0.6396–0.9476 (worked out in __tests__/score/aggregate.test.ts).
    const rows = [
      ...Array.from({ length: 17 }, (_, i) => resultRow({ scenario: `s${i}` })),
      ...Array.from({ length: 3 }, (_, i) => resultRow({ scenario: `f${i}`, status: 'fail' })),
    ];
    const md = await render(rows);
    expect(md).toContain('| provider | args | overall |');
    expect(md).toContain('| p | 85% (17/20) [64–95] | 85% (17/20) [64–95] |');
  });

  it('keeps the headline as it was, without the interval', async () => {
    const md = await render([resultRow(), resultRow({ scenario: 'b', status: 'fail' })]);
    expect(md.split('\n')[0]).toBe('## MCP eval: 50% (1/2) passed');
  });
});

describe('trials in report.md', () => {
  it('lists the repeated scenarios that did not pass every run, with c/n, pass@k and pass^k', async () => {
    const md = await render([
      // a: P F E F -> 1 of 3 scored (the errored run is left out). By hand: pass@k 1/3, 2/3, 1;
      // pass^k 1/3, 0, 0; Wilson 1 of 3: 0.0615–0.7923.
      ...runs('a', ['pass', 'fail', 'errored', 'fail']),
      ...runs('b', ['pass', 'pass', 'pass']),
    ]);
    const section = md.slice(md.indexOf('### Trials'));
    expect(section).toContain(
      [
        '### Trials: 1 of 2 repeated scenario(s) did not pass every scored run',
        '',
        'c/n: runs passed of runs scored. pass@k: the chance that at least one of k runs passes; pass^k: that all k pass (k = 1, 2, …, n).',
        '',
        '| scenario | provider | passed | 95% interval | pass@k | pass^k |',
        '|---|---|---|---|---|---|',
        '| `a` | p | 1/3 (+1 unscored) | [6–79] | 33% · 67% · 100% | 33% · 0% · 0% |',
        '',
      ].join('\n'),
    );
    expect(section).not.toContain('| `b` |');
  });

  it('leaves out a repeated scenario whose scored runs all passed, or that has none', async () => {
    const md = await render([
      ...runs('flaky', ['pass', 'fail']),
      ...runs('ok-but-errored', ['pass', 'errored', 'pass']),
      ...runs('skipped', ['skipped', 'skipped']),
    ]);
    expect(md).toContain('### Trials: 1 of 3 repeated scenario(s) did not pass every scored run');
    expect(md).toContain('| `flaky` | p | 1/2 |');
    expect(md).not.toContain('| `ok-but-errored` |');
    expect(md).not.toContain('| `skipped` |');
  });

  it('shows k = 1, 2, 3 and n past five runs', async () => {
    // 3 of 7. pass@2 = 1 − C(4,2)/C(7,2) = 1 − 6/21 = 71%; pass@3 = 1 − 4/35 = 89%;
    // pass^2 = C(3,2)/C(7,2) = 3/21 = 14%; pass^3 = 1/35 = 3%; pass@7 = 1, pass^7 = 0.
    // Wilson 3 of 7 by the formula: 0.1582–0.7495.
    const md = await render(runs('c', ['fail', 'pass', 'fail', 'pass', 'fail', 'fail', 'pass']));
    expect(md).toContain(
      '| `c` | p | 3/7 | [16–75] | 43% · 71% · 89% … 100% | 43% · 14% · 3% … 0% |',
    );
  });

  it('puts c/n on the heading of each not-passing run of a repeated scenario', async () => {
    const md = await render([
      ...runs('a', ['pass', 'fail', 'fail']),
      resultRow({ scenario: 'once', status: 'fail' }),
    ]);
    expect(md).toContain('#### ❌ `a` · p · run 2 · fail · 1/3 passed');
    expect(md).toContain('#### ❌ `a` · p · run 3 · fail · 1/3 passed');
    expect(md).toContain('#### ❌ `once` · p · fail\n');
  });

  it('says in one line when every repeated run passed, and nothing without repeats', async () => {
    const all = await render([...runs('a', ['pass', 'pass']), ...runs('b', ['pass', 'pass'])]);
    expect(all).toContain(
      'Trials: every scored run passed (2 scenario × provider pair(s) run more than once).',
    );
    expect(all).not.toContain('### Trials');
    const once = await render([resultRow(), resultRow({ scenario: 'b', status: 'fail' })]);
    expect(once).not.toMatch(/Trials|passed ·|\d\/\d passed/);
  });
});

describe('coverage in report.md', () => {
  const tools = ['list_clusters', 'restart', 'delete_cluster'].map((name) => ({
    name,
    schemaHash: 'h',
  }));

  it('names the tools of tools/list no scenario expects', async () => {
    const md = await render([resultRow()], { extra: { tools }, expectedTools: ['list_clusters'] });
    expect(md).toContain('Tools no scenario expects (2 of 3): `restart`, `delete_cluster`');
  });

  it('says so when every tool is expected', async () => {
    const md = await render([resultRow()], {
      extra: { tools },
      expectedTools: ['delete_cluster', 'list_clusters', 'restart'],
    });
    expect(md).toContain('Tools no scenario expects: none (all 3 are expected by some scenario).');
  });

  it('has no coverage line when the tools are not known (picks scored without a server)', async () => {
    const md = await render([resultRow()], { expectedTools: ['list_clusters'] });
    expect(md).not.toContain('Tools no scenario expects');
  });
});
