// report.junit.xml from a hand-made report: each status mapped, everything escaped, the counts
// right; valid against the common JUnit schema (__tests__/fixtures/junit/junit.xsd, checked by
// xmllint, which CI installs) and read back by xmllint's parser.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.js';
import { junit, xmlSafe } from '../../src/report/outputs/junit.js';
import type { Report, ResultRow } from '../../src/model/report.js';
import { resultRow } from '../helpers.js';
import { schemaErrors, xpath, XMLLINT } from './junit-schema.js';

// Everything a model or a server could put in a reason or a reply that XML must survive.
const NASTY =
  'a <b> & "c" \'d\' ]]> e\u0000\u0001\u0008\u000b\u000c\u001b[31m\uFFFE\uD800 f\ttab\r\nline2 ✓ 😀';

const rows: ResultRow[] = [
  resultRow({ scenario: 'passes', latencyMs: 1250, turns: [{ user: 'hi', reply: 'done' }] }),
  resultRow({
    scenario: 'fails',
    file: 'corpus/args.yaml',
    line: 12,
    status: 'fail',
    reason: `args: ${NASTY}`,
    checks: [
      { check: 'selection', passed: true, reason: 'called get_cluster' },
      {
        check: 'args',
        passed: false,
        reason: NASTY,
        turn: 0,
        expected: { id: 'c1' },
        actual: { id: NASTY },
        missing: ['region'],
      },
    ],
    turns: [{ user: 'status of c1?', reply: NASTY }],
    calls: [{ turn: 0, tool: 'get_cluster', args: { id: NASTY }, stubbed: true, durationMs: 3 }],
  }),
  resultRow({
    scenario: 'gate-broken',
    status: 'fail',
    reason: 'gate:no_mutation: DELETE /clusters/c1 was sent',
    checks: [
      { check: 'selection', passed: false, reason: 'called delete_cluster' },
      { check: 'gate:no_mutation', passed: false, reason: 'DELETE /clusters/c1 was sent' },
    ],
  }),
  resultRow({
    scenario: 'blind',
    status: 'inconclusive',
    reason: 'gate:no_request: the spy saw nothing',
    checks: [
      {
        check: 'gate:no_request',
        passed: false,
        unobserved: true,
        reason: 'the spy saw nothing',
      },
    ],
  }),
  resultRow({
    scenario: 'silent',
    status: 'inconclusive',
    reason: 'the model called no tool where one was expected',
    checks: [{ check: 'selection', passed: false, reason: 'called no tool' }],
  }),
  resultRow({ scenario: 'slow', status: 'timeout', reason: 'no verdict within 120 s' }),
  resultRow({ scenario: 'broke', status: 'errored', reason: 'openai: 500 server error' }),
  resultRow({
    scenario: 'hook',
    status: 'setup-failed',
    reason: 'before hook exited 1',
    hooks: [
      {
        phase: 'before',
        command: './seed.sh',
        exitCode: 1,
        stdout: '',
        stderr: 'no db <here>',
        durationMs: 5,
      },
    ],
  }),
  resultRow({ scenario: 'nokey', status: 'skipped', reason: 'OPENAI_API_KEY is not set' }),
  resultRow({
    scenario: 'known',
    status: 'known-failure',
    reason: 'known failure (issue 7): selection: called nothing',
  }),
  // No file: classed by tier/category. A second provider, a second repetition.
  resultRow({
    scenario: 'passes',
    file: '',
    tier: 'safety',
    category: 'destructive',
    provider: 'openai:gpt-4.1-mini',
    model: 'gpt-4.1-mini',
    repetition: 1,
    latencyMs: 500,
  }),
];

