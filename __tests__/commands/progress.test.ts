// `run`'s progress on stderr: a line per finished run without a terminal, a line rewritten in
// place on one, nothing with --quiet; stdout keeps only the outcome.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/commands/main.js';
import { duration, reporter } from '../../src/commands/progress.js';
import type { ResultRow } from '../../src/model/report.js';
import { ROOT, runCli, workspace } from './run-cli.js';

// The run's time rounded: `350 ms` under a second, `1.2 s`, `3 min 05 s`.
const LINE =
  /^\[(\d+)\/(\d+)\] (\S+) (\S+) · (\S+) · (\d+ ms|\d+\.\d s|\d+ min \d\d s)( · run \d+)?$/;
const SMOKE = ['run', '--provider', 'replay', '--tags', 'smoke'];
const CLEAR = '\r\x1b[2K';

describe('mcp-eval run: progress', () => {
  it('prints one line per finished run without a TTY, numbered to the total', async () => {
    const out = workspace({});
    const r = await runCli([...SMOKE, '--repeat', '2', '--out', out], ROOT);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('['));
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const l of lines) expect(l).toMatch(LINE);
    const parsed = lines.map((l) => LINE.exec(l)!);
    expect(parsed.map((m) => Number(m[1]))).toEqual(lines.map((_, i) => i + 1));
    expect(new Set(parsed.map((m) => Number(m[2])))).toEqual(new Set([lines.length]));
    expect(new Set(parsed.map((m) => m[5]))).toEqual(new Set(['replay']));
    expect(parsed.some((m) => m[3] === 'pass')).toBe(true);
    // The second repetition says so; the first does not.
    expect(parsed.filter((m) => m[7] === ' · run 2')).toHaveLength(lines.length / 2);
    // After the opening lines, and never on stdout.
    expect(r.stderr.indexOf('Running ')).toBeLessThan(r.stderr.indexOf('[1/'));
    expect(r.stdout).not.toMatch(/^\[\d+\//m);
    expect(r.stdout).toMatch(/passed/);
  });

  it('prints none with --quiet, and keeps the opening lines', async () => {
    const out = workspace({});
    const r = await runCli([...SMOKE, '--quiet', '--out', out], ROOT);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/^\[\d+\//m);
    expect(r.stderr).toMatch(/^Providers: replay/m);
    expect(r.stdout).toMatch(/passed/);
  });

  it('rewrites one line in place on a TTY and clears it before the outcome', async () => {
    const out = workspace({});
    const events: string[] = [];
    let stderr = '';
    const code = await main(['node', 'mcp-eval', ...SMOKE, '--out', out], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdout: { write: (s: string) => void events.push(`stdout:${s}`) },
      stderr: {
        isTTY: true,
        columns: 60,
        write: (s: string) => {
          stderr += s;
          events.push(`stderr:${s}`);
        },
      },
    });
    expect(code, stderr).toBe(0);
    const draws = stderr.split(CLEAR).filter((d) => /^\d+\/\d+ · ✓/.test(d));
    expect(draws.length).toBeGreaterThanOrEqual(3);
    expect(draws[0]).toMatch(/^0\/(\d+) · ✓ 0 ✗ 0$/);
    const total = Number(/^0\/(\d+)/.exec(draws[0])![1]);
    expect(draws.at(-1)).toMatch(new RegExp(`^${total}/${total} · ✓ \\d+ ✗ 0`));
    expect(draws.some((d) => / · ETA \d+ s$/.test(d))).toBe(true);
    expect(stderr).not.toMatch(/^\[\d+\//m);
    // No line in the progress line's way: cleared before the outcome, and left cleared.
    const firstOut = events.findIndex((e) => e.startsWith('stdout:'));
    expect(events[firstOut - 1]).toBe(`stderr:${CLEAR}`);
    expect(stderr.endsWith(CLEAR)).toBe(true);
  });
});

const row = (status: ResultRow['status'], repetition = 0) =>
  ({ status, scenario: 's', provider: 'p', latencyMs: 1234, repetition }) as ResultRow;

describe('the TTY reporter', () => {
  it('counts passes and fails, estimates from wall-clock time per run, fits the width', () => {
    let text = '';
    let t = 0;
    const r = reporter({ isTTY: true, columns: 40, write: (s: string) => (text += s) }, () => t);
    r.start!({ total: 4, providers: [{ id: 'p', runs: 4 }] });
    t = 10_000;
    r.row(row('pass'), 1, 4);
    expect(text.split(CLEAR).at(-1)).toBe('1/4 · ✓ 1 ✗ 0 · ETA 30 s');
    t = 20_000;
    r.row(row('errored'), 2, 4);
    expect(text.split(CLEAR).at(-1)).toBe('2/4 · ✓ 1 ✗ 0 · 1 other · ETA 20 s');
    r.row(row('fail'), 3, 4);
    expect(text.split(CLEAR).at(-1)).toMatch(/^3\/4 · ✓ 1 ✗ 1 · 1 other · ETA 7 s$/);
    t = 25_000;
    r.row(row('pass'), 4, 4);
    expect(text.split(CLEAR).at(-1)).toBe('4/4 · ✓ 2 ✗ 1 · 1 other');
  });

  it('clears the line around a log line and redraws it; end() clears it for good', () => {
    let text = '';
    const logged: string[] = [];
    const r = reporter({ isTTY: true, columns: 20, write: (s: string) => (text += s) }, () => 0);
    const log = r.logger({
      info: (m) => logged.push(m),
      notice: (m) => logged.push(m),
      warn: (m) => void (text += `<${m}>`),
    });
    r.start!({ total: 100, providers: [{ id: 'p', runs: 100 }] });
    log.warn('stopped');
    expect(text).toBe(`${CLEAR}0/100 · ✓ 0 ✗ 0${CLEAR}<stopped>${CLEAR}0/100 · ✓ 0 ✗ 0`);
    r.row(row('pass'), 1, 100);
    expect(text.split(CLEAR).at(-1)!.length).toBeLessThanOrEqual(19);
    expect(text.split(CLEAR).at(-1)).toMatch(/…$/);
    r.end();
    expect(text.endsWith(CLEAR)).toBe(true);
    const before = text;
    log.info('after');
    expect(text).toBe(before);
    expect(logged).toEqual(['after']);
  });

  it('falls back to 80 columns on a terminal that reports none (0, unset, nonsense)', () => {
    for (const columns of [0, undefined, Number.NaN, -3]) {
      let text = '';
      const r = reporter({ isTTY: true, columns, write: (s: string) => (text += s) }, () => 0);
      r.start!({ total: 4, providers: [{ id: 'p', runs: 4 }] });
      // Whole: the line fits in 80 columns, so nothing is cut.
      expect(text.split(CLEAR).at(-1), `columns ${columns}`).toBe('0/4 · ✓ 0 ✗ 0');
      r.end();
    }
  });

  it('cuts to what a very narrow terminal holds, never to a negative width', () => {
    for (const [columns, shown] of [
      [1, '…'],
      [2, '…'],
      [4, '0/…'],
    ] as const) {
      let text = '';
      const r = reporter({ isTTY: true, columns, write: (s: string) => (text += s) }, () => 0);
      r.start!({ total: 4, providers: [{ id: 'p', runs: 4 }] });
      expect(text.split(CLEAR).at(-1), `columns ${columns}`).toBe(shown);
    }
  });

  it('writes a line per run without a TTY', () => {
    let text = '';
    const r = reporter({ write: (s: string) => (text += s) });
    r.row(row('pass'), 1, 2);
    r.row(row('timeout', 1), 2, 2);
    r.end();
    expect(text).toBe('[1/2] pass s · p · 1.2 s\n[2/2] timeout s · p · 1.2 s · run 2\n');
  });

  it('says durations as people read them', () => {
    expect(duration(400)).toBe('0 s');
    expect(duration(42_000)).toBe('42 s');
    expect(duration(185_000)).toBe('3 min 05 s');
    expect(duration(3_720_000)).toBe('1 h 02 min');
  });
});
