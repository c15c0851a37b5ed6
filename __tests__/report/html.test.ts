// report.html as text: one self-contained file whose embedded JSON cannot end its <script>.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { escapeHtml, renderHtml, scriptJson } from '../../src/report/html/page.js';
import { chooseOutputs } from '../../src/report/outputs/index.js';
import { writeReport } from '../../src/report/write.js';
import { resultRow } from '../helpers.js';

describe('report.html', () => {
  it('is written by default as report.html', () => {
    const html = chooseOutputs().find((o) => o.format === 'html');
    expect(html?.file).toBe('report.html');
  });

  it('embeds JSON that no row text can close or comment out, and reads back the same', () => {
    const hostile = 'a </script><script>alert(1)</script> <!-- b --> & \u2028 end';
    const text = scriptJson({ reply: hostile });
    expect(text).not.toMatch(/<\/script|<!--|[<>&]/i);
    expect(JSON.parse(text)).toEqual({ reply: hostile });
  });

  it('loads nothing from elsewhere: inline style and script only', async () => {
    const report = await buildReport({
      started: new Date(),
      cwd: '.',
      providers: [],
      notices: [],
      rows: [
        resultRow({ turns: [{ user: '</script><img src=x onerror=alert(1)>', reply: 'ok' }] }),
      ],
    });
    const page = renderHtml(report);
    // One closing tag per real script element: the row's text did not add one.
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).not.toMatch(/<(script|link|img|iframe)[^>]*\s(src|href)=/i);
    expect(page).not.toContain('<img');
    expect(page).toContain("default-src 'none'");
  });

  it('is made from the redacted report, like the other files', async () => {
    const secret = 'sk-live-0123456789abcdef';
    const report = await buildReport({
      started: new Date(),
      cwd: '.',
      providers: [],
      notices: [],
      rows: [resultRow({ turns: [{ user: 'token?', reply: `it is ${secret}` }] })],
    });
    const out = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-html-'));
    try {
      const written = await writeReport(report, out, { OPS_TOKEN: secret }, [], ['html']);
      const page = readFileSync(written.files.html, 'utf8');
      expect(page).not.toContain(secret);
      expect(page).toContain('it is [REDACTED]');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
