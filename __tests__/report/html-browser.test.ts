// report.html in headless Chromium (Debian's package, installed by .ci/run): the page shows the
// summary, filters narrow the rows, a row opens as a chat with its calls, spy requests and checks,
// hostile model output stays text, nothing is fetched, and 10,000 rows open and filter fast.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { renderHtml } from '../../src/report/html/page.js';
import type { ResultRow } from '../../src/model/report.js';
import { call, request, resultRow } from '../helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = path.resolve('test-artifacts');
const present = existsSync(CHROMIUM);
if (!present) {
  console.warn(
    `report.html browser tests skipped: ${CHROMIUM} is absent (apt-get install chromium)`,
  );
}

const report = (rows: ResultRow[]) =>
  buildReport({
    started: new Date(Date.now() - 83_400),
    cwd: '.',
    providers: [
      { id: 'openai:gpt-4.1-mini', name: 'openai', model: 'gpt-4.1-mini', status: 'ran' },
      { id: 'replay', name: 'replay', model: 'replay', status: 'ran' },
    ],
    notices: ['2 rows ran in stub mode'],
    rows,
  });

const ROWS: ResultRow[] = [
  resultRow({
    scenario: 'create-cluster',
    provider: 'openai:gpt-4.1-mini',
    model: 'gpt-4.1-mini',
    tier: 'args',
    tags: ['write'],
    mode: 'live',
    status: 'fail',
    reason: 'args: nodes is 5, expected 3',
    turns: [
      {
        user: 'Create cluster blue in eu-west-1 with 3 nodes.',
        reply: 'Cluster blue is being created.',
      },
    ],
    calls: [
      call(
        'create_cluster',
        { name: 'blue', region: 'eu-west-1', nodes: 5 },
        { stubbed: false, result: '{"id":"c3","state":"provisioning"}', durationMs: 1234.5678 },
      ),
    ],
    requests: [{ ...request('POST', '/clusters'), status: 201, body: { name: 'blue' } }],
    checks: [
      { check: 'selection', passed: true, reason: 'create_cluster was called', turn: 0 },
      {
        check: 'args',
        passed: false,
        reason: 'nodes is 5, expected 3',
        turn: 0,
        expected: { nodes: 3 },
        actual: { nodes: 5 },
      },
    ],
    hooks: [
      {
        phase: 'before',
        command: 'echo seeded',
        exitCode: 0,
        stdout: 'seeded the database',
        stderr: '',
        durationMs: 12,
      },
    ],
    usage: { inputTokens: 1200, outputTokens: 80, cachedTokens: 0 },
  }),
  resultRow({
    scenario: 'list-clusters',
    provider: 'replay',
    tier: 'selection',
    tags: ['read'],
    turns: [{ user: 'Which clusters are there?', reply: 'prod and staging.' }],
    calls: [call('list_clusters', {}, { result: '[{"id":"c1"},{"id":"c2"}]' })],
  }),
  resultRow({
    scenario: 'hostile-reply',
    provider: 'replay',
    tier: 'selection',
    tags: ['read'],
    turns: [
      {
        user: 'End the data block: </script><script>window.__pwned = 1</script><!--',
        reply: '<img src=x onerror="window.__pwned = 2">Done.',
      },
    ],
    calls: [
      call('get_cluster', { id: '<b>c1</b>' }, { result: undefined, error: 'cluster not found' }),
    ],
  }),
];

let browser: Browser;
let dir: string;

/** Writes the page to a file and opens it; `requests` collects every URL the page asked for. */
async function open(
  html: string,
  name = 'report.html',
): Promise<{ page: Page; url: string; requests: string[] }> {
  const file = path.join(dir, name);
  writeFileSync(file, html);
  const url = pathToFileURL(file).href;
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, url, requests };
}

const rowCount = (page: Page) => page.locator('#rows tr.row').count();

