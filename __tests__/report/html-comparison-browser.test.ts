// report.html's comparison in headless Chromium: the verdict in report.md's words, the base run
// linked, the changed pairs listed, a pair opened as its base and head transcripts side by side,
// the tools diff with token deltas, and the selection confusions; nothing shown without a
// comparison; hostile text stays text; and `mcp-eval compare` writes a page that shows it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/index.js';
import { toolSurface } from '../../src/mcp/tokens.js';
import { BASE_ROWS, type BaseRun } from '../../src/model/comparison.js';
import type { Report, ResultRow, ToolRecord } from '../../src/model/report.js';
import type { CheckResult } from '../../src/model/verdict.js';
import { renderHtml } from '../../src/report/html/page.js';
import { report, trials } from '../compare/builders.js';
import { runCli, workspace } from '../commands/run-cli.js';
import { call } from '../helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const present = existsSync(CHROMIUM);

const RUN: BaseRun = {
  id: 9001,
  number: 42,
  url: 'https://github.com/acme/ops-mcp/actions/runs/9001',
  sha: 'abcdef1234567890',
  branch: 'main',
  createdAt: '2026-12-01T08:00:00Z',
};

const tool = (name: string, description: string, schemaHash = 'h'): ToolRecord => ({
  name,
  description,
  schemaHash,
  annotations: {},
});
const BASE_TOOLS = [
  tool('list_clusters', 'List the clusters.'),
  tool('get_cluster', 'One cluster.'),
];
const HEAD_TOOLS = [
  BASE_TOOLS[0],
  tool('get_cluster', 'One cluster, by its id or its name.', 'h2'),
  tool('delete_cluster', 'Delete a cluster.'),
];
const surface = (tools: ToolRecord[]) =>
  toolSurface(
    tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: { type: 'object' },
    })),
    25_000,
  );

/** A trial's conversation: what the user asked, the model's reply and its call. */
const said = (reply: string, tool: string): Partial<ResultRow> => ({
  turns: [{ user: 'Which clusters do I have?', reply }],
  calls: [call(tool, {})],
});

/** The answer check as the judge graded it (the only thing that moved in a judge-only pair). */
const judged = (passed: boolean): CheckResult => ({
  check: 'answer',
  passed,
  reason: passed ? 'names the cluster' : 'does not name the cluster',
  gradedBy: 'judge',
  judge: 'openai:gpt-4.1',
});
const summary = (n: number, passed: boolean) =>
  trials('summarize', 0, n).map((r): ResultRow => ({
    ...r,
    status: passed ? 'pass' : 'fail',
    reason: '',
    checks: [judged(passed)],
  }));

function reports(): { base: Report; head: Report } {
  const base = report(
    [
      ...trials('list-clusters', 3, 3, said('You have prod and staging (base).', 'list_clusters')),
      ...trials('restart', 0, 3),
      ...trials('wobbly', 1, 3),
      ...trials('once', 1, 1),
      ...summary(3, true),
    ],
    BASE_TOOLS,
  );
  const head = report(
    [
      ...trials('list-clusters', 0, 3, {
        failAs: said('Cluster prod is healthy (head).', 'get_cluster'),
      }),
      ...trials('restart', 3, 3),
      ...trials('wobbly', 2, 3),
      // Failed on its answer, with no tool involved: no tool mark.
      ...trials('once', 0, 1, {
        failAs: { reason: 'answer: does not name the cluster', checks: [judged(false)] },
      }),
      ...summary(3, false),
    ],
    HEAD_TOOLS,
  );
  return {
    base: { ...base, tokens: surface(BASE_TOOLS) },
    head: { ...head, tokens: surface(HEAD_TOOLS) },
  };
}

function compared(): Report {
  const { base, head } = reports();
  return { ...head, comparison: compareReports(base, head, 'base/report.json', RUN) };
}

let browser: Browser;
let dir: string;

async function open(html: string, name: string): Promise<Page> {
  const file = path.join(dir, name);
  writeFileSync(file, html);
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('body[data-ready="true"]');
  expect(errors).toEqual([]);
  return page;
}

