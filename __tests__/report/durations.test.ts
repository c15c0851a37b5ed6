// Durations read the same everywhere, rounded to what a reader uses (350 ms, 1.2 s, 3 min 05 s):
// the progress line (terminal, CI log, the action's log groups), report.md's usage table (and so
// the job summary and PR comment), and report.html, whose browser script bundles the same function
// (page-script/format.ts, which says '—' for none; the page's text is built from it).
import { describe, expect, it } from 'vitest';
import { duration } from '../../src/model/duration.js';
import { progressLine } from '../../src/model/progress.js';
import type { Report, ResultRow } from '../../src/model/report.js';
import { buildReport } from '../../src/report/build.js';
import { duration as pageDuration } from '../../src/report/html/page-script/format.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { usageReport } from '../../src/score/usage.js';
import { resultRow } from '../helpers.js';

const CASES: [number, string][] = [
  [0, '0 ms'],
  [12.4, '12 ms'],
  [349.6, '350 ms'],
  [999.4, '999 ms'],
  [999.6, '1.0 s'],
  [1234.5678, '1.2 s'],
  [59_949, '59.9 s'],
  [59_950, '1 min 00 s'],
  [185_000, '3 min 05 s'],
  [3_720_000, '1 h 02 min'],
  [-5, '0 ms'],
  [Number.NaN, '0 ms'],
];

// Too many decimals, or milliseconds past a second: what a rounded duration never shows.
const UNROUNDED = /\d\.\d{2,} ?m?s\b|\d{4,}(\.\d+)? ?ms\b/;

describe('duration()', () => {
  it.each(CASES)('%s ms reads %s', (ms, shown) => {
    expect(duration(ms)).toBe(shown);
  });
});

describe("report.html's duration()", () => {
  const html = pageDuration as (ms: unknown) => string;

  it.each(CASES)('%s ms reads %s, as everywhere else', (ms, shown) => {
    expect(html(ms)).toBe(shown);
  });

  it('agrees with duration() from 0 to 3 hours, and says "—" for none', () => {
    for (let ms = 0; ms < 3 * 3_600_000; ms = ms * 1.07 + 0.37) expect(html(ms)).toBe(duration(ms));
    expect(html(null)).toBe('—');
    expect(html(undefined)).toBe('—');
  });
});

describe('the progress line', () => {
  const row = (latencyMs: number) =>
    resultRow({ scenario: 's', provider: 'p', latencyMs, repetition: 0 });

  it('says a run under a second in ms and a long one in minutes, never with long decimals', () => {
    expect(progressLine(row(350.4), 1, 3)).toBe('[1/3] pass s · p · 350 ms');
    expect(progressLine(row(1234.5678), 2, 3)).toBe('[2/3] pass s · p · 1.2 s');
    expect(progressLine(row(185_000), 3, 3)).toBe('[3/3] pass s · p · 3 min 05 s');
  });
});

describe("report.md's usage table", () => {
  it('gives the latency percentiles rounded', async () => {
    const rows: ResultRow[] = [350.4, 412.9, 1234.5678, 95_000].map((latencyMs) =>
      resultRow({
        provider: 'p',
        latencyMs,
        usage: { inputTokens: 10, outputTokens: 1, cachedTokens: 0 },
      }),
    );
    const built = await buildReport({
      started: new Date(),
      cwd: '.',
      providers: [{ id: 'p', name: 'p', model: 'm', status: 'ran' }],
      notices: [],
      rows,
    });
    const report: Report = {
      ...built,
      usage: usageReport(rows, [{ id: 'p', model: 'm' }], undefined),
    };
    const md = renderMarkdown(report);
    const line = md.split('\n').find((l) => l.startsWith('| p | 4 |'));
    const { p50, p95 } = report.usage!.byProvider.p.latencyMs;
    expect(line).toContain(`| ${duration(p50!)} | ${duration(p95!)} |`);
    expect(line).toMatch(/ (ms|s|min) \| .* (ms|s|min) \|$/);
    expect(md).not.toMatch(UNROUNDED);
    // The checker is no rubber stamp.
    expect('took 1234.5678 ms').toMatch(UNROUNDED);
    expect('0.35 s').toMatch(UNROUNDED);
  });
});
