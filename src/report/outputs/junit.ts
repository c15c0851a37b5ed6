// report.junit.xml: the result rows as JUnit XML, for test-report tools (CI test tabs, PR
// annotations). One <testsuite> per provider, one <testcase> per (scenario, provider,
// repetition). How each status maps:
//   pass                               -> a plain testcase
//   fail, inconclusive, timeout        -> <failure>: each counts against accuracy (not a pass)
//   errored, setup-failed              -> <error>: the run broke (provider, server, a hook); no
//                                         verdict on the model
//   skipped, known-failure             -> <skipped>, its message saying which
//   inconclusive only because a gate   -> <skipped>: left out of accuracy, as everywhere
//   could not observe
// Opt-in: `--format junit` (the `formats` input).
import type { Report, ResultRow } from '../../model/report.js';
import type { CheckResult, Status } from '../../model/verdict.js';
import { isGateCheck, isSpyCheck, unobservedOnly } from '../../model/verdict.js';
import { output } from './output.js';

export const junit = output('junit', junitChunks);

type Kind = 'failure' | 'error' | 'skipped';

const KIND: Record<Status, Kind | undefined> = {
  pass: undefined,
  fail: 'failure',
  inconclusive: 'failure',
  timeout: 'failure',
  errored: 'error',
  'setup-failed': 'error',
  skipped: 'skipped',
  'known-failure': 'skipped',
  cancelled: 'skipped',
};

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  time: number;
}

/** The document a line (a testcase) at a time, each ending in a newline. */
function* junitChunks(report: Report): Generator<string> {
  // Providers in the report's order, then any a row names that the list does not.
  const byProvider = new Map<string, ResultRow[]>(report.providers.map((p) => [p.id, []]));
  for (const r of report.results) {
    const rows = byProvider.get(r.provider);
    if (rows) rows.push(r);
    else byProvider.set(r.provider, [r]);
  }
  const suites = [...byProvider]
    .map(([id, rows]) => ({ id, rows }))
    .filter((s) => s.rows.length > 0);
  const all = count(report.results);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<testsuites${attrs({
    name: 'mcp-eval',
    tests: all.tests,
    failures: all.failures,
    errors: all.errors,
    skipped: all.skipped,
    // The sum of the suites' times, not the run's wall clock: readers of JUnit add the cases
    // up, and runs side by side would make the two disagree.
    time: seconds(all.time),
    timestamp: report.startedAt,
  })}>\n`;
  for (const [index, { id, rows }] of suites.entries()) {
    const c = count(rows);
    const model = report.providers.find((p) => p.id === id)?.model ?? rows[0]?.model;
    yield [
      `  <testsuite${attrs({
        name: id,
        id: index,
        tests: c.tests,
        failures: c.failures,
        errors: c.errors,
        skipped: c.skipped,
        time: seconds(c.time),
        timestamp: report.startedAt,
      })}>`,
      '    <properties>',
      `      <property${attrs({ name: 'provider', value: id })}/>`,
      ...(model ? [`      <property${attrs({ name: 'model', value: model })}/>`] : []),
      `      <property${attrs({ name: 'tool', value: `${report.tool.name} ${report.tool.version}` })}/>`,
      '    </properties>',
      '',
    ].join('\n');
    for (const r of rows) yield `${testcase(r)}\n`;
    yield '  </testsuite>\n';
  }
  yield '</testsuites>\n';
}

/** How a row maps; a row no gate could observe is no verdict on the model. */
const kindOf = (r: ResultRow): Kind | undefined => (unobservedOnly(r) ? 'skipped' : KIND[r.status]);

function count(rows: ResultRow[]): Counts {
  const c: Counts = { tests: rows.length, failures: 0, errors: 0, skipped: 0, time: 0 };
  for (const r of rows) {
    const kind = kindOf(r);
    if (kind === 'failure') c.failures++;
    else if (kind === 'error') c.errors++;
    else if (kind === 'skipped') c.skipped++;
    c.time += millis(r);
  }
  return c;
}

function testcase(r: ResultRow): string {
  const head = `    <testcase${attrs({
    classname: r.file || [r.tier, r.category].filter(Boolean).join('/'),
    name: `${r.scenario} [run ${r.repetition + 1}]`,
    time: seconds(millis(r)),
    file: r.file || undefined,
    line: r.file ? r.line : undefined,
  })}`;
  const body = [...outcome(r), ...systemOut(r)];
  return body.length ? [`${head}>`, ...body, '    </testcase>'].join('\n') : `${head}/>`;
}

/** The <failure>, <error> or <skipped> element of a row that did not pass. */
function outcome(r: ResultRow): string[] {
  const kind = kindOf(r);
  if (!kind) return [];
  if (kind === 'skipped') {
    const message =
      r.status === 'known-failure'
        ? /^known failure\b/i.test(r.reason)
          ? r.reason
          : `known failure: ${r.reason}`
        : r.status === 'inconclusive'
          ? `inconclusive, not scored (a gate could not observe): ${r.reason}`
          : `skipped: ${r.reason}`;
    return [`      <skipped${attrs({ message })}/>`];
  }
  if (kind === 'error') {
    const details = [`${r.status}: ${r.reason}`, ...hookLines(r)].join('\n');
    return [
      `      <error${attrs({ message: `${r.status}: ${r.reason}`, type: r.status })}>${text(details)}</error>`,
    ];
  }
  const check = decidingCheck(r);
  const message = r.status === 'fail' ? r.reason : `${r.status}: ${r.reason}`;
  const failed = r.checks.filter((c) => !c.passed);
  const details = [message, ...failed.flatMap(describeCheck)].join('\n');
  return [
    `      <failure${attrs({ message, type: check?.check ?? r.status })}>${text(details)}</failure>`,
  ];
}

/** The check the verdict names: a failed gate first, then the first failed check, then the first
 * one left unobserved (as src/score/verdict.ts picks it). */
function decidingCheck(r: ResultRow): CheckResult | undefined {
  if (r.status === 'timeout') return undefined;
  const failures = r.checks.filter((c) => !c.passed && !c.unobserved);
  return (
    failures.find((c) => isGateCheck(c.check) || isSpyCheck(c.check)) ??
    failures[0] ??
    r.checks.find((c) => c.unobserved)
  );
}

/** A failed (or unobserved) check: what was expected, what happened, and why it failed. */
function describeCheck(c: CheckResult): string[] {
  const lines = [
    `${c.check}${c.turn === undefined ? '' : ` (turn ${c.turn + 1})`}${c.unobserved ? ' unobserved' : ' failed'}: ${c.reason}`,
  ];
  if (c.expected !== undefined) lines.push(`  expected: ${json(c.expected)}`);
  if (c.actual !== undefined) lines.push(`  actual:   ${json(c.actual)}`);
  if (c.missing?.length) lines.push(`  missing:  ${c.missing.join(', ')}`);
  if (c.reasoning) lines.push(`  judge:    ${c.reasoning}`);
  return lines;
}

function hookLines(r: ResultRow): string[] {
  return r.hooks
    .filter((h) => h.exitCode !== 0)
    .flatMap((h) => [
      `${h.phase} hook \`${h.command}\` exited ${h.exitCode ?? 'without a code'}`,
      ...(h.stderr.trim() ? [`  stderr: ${h.stderr.trim()}`] : []),
    ]);
}