describe.skipIf(!present)('report.html: the comparison with a baseline', () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
    dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-html-cmp-'));
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows the verdict, the base run, and each changed pair in its list', async () => {
    const page = await open(renderHtml(compared()), 'compared.html');
    expect(await page.locator('#cmp-verdict').innerText()).toBe(
      'Regressed vs run #42 (main @ abcdef1): 1 scenario regressed, 1 fixed; 1 changed (too few trials), 1 flaky; judge-only, not counted: 1 regressed',
    );
    const base = page.locator('#cmp-base a');
    expect(await base.innerText()).toBe('run #42');
    expect(await base.getAttribute('href')).toBe(RUN.url);
    expect(await page.locator('#cmp-base').innerText()).toContain(
      'on main @ abcdef1, 2026-12-01T08:00:00Z',
    );

    const cells = (id: string) =>
      page
        .locator(`#${id} tr.pair`)
        .evaluateAll((trs) =>
          trs.map((tr) =>
            [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText),
          ),
        );
    const [regressed] = await cells('cmp-regressed');
    expect(regressed.slice(0, 4)).toEqual([
      'list-clusters🔧 get_cluster',
      'openai:gpt-4.1-mini',
      '3/3 (100%) → 0/3 (0%)',
      'regressed',
    ]);
    expect(regressed[5]).toBe('selection: expected list_clusters; the model called get_cluster');
    // It failed before by choosing get_cluster, which changed: marked.
    expect((await cells('cmp-fixed'))[0].slice(0, 4)).toEqual([
      'restart🔧 get_cluster',
      'openai:gpt-4.1-mini',
      '0/3 (0%) → 3/3 (100%)',
      'fixed',
    ]);
    expect((await cells('cmp-changed-few'))[0].slice(0, 4)).toEqual([
      'once',
      'openai:gpt-4.1-mini',
      '1/1 (100%) → 0/1 (0%)',
      'changed (too few trials)',
    ]);
    expect((await cells('cmp-flaky'))[0].slice(0, 4)).toEqual([
      'wobbly',
      'openai:gpt-4.1-mini',
      '1/3 (33%) → 2/3 (67%)',
      'flaky',
    ]);
    // Judge-only: apart from the regressed list, marked, and said not to count.
    expect(await page.locator('#cmp-judge-only h3').innerText()).toBe(
      'Judge-only, not counted (1)',
    );
    expect((await cells('cmp-judge-only'))[0].slice(0, 4)).toEqual([
      'summarizejudge-only',
      'openai:gpt-4.1-mini',
      '3/3 (100%) → 0/3 (0%)',
      'judge-only: regressed',
    ]);
    expect(await page.locator('#cmp-regressed tr.pair').count()).toBe(1);
    await page.close();
  });

  it('lists a counted judge-only pair as regressed, marked', async () => {
    const { base, head } = reports();
    const comparison = compareReports(base, head, 'base', RUN, { judgeOnly: 'count' });
    const page = await open(renderHtml({ ...head, comparison }), 'counted.html');
    expect(await page.locator('#cmp-judge-only').count()).toBe(0);
    const summarize = page.locator('#cmp-regressed tr.pair', { hasText: 'summarize' });
    expect(await summarize.locator('.judge-only').innerText()).toBe('judge-only');
    expect(await page.locator('#cmp-regressed h3').innerText()).toBe('Regressed (2)');
    expect(await page.locator('#cmp-changed-few h3').innerText()).toBe(
      'Changed (too few trials) (1)',
    );
    await page.close();
  });

  it('opens a pair as its base and head transcripts side by side, trial by trial', async () => {
    const page = await open(renderHtml(compared()), 'sides.html');
    expect(await page.locator('.sides').count()).toBe(0);
    await page.locator('#cmp-regressed tr.pair', { hasText: 'list-clusters' }).click();
    const bases = page.locator('.sides .side.base');
    const heads = page.locator('.sides .side.head');
    expect(await bases.count()).toBe(3);
    expect(await heads.count()).toBe(3);
    const [b, h] = [await bases.first().innerText(), await heads.first().innerText()];
    expect(b).toContain('You have prod and staging (base).');
    expect(b).toContain('list_clusters');
    expect(b).toMatch(/status\s+pass/);
    expect(h).toContain('Cluster prod is healthy (head).');
    expect(h).toContain('get_cluster');
    expect(h).toMatch(/status\s+fail/);
    expect(h).not.toContain('(base)');
    // Side by side: base on the left, head on the right, each trial on one line.
    const bb = (await bases.nth(1).boundingBox())!;
    const hb = (await heads.nth(1).boundingBox())!;
    expect(bb.x + bb.width).toBeLessThanOrEqual(hb.x);
    expect(Math.abs(bb.y - hb.y)).toBeLessThan(2);
    expect(await page.locator('.sides .side-title').allInnerTexts()).toEqual([
      'base · run #42',
      'head · this run',
    ]);
    await page.screenshot({
      path: path.join(path.resolve('test-artifacts'), 'report-html-comparison.png'),
      fullPage: true,
    });
    // Open again: closed.
    await page.locator('#cmp-regressed tr.pair', { hasText: 'list-clusters' }).click();
    expect(await page.locator('.sides').count()).toBe(0);

    // A flaky pair's base transcripts are not carried: said, with head's shown.
    await page.locator('#cmp-flaky tr.pair').click();
    const flaky = await page.locator('.sides').innerText();
    expect(flaky).toContain(
      'carries the base transcripts of regressed, fixed and changed pairs only',
    );
    expect(await page.locator('.sides .side.head .meta').count()).toBe(3);
    await page.close();
  });

  it('shows the tools diff with the token deltas, and the selection confusions', async () => {
    const page = await open(renderHtml(compared()), 'tools.html');
    const rowsOf = (sel: string) =>
      page
        .locator(sel)
        .evaluateAll((trs) =>
          trs.map((tr) =>
            [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText),
          ),
        );
    expect(await rowsOf('#cmp-tools table:first-of-type tbody tr')).toEqual([
      ['added', 'delete_cluster', ''],
      [
        'changed',
        'get_cluster',
        'description "One cluster." → "One cluster, by its id or its name."; input schema changed',
      ],
    ]);
    const tokens = surface(HEAD_TOOLS).total - surface(BASE_TOOLS).total;
    expect(await page.locator('#cmp-tools .token-line').innerText()).toBe(
      `Tool surface tokens (o200k_base): ${surface(BASE_TOOLS).total} → ${surface(HEAD_TOOLS).total} (+${tokens})`,
    );
    const byTool = await rowsOf('#cmp-tools table:nth-of-type(2) tbody tr');
    expect(byTool.map((r) => [r[0], r[1]])).toContainEqual(['delete_cluster', '—']);
    // Base: restart 3 and wobbly 2 failed so; head: list-clusters 3 and wobbly 1.
    expect(await rowsOf('.cmp-confusion tbody tr')).toEqual([
      ['openai:gpt-4.1-mini', 'list_clusters', 'get_cluster', '5', '4'],
    ]);
    await page.close();
  });

  it('says when the tool list is identical on both sides', async () => {
    const { base, head } = reports();
    const same = { ...head, tools: BASE_TOOLS, tokens: surface(BASE_TOOLS) };
    const page = await open(
      renderHtml({ ...same, comparison: compareReports(base, same, 'base/report.json') }),
      'identical.html',
    );
    expect(await page.locator('#cmp-tools').innerText()).toContain(
      'Tool list identical on both sides',
    );
    expect(await page.locator('#cmp-tools').innerText()).toContain('(±0)');
    // No run: the base is named by its label.
    expect(await page.locator('#cmp-base').innerText()).toBe(
      'Base: base/report.json (2026-01-01T00:00:00.000Z)',
    );
    await page.close();
  });

  it('shows nothing without a comparison, and a verdict with 0 pairs', async () => {
    const { head } = reports();
    const plain = await open(renderHtml(head), 'plain.html');
    expect(await plain.locator('#comparison').count()).toBe(0);
    expect(await plain.locator('#summary').count()).toBe(1);
    await plain.close();

    const empty = report([]);
    const page = await open(
      renderHtml({ ...empty, comparison: compareReports(empty, empty, 'base/report.json') }),
      'empty.html',
    );
    expect(await page.locator('#cmp-verdict').innerText()).toBe(
      'No significant change vs base/report.json',
    );
    expect(await page.locator('#comparison').innerText()).toContain(
      'No scenario on either side: nothing to compare.',
    );
    expect(await page.locator('#comparison tr.pair').count()).toBe(0);
    await page.close();
  });

  it('keeps hostile names, replies and links as text', async () => {
    const evil = '<img src=x onerror="window.__pwned = 1">';
    const { base, head } = reports();
    const rename = (rows: ResultRow[]) =>
      rows.map((r) =>
        r.scenario === 'list-clusters'
          ? { ...r, scenario: `list ${evil}`, turns: [{ user: evil, reply: `</script>${evil}` }] }
          : r,
      );
    const hostileTools = [...HEAD_TOOLS, tool(`x${evil}`, evil)];
    const b = { ...base, results: rename(base.results) };
    const h = { ...head, results: rename(head.results), tools: hostileTools };
    const run = { ...RUN, url: 'javascript:window.__pwned = 2', branch: evil };
    const page = await open(
      renderHtml({ ...h, comparison: compareReports(b, h, 'base', run) }),
      'hostile.html',
    );
    expect(await page.locator('#cmp-regressed').innerText()).toContain(`list ${evil}`);
    expect(await page.locator('#cmp-tools').innerText()).toContain(`x${evil}`);
    // A link that is not a web page is not a link.
    expect(await page.locator('#cmp-base a').count()).toBe(0);
    expect(await page.locator('#cmp-base').innerText()).toContain(`run #42 on ${evil}`);
    await page.locator('#cmp-regressed tr.pair').click();
    expect(await page.locator('.sides .side.base').first().innerText()).toContain(
      `</script>${evil}`,
    );
    expect(await page.locator('#app img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.close();
  });

  it('is in the report.html `mcp-eval compare` writes, base transcripts redacted', async () => {
    const secret = 'sk-live-0123456789abcdef';
    const { base, head } = reports();
    // The secret whole in a reply, and split across two tool results that follow each other.
    const leaky = base.results.map((r) =>
      r.scenario === 'list-clusters'
        ? {
            ...r,
            turns: [{ user: 'token?', reply: `base said ${secret}` }],
            calls: [
              call('list_clusters', {}, { result: `page one ends ${secret.slice(0, 12)}` }),
              call('list_clusters', {}, { result: `${secret.slice(12)} page two` }),
            ],
          }
        : r,
    );
    const json = (r: Report) => JSON.stringify(r, null, 2);
    const work = workspace({
      'base/report.json': json({ ...base, results: leaky }),
      'head/report.json': json(head),
    });
    const r = await runCli(['compare', 'base', 'head', '--out', 'out'], work, {
      OPS_TOKEN: secret,
    });
    expect(r.stderr).toBe('');
    const file = path.join(work, 'out/report.html');
    const html = readFileSync(file, 'utf8');
    expect(html).not.toContain(secret);
    expect(html).not.toContain(secret.slice(12));
    const page = await browser.newPage();
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#cmp-verdict').innerText()).toMatch(
      /^Regressed vs base\/report\.json: 1 scenario regressed, 1 fixed/,
    );
    await page.locator('#cmp-regressed tr.pair').click();
    const side = await page.locator('.sides .side.base').first().innerText();
    expect(side).toContain('base said [REDACTED]');
    expect(side).toContain('page one ends [REDACTED]');
    expect(side).toContain('[REDACTED] page two');
    await page.close();
  });

  it('stays the size of one run with 2,000 regressed pairs, and lists them a page at a time', async () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => `scenario-${i}`);
    const reply = (side: string) =>
      said(`A reply of some length from the ${side} side.`, 'list_clusters');
    const base = report(ids.flatMap((id) => trials(id, 5, 5, reply('base'))));
    const head = report(ids.flatMap((id) => trials(id, 0, 5, { failAs: reply('head') })));
    const plain = renderHtml(head);
    const html = renderHtml({ ...head, comparison: compareReports(base, head, 'base') });
    // What the comparison adds: the base rows it may carry, and a line or two per pair.
    const row = JSON.stringify(base.results[0]).length;
    const added = html.length - plain.length;
    console.log(
      `report.html, 10,000 rows: ${(plain.length / 1e6).toFixed(1)} MB; with 2,000 regressed pairs compared, +${(added / 1e6).toFixed(2)} MB`,
    );
    expect(added).toBeLessThan(BASE_ROWS.total * row * 1.2 + ids.length * 1_000);
    const start = Date.now();
    const page = await open(html, 'many.html');
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(await page.locator('#cmp-regressed h3').innerText()).toBe('Regressed (2000)');
    expect(await page.locator('#cmp-regressed tr.pair').count()).toBe(200);
    await page.locator('#cmp-regressed button', { hasText: 'Show 200 more' }).click();
    expect(await page.locator('#cmp-regressed tr.pair').count()).toBe(400);
    // Past the bound: head's transcripts, and the base's said to be in the base run's report.
    await page.locator('#cmp-regressed tr.pair').nth(300).click();
    expect(await page.locator('.sides .side.head .meta').count()).toBe(5);
    const opened = await page.locator('tr.pair-detail').innerText();
    expect(opened).toContain("Not carried, past the comparison's bounds on base transcripts");
    expect(opened).toContain("5 more base trial(s) not carried: the base run's report has them.");
    await page.close();
  }, 60_000);
});
