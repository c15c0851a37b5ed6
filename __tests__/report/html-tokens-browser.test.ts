// report.html's token figures in headless Chromium: the tool surface per tool, a budget in
// tokens, and a result past the cap flagged on its call.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { renderHtml } from '../../src/report/html/page.js';
import { measureCalls, toolSurface } from '../../src/mcp/tokens.js';
import { call, resultRow } from '../helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const present = existsSync(CHROMIUM);

let browser: Browser;
let dir: string;

describe.skipIf(!present)('report.html token figures', () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
    dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-html-tokens-'));
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows each tool, the budget in tokens and the result past the cap', async () => {
    const calls = [call('search', { q: 'x' }, { stubbed: false, result: 'word '.repeat(40) })];
    measureCalls(calls, 20);
    const tools = [
      { name: 'search', description: 'Search the docs.', inputSchema: { type: 'object' } },
      {
        name: 'weather',
        description: 'Weather.',
        inputSchema: { type: 'object' },
        outputSchema: { type: 'object', properties: { t: { type: 'number' } } },
      },
    ];
    const report = await buildReport({
      started: new Date(),
      cwd: '.',
      providers: [{ id: 'replay', name: 'replay', model: 'replay', status: 'ran' }],
      notices: [],
      rows: [resultRow({ scenario: 'find', provider: 'replay', mode: 'live', calls })],
      extra: { tokens: toolSurface(tools, 20, { tools_tokens: 5 }) },
    });
    const file = path.join(dir, 'report.html');
    writeFileSync(file, renderHtml(report));
    const page = await browser.newPage();
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('body[data-ready="true"]');
    const summary = await page.locator('#summary').innerText();
    const total = report.tokens!.total;
    expect(summary).toContain(`Tool surface: ${total} tokens (o200k_base)`);
    const weather = report.tokens!.tools[1];
    expect(summary).toMatch(
      new RegExp(
        `weather\\s+${weather.description}\\s+${weather.input}\\s+${weather.output}\\s+${weather.total}`,
      ),
    );
    expect(summary).toMatch(
      new RegExp(`budget\\s+tools_tokens\\s+≤ 5 tokens\\s+${total} tokens\\s+not met`),
    );
    expect(summary).toContain('past the 20-token cap: 1');
    await page.locator('#rows tr.row', { hasText: 'find' }).click();
    const detail = await page.locator('#rows tr.detail').innerText();
    expect(detail).toMatch(new RegExp(`tool call · live · 1 ms · ${calls[0].tokens} tokens`, 'i'));
    expect(detail).toContain('result past the 20-token cap (result_token_cap)');
    await page.close();
  });
});