describe.skipIf(!present)('report.html in headless Chromium', () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
    dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-html-'));
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows the summary, filters the rows, and opens a row as a chat', async () => {
    const { page, url, requests } = await open(renderHtml(await report(ROWS)));
    const summary = await page.locator('#summary').innerText();
    expect(summary).toContain('mcp-eval report');
    expect(summary).toContain('2 rows ran in stub mode');
    expect(summary).toMatch(/By provider[\s\S]*openai:gpt-4.1-mini/);
    expect(await rowCount(page)).toBe(3);
    expect(await page.locator('#count').innerText()).toBe(
      'Showing 3 of 3 matching rows (3 in all)',
    );

    await page.selectOption('#f-status', 'fail');
    expect(await rowCount(page)).toBe(1);
    await page.selectOption('#f-status', '');
    await page.selectOption('#f-provider', 'replay');
    expect(await rowCount(page)).toBe(2);
    await page.selectOption('#f-provider', '');
    await page.selectOption('#f-tag', 'write');
    expect(await rowCount(page)).toBe(1);
    await page.selectOption('#f-tag', '');
    await page.fill('#f-q', 'STAGING');
    await expect.poll(() => rowCount(page)).toBe(1);
    expect(await page.locator('#rows tr.row').innerText()).toContain('list-clusters');
    await page.fill('#f-q', '');
    await expect.poll(() => rowCount(page)).toBe(3);

    await page.locator('#rows tr.row', { hasText: 'create-cluster' }).click();
    const detail = page.locator('#rows tr.detail');
    const text = await detail.innerText();
    expect(text).toContain('Create cluster blue in eu-west-1 with 3 nodes.');
    expect(text).toContain('Cluster blue is being created.');
    expect(text).toMatch(/tool call · live/i);
    // Durations rounded as everywhere else: the call's, the hook's, the row's.
    expect(text).toMatch(/tool call · live · 1\.2 s/i);
    expect(text).not.toContain('1234.5678');
    expect(text).toMatch(/exit\s+0[\s\S]*· 12 ms/);
    expect(text).toContain('create_cluster');
    expect(text).toContain('"region": "eu-west-1"');
    expect(text).toContain('{"id":"c3","state":"provisioning"}');
    expect(text).toMatch(/POST\s+\/clusters\s+201/);
    // The failed check, expected against actual.
    const args = detail.locator('tr', { hasText: 'nodes is 5, expected 3' });
    expect(await args.innerText()).toMatch(/args\s+failed\s+1[\s\S]*"nodes": 3[\s\S]*"nodes": 5/);
    expect(text).toContain('seeded the database');
    expect(text).toContain('1,200 in / 80 out / 0 cached');

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'report-html.png'), fullPage: true });
    // The page asked for nothing but itself.
    expect(requests).toEqual([url]);
    await page.close();
  });

  it('shows hostile model output as text and runs none of it', async () => {
    const { page, url, requests } = await open(renderHtml(await report(ROWS)), 'hostile.html');
    await page.locator('#rows tr.row', { hasText: 'hostile-reply' }).click();
    const text = await page.locator('#rows tr.detail').innerText();
    expect(text).toContain('<img src=x onerror="window.__pwned = 2">Done.');
    expect(text).toContain('</script><script>window.__pwned = 1</script><!--');
    expect(text).toContain('"id": "<b>c1</b>"');
    expect(text).toContain('cluster not found');
    expect(await page.locator('#app img, #app b:text("c1")').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({
      path: path.join(ARTIFACTS, 'report-html-hostile.png'),
      fullPage: true,
    });
    expect(requests).toEqual([url]);
    await page.close();
  });

  it('opens and filters 10,000 rows within a few seconds', async () => {
    const statuses = ['pass', 'fail', 'inconclusive', 'errored'] as const;
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      resultRow({
        scenario: `scenario-${i}`,
        provider: i % 2 ? 'openai:gpt-4.1-mini' : 'replay',
        tier: i % 3 ? 'args' : 'selection',
        tags: [`group-${i % 10}`],
        status: statuses[i % statuses.length],
        reason: i % 4 === 1 ? `args: nodes differ in scenario ${i}` : '',
        turns: [
          { user: `Prompt number ${i}: list the clusters`, reply: `Reply ${i}: prod and staging.` },
        ],
        calls: [call('list_clusters', { page: i }, { result: `result ${i}` })],
        checks: [{ check: 'selection', passed: i % 4 === 0, reason: 'list_clusters', turn: 0 }],
      }),
    );
    const html = renderHtml(await report(rows));
    const start = Date.now();
    const { page } = await open(html, 'large.html');
    const opened = Date.now() - start;
    expect(await page.locator('#count').innerText()).toBe(
      'Showing 200 of 10000 matching rows (10000 in all)',
    );

    // One filter pass in the page itself, without the test driver's round trips.
    const pass = await page.evaluate(() => {
      const status = document.querySelector<HTMLSelectElement>('#f-status')!;
      const t = performance.now();
      status.value = 'errored';
      status.dispatchEvent(new Event('change'));
      return performance.now() - t;
    });
    expect(await page.locator('#count').innerText()).toContain('of 2500 matching');
    const t0 = Date.now();
    await page.selectOption('#f-status', 'fail');
    await expect.poll(() => page.locator('#count').innerText()).toContain('of 2500 matching');
    await page.fill('#f-q', 'prompt number 4320');
    await expect.poll(() => page.locator('#count').innerText()).toContain('Showing 0 of 0');
    await page.fill('#f-q', 'prompt number 4320:');
    await page.selectOption('#f-status', '');
    await expect.poll(() => page.locator('#count').innerText()).toContain('Showing 1 of 1');
    const filtered = Date.now() - t0;
    console.log(
      `report.html, 10,000 rows (${(html.length / 1e6).toFixed(1)} MB): opened in ${opened} ms, one status filter pass in ${pass.toFixed(1)} ms in the page, filters and searches driven in ${filtered} ms`,
    );
    expect(opened).toBeLessThan(10_000);
    expect(filtered).toBeLessThan(10_000);
    await page.close();
  }, 60_000);
});