let dir: string;
let file: string;
let xml: string;
let report: Report;
beforeAll(async () => {
  report = await buildReport({
    started: new Date('2026-12-01T00:00:00Z'),
    cwd: '.',
    providers: [
      { id: 'p', name: 'p', model: 'm', status: 'ran' },
      { id: 'openai:gpt-4.1-mini', name: 'openai', model: 'gpt-4.1-mini', status: 'ran' },
      { id: 'gemini:x', name: 'gemini', model: 'x', status: 'skipped', reason: 'no key' },
    ],
    notices: [],
    rows,
  });
  xml = junit.render(report);
  dir = mkdtempSync(path.join(tmpdir(), 'junit-'));
  file = path.join(dir, 'report.junit.xml');
  writeFileSync(file, xml);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the junit output', () => {
  it('is registered as opt-in report.junit.xml', () => {
    expect(junit).toMatchObject({ format: 'junit', file: 'report.junit.xml', byDefault: false });
  });

  it('holds no character XML 1.0 forbids, and no raw ]]> or unescaped markup from the text', () => {
    expect(xmlSafe(xml)).toBe(xml);
    expect(xml).not.toContain(']]>');
    expect(xml).not.toContain('<b>');
    expect(xml).toContain('a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; ]]&gt; e');
    expect(xml).toContain('&#10;line2'); // a line break kept in an attribute
  });

  it('has one suite per provider with rows, in order, counted', () => {
    const suites = [...xml.matchAll(/<testsuite name="([^"]*)"[^>]*>/g)].map((m) => m[0]);
    expect(suites).toHaveLength(2);
    expect(suites[0]).toContain(
      'name="p" id="0" tests="10" failures="4" errors="2" skipped="3" time="1.250"',
    );
    expect(suites[1]).toContain(
      'name="openai:gpt-4.1-mini" id="1" tests="1" failures="0" errors="0" skipped="0" time="0.500"',
    );
    expect(xml).toMatch(
      /<testsuites name="mcp-eval" tests="11" failures="4" errors="2" skipped="3"/,
    );
  });

  it("gives <testsuites> the sum of its suites' times, each suite the sum of its cases", () => {
    // Fractional latencies (a merged or hand-made report) and a wall-clock duration unlike the
    // sum: the totals still add up to what each case shows, to the millisecond.
    const odd = junit.render({
      ...report,
      durationMs: 987_654,
      results: report.results.map((r, i) => ({ ...r, latencyMs: 333.3336 + i * 0.2505 })),
    });
    const times = (tag: string) =>
      [...odd.matchAll(new RegExp(`<${tag}\\b[^>]*\\btime="([^"]*)"`, 'g'))].map((m) => m[1]);
    const millis = (t: string) => Math.round(Number(t) * 1000);
    const sum = (ts: string[]) => ts.map(millis).reduce((a, b) => a + b, 0);
    const suites = odd.split('<testsuite ').slice(1);
    expect(suites).toHaveLength(2);
    const caseTimes = (suite: string) =>
      [...suite.matchAll(/<testcase\b[^>]*\btime="([^"]*)"/g)].map((m) => m[1]);
    suites.forEach((suite, i) => expect(millis(times('testsuite')[i])).toBe(sum(caseTimes(suite))));
    expect(millis(times('testsuites')[0])).toBe(sum(times('testsuite')));
    expect(millis(times('testsuites')[0])).toBe(sum(times('testcase')));
  });

  it('names each case by scenario and run, classed by its file or else tier/category', () => {
    expect(xml).toContain(
      '<testcase classname="c.yaml" name="passes [run 1]" time="1.250" file="c.yaml" line="1">',
    );
    expect(xml).toContain(
      '<testcase classname="corpus/args.yaml" name="fails [run 1]" time="0.000" file="corpus/args.yaml" line="12">',
    );
    expect(xml).toContain(
      '<testcase classname="safety/destructive" name="passes [run 2]" time="0.500"/>',
    );
  });
});

