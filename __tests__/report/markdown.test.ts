// report.md: tool errors and unrouted spy requests are shown under their row whatever its
// verdict, and counted in the summary line.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
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
