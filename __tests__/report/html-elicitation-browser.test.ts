// report.html shows a row's elicitations in its conversation, after the call they came during:
// the message, the fields asked for, a URL as text (never opened, never a link) and the answer.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { renderHtml } from '../../src/report/html/page.js';
import { call, resultRow } from '../helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const present = existsSync(CHROMIUM);

const row = resultRow({
  scenario: 'connect-account',
  provider: 'replay',
  model: 'replay',
  status: 'fail',
  reason: 'elicitation:no_secrets: a form asks for `password`',
  turns: [{ user: 'Connect acme.', reply: 'Done.' }],
  calls: [
    call('connect_account', { account: 'acme' }, { result: 'connected' }),
    call('connect_sso', { account: 'acme' }, { result: 'not connected' }),
  ],
  elicitations: [
    {
      turn: 0,
      call: 0,
      mode: 'form',
      message: 'Sign in to acme.',
      requestedSchema: { type: 'object', properties: { password: { type: 'string' } } },
      action: 'accept',
      content: { password: 'hunter2' },
      at: 1,
      callsBefore: 1,
    },
    {
      turn: 0,
      call: 1,
      mode: 'url',
      message: 'Open the sign-in page.',
      url: 'http://127.0.0.1:9/oauth/authorize',
      action: 'decline',
      unscripted: true,
      at: 2,
      callsBefore: 2,
    },
  ],
});

let browser: Browser;
let dir: string;

describe.skipIf(!present)('report.html: elicitations', () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
    dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-html-elicit-'));
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows each exchange after its call, the URL as text only', async () => {
    const report = await buildReport({
      started: new Date(),
      cwd: '.',
      providers: [{ id: 'replay', name: 'replay', model: 'replay', status: 'ran' }],
      notices: [],
      rows: [row],
    });
    const file = path.join(dir, 'report.html');
    writeFileSync(file, renderHtml(report));
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('body[data-ready="true"]');
    await page.locator('#rows tr.row').click();
    const text = await page.locator('#rows tr.detail').innerText();
    expect(text).toMatch(
      /connect_account[\s\S]*elicitation · form[\s\S]*Sign in to acme\.[\s\S]*"password"[\s\S]*answer: accept[\s\S]*hunter2[\s\S]*connect_sso[\s\S]*elicitation · url · unscripted[\s\S]*URL \(not opened\)\s+http:\/\/127\.0\.0\.1:9\/oauth\/authorize[\s\S]*answer: decline/i,
    );
    expect(await page.locator('#rows tr.detail a').count()).toBe(0);
    expect(requests).toEqual([pathToFileURL(file).href]);
    await page.close();
  });
});
