// report.html from a real run: the bundled example (mcp-eval.yaml, its corpus and the example
// server) with the replay provider writes report.html by default, holding every row.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/run/evaluate.js';
import type { Report } from '../../src/model/report.js';
import { cleanup, ROOT, tempDir } from './helpers.js';

afterEach(cleanup);

const silent = { info: () => undefined, notice: () => undefined, warn: () => undefined };
const CHROMIUM = '/usr/bin/chromium';

describe('report.html from a run of the bundled example', () => {
  it('is written beside report.json and holds its rows', async () => {
    const out = path.join(tempDir('html'), 'report');
    const outcome = await evaluate({
      cwd: ROOT,
      config: path.join(ROOT, 'mcp-eval.yaml'),
      out,
      providers: ['replay'],
      log: silent,
      env: {},
    });
    expect(outcome.files.html).toBe(path.join(out, 'report.html'));
    const written = JSON.parse(readFileSync(outcome.files.json, 'utf8')) as Report;
    expect(written.results.length).toBeGreaterThan(10);

    const html = readFileSync(outcome.files.html, 'utf8');
    const data = /<script type="application\/json" id="report-data">([^]*?)<\/script>/.exec(html);
    const embedded = JSON.parse(data?.[1] ?? 'null') as Report;
    expect(embedded.results.map((r) => r.scenario)).toEqual(written.results.map((r) => r.scenario));

    if (!existsSync(CHROMIUM)) {
      console.warn(`report.html not opened in a browser: ${CHROMIUM} is absent`);
      return;
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(outcome.files.html).href);
      await page.waitForSelector('body[data-ready="true"]');
      const n = written.results.length;
      expect(await page.locator('#count').innerText()).toBe(
        `Showing ${n} of ${n} matching rows (${n} in all)`,
      );
      const first = written.results[0];
      expect(await page.locator('#rows tr.row').first().innerText()).toContain(first.scenario);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
