// What every subcommand shares: where it reads and writes (Io), list and number flags, the
// logger, the engine options.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import type { EvalOptions } from '../run/options.js';
import type { Logger } from '../model/log.js';
import type { Stats } from '../model/report.js';
import { pct } from '../report/pct.js';
import { splitList } from '../lists.js';
import { DEFAULTS } from '../model/defaults.js';
import { LIMITS, rangeText } from '../model/limits.js';
import { REPORT_FORMATS } from '../report/outputs/formats.js';
import { Redactor, secretValues } from '../redact/redact.js';
import { terminalSafe } from '../report/terminal.js';
import type { watchSignals } from '../run/cancel.js';
import type { Written } from '../model/api.js';

/** Something text is written to: process.stdout, or a test's buffer. */
export interface Writer {
  write(text: string): unknown;
  /** A terminal (process.stderr on one): `run` then draws its progress line in place. */
  isTTY?: boolean;
  columns?: number;
  /** Our own control sequences (the progress line's clear), written as they are: what goes
   * through redacting()'s write() is made terminal-safe. */
  control?(sequence: string): unknown;
}

/** Where a CLI run reads and writes: its folder, its environment and its two output streams. */
export interface Io {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: Writer;
  stderr: Writer;
  /** Watches the process's SIGINT, SIGTERM and SIGHUP while `run` runs (the real CLI only: a test
   * running main() in-process leaves the signals alone). */
  signals?: typeof watchSignals;
  /** Set by redacting(): what stdout and stderr pass through. */
  redactor?: Redactor;
}

/**
 * `io` with everything written to stdout and stderr redacted: the secrets of its env from the
 * start, the `${env:NAME}` values and the run's credentials once the config is read (the
 * logger's `secrets`). Whatever prints — a warning, a server's stderr tail, a provider's 401
 * text, a hook's output — goes through it, and comes out terminal-safe: a server's escape
 * sequences (a screen clear, a clipboard write) do nothing on the user's terminal.
 */
export function redacting(io: Io): Io {
  if (io.redactor) return io;
  const redactor = new Redactor(secretValues(io.env));
  const wrap = (w: Writer): Writer => ({
    write: (text: string) => w.write(terminalSafe(redactor.redact(String(text)))),
    control: (sequence: string) => w.write(sequence),
    // Read through, so a terminal stays one (the progress line).
    get isTTY() {
      return w.isTTY;
    },
    get columns() {
      return w.columns;
    },
  });
  return { ...io, stdout: wrap(io.stdout), stderr: wrap(io.stderr), redactor };
}

/** The process's own: what `mcp-eval` uses when run from a shell. */
export function processIo(): Io {
  return { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr };
}

/** What a subcommand is given: the Io, and how it reports its exit code (0 unless it says otherwise). */
export interface CommandContext {
  io: Io;
  exit(code: number): void;
}

export const list = (value: string, previous: string[] = []) => [...previous, ...splitList(value)];

/** A whole number from 1 to `max`: a flag's parser (`--repeat`: 1 to LIMITS.repeat). */
export const count =
  (max: number) =>
  (value: string): number => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isInteger(n) || n < 1 || n > max) {
      throw new InvalidArgumentError(`expected ${rangeText(true, max)}, got "${value}"`);
    }
    return n;
  };

export const int = count(LIMITS.repeat);

/** `--concurrency`: scenarios in flight (server processes are `server.pool`'s). */
export const workers = count(LIMITS.concurrency);

// Past Node's timer limit a timeout fires at once: LIMITS.seconds keeps well under it.
export const seconds = (value: string) => {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || n > LIMITS.seconds) {
    throw new InvalidArgumentError(`expected ${rangeText(false, LIMITS.seconds)}, got "${value}"`);
  }
  return n;
};

/** A line on stdout, as console.log writes it. */
export const say = (io: Io, text: string) => void io.stdout.write(`${text}\n`);

/** The CLI's logger: every line to stderr, so that stdout keeps only the outcome. */
export function logger(io: Io): Logger {
  const line = (text: string) => void io.stderr.write(`${text}\n`);
  return {
    info: (m) => line(m),
    notice: (m) => line(`notice: ${m}`),
    warn: (m) => line(`warning: ${m}`),
    secrets: (values) => void io.redactor?.add(values),
  };
}