/** What the model did, for reading the case in a test-report UI: each turn and its calls. */
function systemOut(r: ResultRow): string[] {
  if (!r.turns.length && !r.calls.length) return [];
  const lines: string[] = [];
  r.turns.forEach((t, i) => {
    lines.push(`turn ${i + 1}`, `  user:  ${indent(t.user)}`);
    for (const c of r.calls.filter((call) => call.turn === i)) {
      lines.push(
        `  call:  ${c.tool} ${c.malformed ? (c.raw ?? '') : json(c.args)}${c.error ? ` -> error: ${c.error}` : ''}`,
      );
    }
    lines.push(`  reply: ${indent(t.reply)}`);
  });
  return [`      <system-out>${text(lines.join('\n'))}</system-out>`];
}

/** Continuation lines under the first, past the `  user:  ` label. */
const indent = (s: string): string => s.replace(/\n/g, '\n         ');

const json = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** A row's time in whole milliseconds: what its testcase shows, so that the sums add up. */
const millis = (r: ResultRow): number => Math.max(0, Math.round(r.latencyMs));

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

/**
 * Drops what XML 1.0 cannot hold at all, escaped or not: control characters other than tab,
 * newline and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
export function xmlSafe(s: string): string {
  // The usual text has none of them, nor any surrogate: one scan says so.
  if (!/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/.test(s)) return s;
  return s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};
const entity = (c: string): string => ENTITY[c];

/** Element text: `<`, `&` and `>` escaped (so `]]>` cannot occur). */
function text(s: string): string {
  return xmlSafe(s).replace(/[&<>]/g, entity);
}

/** An attribute value in double quotes; tabs and line breaks as character references, so that
 * attribute normalization keeps them. */
function attr(s: string): string {
  return xmlSafe(s).replace(/[&<>"'\t\n\r]/g, entity);
}

/** ` a="1" b="x"`, leaving out undefined values. */
function attrs(values: Record<string, string | number | undefined>): string {
  let out = '';
  for (const [k, v] of Object.entries(values)) {
    // A number's text needs no escaping.
    if (v !== undefined) out += ` ${k}="${typeof v === 'number' ? String(v) : attr(v)}"`;
  }
  return out;
}
