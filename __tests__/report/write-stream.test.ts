// The report files, written as streams a few rows at a time: byte for byte what rendering the
// whole report at once gives, with every secret form redacted in every file and counted once.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { buildReport } from '../../src/report/build.js';
import { scriptJson } from '../../src/report/html/page.js';
import { OUTPUTS } from '../../src/report/outputs/index.js';
import { Redactor } from '../../src/redact/redact.js';
import { secretForms } from '../../src/redact/secret-forms.js';
import { streamFile } from '../../src/report/stream-file.js';
import { writeReport } from '../../src/report/write.js';
import { resultRow } from '../helpers.js';

const FORMATS = OUTPUTS.map((o) => o.format);
const dir = () => mkdtempSync(path.join(tmpdir(), 'mcp-eval-write-'));
const read = (file: string) => readFileSync(file, 'utf8');

/** Rows enough for many pieces, with text that escaping and encoding change. */
const rows = (n: number, reply: (i: number) => string) =>
  Array.from({ length: n }, (_, i) =>
    resultRow({
      scenario: `s${i}`,
      status: i % 3 ? 'pass' : 'fail',
      reason: i % 3 ? '' : 'expected get_cluster',
      turns: [{ user: `Show c${i} </script> & <!--`, reply: reply(i) }],
      calls: [
        {
          turn: 0,
          tool: 'get_cluster',
          args: { id: `c${i}` },
          result: '{\n  "ok": 1\n}',
          stubbed: true,
          durationMs: 1,
        },
      ],
    }),
  );

const report = (n: number, reply: (i: number) => string = (i) => `c${i} 😀 \u2028 "q"`) =>
  buildReport({ started: new Date(0), cwd: '.', providers: [], notices: [], rows: rows(n, reply) });

describe('the files written as streams', () => {
  it('are what rendering the whole report gives, to the byte', async () => {
    const out = dir();
    const written = await writeReport(await report(300), out, {}, [], FORMATS);
    const whole = written.report;
    expect(read(written.files.json)).toBe(JSON.stringify(whole, null, 2) + '\n');
    expect(read(written.files.jsonl)).toBe(
      whole.results.map((r) => JSON.stringify(r) + '\n').join(''),
    );
    expect(read(written.files.html)).toContain(
      `<script type="application/json" id="report-data">${scriptJson(whole)}</script>`,
    );
    expect(read(written.files.md)).toBe(written.markdown);
    for (const o of OUTPUTS) expect(read(written.files[o.format])).toBe(o.render(whole));
  });

  it('write a report without rows as JSON.stringify does', async () => {
    const written = await writeReport(await report(0), dir(), {}, [], ['json']);
    const text = read(written.files.json);
    expect(text).toBe(JSON.stringify(written.report, null, 2) + '\n');
    expect(text).toContain('"results": [],');
  });
});

describe('secrets in the streamed files', () => {
  const SECRET = 'tok-7Hq2"Lx9/Vb4Rt';

  it('are redacted in every form in every file, each counted once, the input left as it was', async () => {
    // Every 10th row holds the secret once in its reply; one row also as a key and JSON-escaped.
    const input = await report(100, (i) => (i % 10 ? `fine ${i}` : `key ${SECRET} used`));
    input.results[1].calls[0].args = { [SECRET]: true };
    input.results[2].calls[0].result = JSON.stringify({ token: SECRET });
    const before = JSON.stringify(input);
    const out = dir();
    const written = await writeReport(input, out, { DB_TOKEN: SECRET }, [], FORMATS);

    expect(written.report.redactions).toBe(12);
    expect(JSON.stringify(input)).toBe(before);
    const forms = secretForms(SECRET);
    for (const file of Object.values(written.files)) {
      const text = read(file);
      expect(text).toContain('REDACTED'); // report.md escapes its brackets
      for (const form of forms) expect(text, `${file}: ${form}`).not.toContain(form);
    }
    expect(written.markdown).toContain('_12 secret value(s) redacted._');
    // Rows with nothing to redact are the input's own, not copies.
    expect(written.report.results[3]).toBe(input.results[3]);
    expect(written.report.results[0]).not.toBe(input.results[0]);
  });

  it('are found where a form falls across two pieces, and no character pair is split', async () => {
    const redactor = new Redactor([SECRET]);
    const plain = {
      redact: (t: string) => redactor.redactPlain(t),
      longest: redactor.longestForm,
    };
    const file = path.join(dir(), 'pieces.txt');
    const text = `a ${SECRET} 😀 b ${JSON.stringify(SECRET).slice(1, -1)} 😀😀 end`;
    // Cut everywhere, one UTF-16 unit a piece: every form and every emoji falls across pieces.
    await streamFile(file, [...text.split('')], plain);
    expect(read(file)).toBe('a [REDACTED] 😀 b [REDACTED] 😀😀 end');
  });
});

describe('a clean report', () => {
  it('is shared by the redactor, not copied', async () => {
    const r: Report = await report(20);
    expect(new Redactor(['another-secret-value']).redactDeep(r)).toBe(r);
  });
});