/** Commander's flags: the engine options by their flag names, plus a few CLI-only ones. */
export type Flags = Partial<
  Omit<EvalOptions, 'cwd' | 'log' | 'env' | 'providers' | 'out' | 'baseline'>
> & {
  provider?: string[];
  failOnThreshold?: boolean;
  failOnRegression?: boolean;
  baseline?: string;
  out: string;
  server?: boolean;
  /** --format: the report files to write. */
  format?: string[];
  /** No progress (the opening lines, notices and warnings stay). */
  quiet?: boolean;
};

export function options(flags: Flags, io: Io): EvalOptions {
  const {
    provider,
    failOnThreshold: _fail,
    failOnRegression: _regression,
    baseline,
    server: _server,
    format,
    quiet: _quiet,
    ...rest
  } = flags;
  return {
    ...rest,
    ...(baseline ? { baseline: { path: baseline } } : {}),
    ...(format?.length ? { formats: format } : {}),
    cwd: io.cwd,
    env: io.env,
    config: configFile(flags.config, io.cwd),
    providers: provider,
    log: logger(io),
    via: 'cli',
  };
}

/** `--format`, on run, score and compare: which report files to write, from the registry. */
export const FORMAT_FLAG = '--format <formats>';
export const formatHelp = (): string =>
  `report files to write, repeatable or comma-separated: ${REPORT_FORMATS.map((o) => `${o.format} (${o.file})`).join(', ')}; ` +
  `default ${REPORT_FORMATS.filter((o) => o.byDefault)
    .map((o) => o.format)
    .join(', ')}; report.json is always written`;

export function common(cmd: Command): Command {
  return cmd
    .option('-c, --config <file>', 'config file (default: mcp-eval.yaml if present)')
    .option('--corpus <glob>', "corpus files or globs, instead of the config's (repeatable)", list)
    .option('--server-command <command>', 'command that starts the MCP server (stdio)')
    .option('--server-url <url>', 'streamable HTTP URL of the MCP server (loopback only)')
    .option('--tags <tags>', 'only scenarios with any of these tags (comma-separated)', list)
    .option('--ids <ids>', 'only these scenario ids (comma-separated)', list)
    .option(
      '--tiers <tiers>',
      'only these tiers: selection, args, sequence, clarification, answer, safety',
      list,
    )
    .option('--types <types>', 'only these scenario types (comma-separated)', list);
}

/** The closing lines of `run` and `score`: the score, the thresholds, where the reports are. */
export function printOutcome(io: Io, written: Pick<Written, 'report' | 'files'>): void {
  const met = written.report.thresholds;
  const overall = written.report.summary.overall;
  // Nothing scored is not green: no "passed", and thresholds met by default are not "met".
  const scored = overall.scored > 0;
  const verdict = met.checks.length
    ? met.met
      ? scored
        ? '; thresholds met'
        : '; thresholds not checked'
      : '; thresholds NOT met'
    : '';
  say(
    io,
    `${scored ? `${pct(overall)} passed` : `Nothing scored (${unscored(overall)})`}${verdict}` +
      `\nReports: ${Object.values(written.files).join(', ')}`,
  );
}

/** "no result" or "3 skipped, 1 errored": why nothing counted. */
function unscored(s: Stats): string {
  const counts = Object.entries(s.counts).filter(([, n]) => n > 0);
  return s.total === 0 || counts.length === 0
    ? 'no result: every provider was skipped or nothing ran'
    : counts
        .map(([status, n]) =>
          // Inconclusive rows are unscored only when a gate could not observe: say so.
          status === 'inconclusive' && s.unobserved
            ? `${n} ${status} only because a gate could not observe`
            : `${n} ${status}`,
        )
        .join(', ');
}

/** The config named by --config, else mcp-eval.yaml when the folder `cwd` has one (both
 * relative to `cwd`, as loadConfig resolves them). */
export function configFile(flag: string | undefined, cwd: string): string | undefined {
  return flag ?? (existsSync(path.join(cwd, DEFAULTS.config)) ? DEFAULTS.config : undefined);
}
