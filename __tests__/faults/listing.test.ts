// A server's tools/list that never ends (issue 25, point 5): pages forever with fresh cursors,
// repeats a cursor, lists 100,000 tools, or drips its pages past server.startup_timeout. Each
// ends the run as a setup error naming the server and the cause, bounded in time and pages.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LISTING } from '../../src/mcp/live.js';
import { calling, faultCounter, runFaulty, STACK } from './helpers.js';

const fault = faultCounter('listing');
const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-listing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const corpus = `scenarios:\n${calling('a', 'echo', { text: 'hi' })}`;

/** A run on the faulty server paging as `faults` say; how many pages it was asked for, and how
 * long the run took. */
async function listing(faults: Record<string, string>, config = '') {
  const log = path.join(dir, `pages-${Math.random().toString(36).slice(2)}`);
  const started = performance.now();
  const r = await runFaulty({ ...faults, FAULT_LIST_LOG: log }, corpus, { config });
  const pages = Number(readFileSync(log, 'utf8'));
  return { ...r, pages, seconds: (performance.now() - started) / 1000 };
}

const SERVER = /The MCP server `node .*faulty-server\.mjs`/;

describe('a tools/list without end', () => {
  it(
    'pages forever with fresh cursors: stopped at the page cap, exit 2 naming it',
    fault(async () => {
      const r = await listing({ FAULT_LIST_PAGES: 'forever' }, '  startup_timeout: 120');
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(SERVER);
      expect(r.stderr).toContain(
        '` paged tools/list past 1,000 pages (the most mcp-eval reads): stopped after 1,000 pages (1,000 tools)',
      );
      // Bounded: the server was asked for no page past the cap.
      expect(r.pages).toBe(LISTING.maxPages);
      expect(r.stderr).not.toMatch(STACK);
    }),
    60_000,
  );

  it(
    'repeats a cursor: stopped at once, the cursor quoted',
    fault(async () => {
      const r = await listing({ FAULT_LIST_PAGES: 'repeat' });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(SERVER);
      expect(r.stderr).toContain(
        '` returned the cursor "abc" twice in tools/list: stopped after 2 pages (2 tools)',
      );
      expect(r.pages).toBe(2);
      expect(r.stderr).not.toMatch(STACK);
    }),
  );

  it(
    'lists 100,000 tools on one page: refused past the tool cap',
    fault(async () => {
      const r = await listing({ FAULT_LIST_PAGES: 'forever', FAULT_LIST_PAGE_SIZE: '100000' });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        '` listed more than 10,000 tools in tools/list (the most mcp-eval takes): stopped at page 1, which brought the count to 100,000 tools',
      );
      expect(r.pages).toBe(1);
    }),
    60_000,
  );

  it(
    'lists 1,000 tools a page without end: stopped at the page past 10,000 tools',
    fault(async () => {
      const r = await listing({ FAULT_LIST_PAGES: 'forever', FAULT_LIST_PAGE_SIZE: '1000' });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('stopped at page 11, which brought the count to 11,000 tools');
      expect(r.pages).toBe(11);
    }),
    60_000,
  );

  it(
    'drips its pages, each in time, past server.startup_timeout for them all: stopped at the deadline',
    fault(async () => {
      // Each page 1 s, well within the timeout; all of them together never end.
      const r = await listing(
        { FAULT_LIST_PAGES: 'forever', FAULT_LIST_PAGE_MS: '1000' },
        '  startup_timeout: 4',
      );
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /faulty-server\.mjs` did not finish tools\/list within 4 s \(server\.startup_timeout\): stopped after [1-4] pages? \([1-4] tools?\)/,
      );
      // The deadline holds for the listing as a whole: node's start-up and the initialize
      // before it take a few seconds at most on a busy machine.
      expect(r.seconds).toBeLessThan(4 + 8);
      expect(r.pages).toBeLessThanOrEqual(5);
      expect(r.stderr).not.toMatch(STACK);
    }),
    30_000,
  );

  it(
    'a later process of the run repeats a cursor: its rows errored with the cause, the report written',
    fault(async () => {
      // The first process lists as it should; the one started after it crashed loops.
      const first = path.join(dir, `first-${Math.random().toString(36).slice(2)}`);
      const r = await runFaulty(
        { FAULT_LIST_PAGES: 'repeat', FAULT_LIST_AFTER_FIRST: first },
        `scenarios:\n${calling('a', 'crash')}${calling('b', 'echo', { text: 'x' })}`,
      );
      expect(r.code).toBe(0);
      expect(r.rows.a.status).toBe('errored');
      expect(r.rows.b.status).toBe('errored');
      expect(r.rows.b.reason).toMatch(
        /faulty-server\.mjs` returned the cursor "abc" twice in tools\/list: stopped after 2 pages \(2 tools\)$/,
      );
    }),
  );

  it(
    'pages 50 times and ends: every page is listed and the run goes on',
    fault(async () => {
      const r = await listing({ FAULT_LIST_PAGES: '50' });
      expect(r.code).toBe(0);
      expect(r.pages).toBe(50);
      expect(r.rows.a.status).toBe('pass');
      expect(r.rows.a.calls[0].result).toBe('echo: hi');
      const tools = r.report?.tools?.map((t) => t.name) ?? [];
      expect(tools).toHaveLength(49 + 7);
      expect(tools).toContain('t49_0');
    }),
  );
});

it('the config reference states the bounds the listing holds to', async () => {
  const { serverSchema } = await import('../../src/model/config.js');
  const said = serverSchema.shape.startup_timeout.description ?? '';
  expect(said).toContain(`${LISTING.maxPages.toLocaleString('en-US')} pages`);
  expect(said).toContain(`${LISTING.maxTools.toLocaleString('en-US')} tools`);
});