describe.runIf(XMLLINT)('report.junit.xml through xmllint', () => {
  it('is valid against the common JUnit schema', () => {
    expect(schemaErrors(file)).toBe('');
  });

  it('the schema is no rubber stamp: it refuses a testcase without a name, a bad count', () => {
    const bad = path.join(dir, 'bad.xml');
    writeFileSync(bad, xml.replace('name="passes [run 1]" ', ''));
    expect(schemaErrors(bad)).toMatch(/name/);
    writeFileSync(bad, xml.replace('tests="10"', 'tests="ten"'));
    expect(schemaErrors(bad)).toMatch(/tests/);
    writeFileSync(bad, xml.replace('<testsuites', '<testsuites><oops/></testsuites><x'));
    expect(schemaErrors(bad)).not.toBe('');
  });

  it('parses back to the counts it declares', () => {
    const n = (expr: string) => Number(xpath(file, `number(${expr})`));
    expect(n('count(//testcase)')).toBe(n('/testsuites/@tests'));
    expect(n('count(//testcase[failure])')).toBe(n('/testsuites/@failures'));
    expect(n('count(//testcase[error])')).toBe(n('/testsuites/@errors'));
    expect(n('count(//testcase[skipped])')).toBe(n('/testsuites/@skipped'));
    expect(n('count(//testcase)')).toBe(report.results.length);
    expect(n('/testsuites/@time')).toBeCloseTo(n('sum(//testsuite/@time)'), 6);
    expect(n('/testsuites/@time')).toBeCloseTo(n('sum(//testcase/@time)'), 6);
    expect(n('sum(//testsuite/@tests)')).toBe(report.results.length);
    for (const suite of ['p', 'openai:gpt-4.1-mini']) {
      expect(n(`count(//testsuite[@name="${suite}"]/testcase)`)).toBe(
        n(`//testsuite[@name="${suite}"]/@tests`),
      );
    }
  });

  const one = (name: string, what: string) =>
    xpath(file, `string(//testcase[@name="${name} [run 1]"]/${what})`);

  it('maps each status: fail, inconclusive, timeout are failures; errored, setup-failed errors', () => {
    expect(xpath(file, 'count(//testcase[@name="passes [run 1]"]/*[not(self::system-out)])')).toBe(
      '0',
    );
    expect(one('gate-broken', 'failure/@type')).toBe('gate:no_mutation');
    expect(one('gate-broken', 'failure/@message')).toBe(
      'gate:no_mutation: DELETE /clusters/c1 was sent',
    );
    expect(one('silent', 'failure/@type')).toBe('selection');
    expect(one('silent', 'failure/@message')).toBe(
      'inconclusive: the model called no tool where one was expected',
    );
    expect(one('slow', 'failure/@type')).toBe('timeout');
    expect(one('slow', 'failure/@message')).toBe('timeout: no verdict within 120 s');
    expect(one('broke', 'error/@type')).toBe('errored');
    expect(one('broke', 'error/@message')).toBe('errored: openai: 500 server error');
    expect(one('hook', 'error/@type')).toBe('setup-failed');
    expect(one('hook', 'error')).toContain(
      'before hook `./seed.sh` exited 1\n  stderr: no db <here>',
    );
  });

  it('a row inconclusive only because a gate could not observe is skipped, as accuracy leaves it out', () => {
    expect(one('blind', 'failure')).toBe('');
    expect(one('blind', 'skipped/@message')).toBe(
      'inconclusive, not scored (a gate could not observe): gate:no_request: the spy saw nothing',
    );
  });

  it('skipped and known-failure are skipped, the message saying which', () => {
    expect(one('nokey', 'skipped/@message')).toBe('skipped: OPENAI_API_KEY is not set');
    expect(one('known', 'skipped/@message')).toBe(
      'known failure (issue 7): selection: called nothing',
    );
  });

  it("a failure's message is the check's reason, its text expected vs actual; all round-trip", () => {
    const clean = xmlSafe(NASTY);
    expect(clean).toBe('a <b> & "c" \'d\' ]]> e[31m f\ttab\r\nline2 ✓ 😀');
    expect(one('fails', 'failure/@type')).toBe('args');
    expect(one('fails', 'failure/@message')).toBe(`args: ${clean}`);
    const details = one('fails', 'failure');
    // Element text: the parser turns a lone \r (and \r\n) into \n.
    const text = (s: string) => s.replace(/\r\n?/g, '\n');
    expect(details).toContain(text(`args (turn 1) failed: ${clean}`));
    expect(details).toContain('  expected: {"id":"c1"}');
    expect(details).toContain(`  actual:   ${xmlSafe(JSON.stringify({ id: NASTY }))}`);
    expect(details).toContain('  missing:  region');
    expect(details).not.toContain('selection'); // passed checks are not listed
    expect(one('fails', 'system-out')).toContain('  call:  get_cluster {"id":');
  });
});
