// report.html's script is TypeScript (src/report/html/page-script/), bundled into the page as the
// text of src/report/html/script.generated.ts: that text must be what the sources build, and
// safe to inline in a <script> element.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED, pageScriptModule } from '../../scripts/page-script.mjs';
import { buildReport } from '../../src/report/build.js';
import { renderHtml } from '../../src/report/html/page.js';
import { SCRIPT } from '../../src/report/html/script.generated.js';
import { resultRow } from '../helpers.js';

describe("report.html's script", () => {
  it('is fresh: script.generated.ts is what `npm run page-script` builds from page-script/', async () => {
    const committed = readFileSync(GENERATED, 'utf8');
    expect(
      committed === (await pageScriptModule()),
      'src/report/html/script.generated.ts is stale: run `npm run page-script` and commit it',
    ).toBe(true);
  }, 30_000);

  it('is what the page runs, whole, and nothing in it can end its element or hide in a comment', async () => {
    const report = await buildReport({
      started: new Date(),
      cwd: '.',
      providers: [],
      notices: [],
      rows: [resultRow({})],
    });
    expect(renderHtml(report)).toContain(`<script>${SCRIPT}</script>`);
    expect(SCRIPT).not.toMatch(/<\/script|<!--/i);
    // Browser code: nothing of Node.
    expect(SCRIPT).not.toMatch(/\brequire\(|\bprocess\.|\bBuffer\b/);
    expect(SCRIPT.length).toBeGreaterThan(10_000);
  });
});
