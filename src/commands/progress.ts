// The CLI's progress while `run` runs, on stderr (stdout keeps only the outcome). On a terminal:
// one line rewritten in place (runs done of all, passes and fails so far, time left), cleared
// before anything else is printed and when the run ends. Elsewhere (CI, a pipe, a file): one line
// per finished run, `[12/240] pass list-widgets · openai:gpt-4.1-mini · 1.2 s`. `--quiet`: none.
import type { Logger } from '../model/log.js';
import type { ResultRow } from '../model/report.js';
import { progressLine, type Progress } from '../model/progress.js';
import type { Writer } from './common.js';

/** A Progress for the engine, plus what the command needs around it. */
export interface Reporter extends Progress {
  /** The logger to give the engine: its lines do not land in the middle of the progress line. */
  logger(inner: Logger): Logger;
  /** The run is over (or failed): the progress line goes, before the outcome is printed. */
  end(): void;
}

const CLEAR = '\r\x1b[2K';

export function reporter(stream: Writer, now: () => number = Date.now): Reporter {
  return stream.isTTY ? live(stream, now) : lines(stream);
}

function lines(stream: Writer): Reporter {
  return {
    row: (row, done, total) => void stream.write(`${progressLine(row, done, total)}\n`),
    logger: (inner) => inner,
    end: () => {},
  };
}

function live(stream: Writer, now: () => number): Reporter {
  let started = 0;
  let total = 0;
  let done = 0;
  let running = false;
  let shown = false;
  const counts = { pass: 0, fail: 0, other: 0 };
  // Through `control`: the stream's write() would neutralise our own sequence.
  const control = (sequence: string) =>
    stream.control ? stream.control(sequence) : stream.write(sequence);
  const clear = () => {
    if (shown) control(CLEAR);
    shown = false;
  };
  const draw = () => {
    const parts = [`${done}/${total}`, `✓ ${counts.pass} ✗ ${counts.fail}`];
    if (counts.other) parts.push(`${counts.other} other`);
    // Wall-clock time per finished run so far × runs left: the workers running side by side
    // are in the measured time already, so this needs no concurrency factor. None before the
    // first run finishes: no guess.
    if (done > 0 && done < total)
      parts.push(`ETA ${duration(((now() - started) / done) * (total - done))}`);
    const text = parts.join(' · ');
    const width = lineWidth(stream.columns);
    control(CLEAR);
    stream.write(text.length > width ? `${text.slice(0, width - 1)}…` : text);
    shown = true;
  };
  const around =
    (log: (m: string) => void) =>
    (m: string): void => {
      clear();
      log(m);
      if (running) draw();
    };
  return {
    start: (plan) => {
      started = now();
      total = plan.total;
      running = true;
      draw();
    },
    row: (row: ResultRow, n, of) => {
      done = n;
      total = of;
      counts[row.status === 'pass' ? 'pass' : row.status === 'fail' ? 'fail' : 'other'] += 1;
      if (running) draw();
    },
    // The rest (`secrets`) passes through: the values the config names are redacted on a
    // terminal too.
    logger: (inner) => ({
      ...inner,
      info: around(inner.info),
      notice: around(inner.notice),
      warn: around(inner.warn),
    }),
    end: () => {
      running = false;
      clear();
    },
  };
}

/** The characters the line may take: one less than the terminal's columns (the last would wrap
 * on some terminals), 80 when it reports none (0, as some emulators and ptys do, or unset), at
 * least the one of the ellipsis. */
function lineWidth(columns: number | undefined): number {
  const known = columns !== undefined && Number.isFinite(columns) && columns > 0;
  return Math.max(1, (known ? Math.floor(columns) : 80) - 1);
}

/** 42 s, 3 min 05 s, 1 h 02 min. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}
