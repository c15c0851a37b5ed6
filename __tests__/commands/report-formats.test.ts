// --format (and the action's `formats` input): which report files run, score and compare write,
// from the registry in src/report/outputs/. report.json always; an unknown name is a setup error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { OUTPUTS } from '../../src/report/outputs/index.js';
import { readInputs } from '../../src/inputs.js';
import { SetupError } from '../../src/errors.js';
import { ROOT, runCli, workspace } from './run-cli.js';
import { copyFixtures } from '../corpus/formats/helpers.js';
import { schemaErrors, XMLLINT } from '../report/junit-schema.js';

const files = (dir: string) => readdirSync(dir).sort();
const fileOf = (format: string) => OUTPUTS.find((o) => o.format === format)!.file;
const KNOWN = OUTPUTS.map((o) => o.format);
// One scenario of the example corpus: enough to see which files are written.
const ONE = ['run', '--provider', 'replay', '-q', '--ids', 'prod-region'];

describe('run --format', () => {
  it('writes exactly the named files, plus report.json (comma list)', async () => {
    const out = workspace({});
    const r = await runCli([...ONE, '--out', out, '--format', 'junit,md'], ROOT);
    expect(r.code, r.stderr).toBe(0);
    expect(files(out)).toEqual(['report.json', 'report.junit.xml', 'report.md']);
    expect(r.stdout).toContain(
      `Reports: ${['report.json', 'report.md', 'report.junit.xml'].map((f) => path.join(out, f)).join(', ')}`,
    );
  });

  it('is repeatable, and report.json is written even when not named', async () => {
    const out = workspace({});
    const r = await runCli([...ONE, '--out', out, '--format', 'jsonl', '--format', 'junit'], ROOT);
    expect(r.code, r.stderr).toBe(0);
    expect(files(out)).toEqual(['report.json', 'report.junit.xml', 'transcripts.jsonl']);
  });

  it('writes the default files when no --format is given: no junit', async () => {
    const out = workspace({});
    const r = await runCli([...ONE, '--out', out], ROOT);
    expect(r.code, r.stderr).toBe(0);
    const defaults = OUTPUTS.filter((o) => o.byDefault).map((o) => o.file);
    expect(files(out)).toEqual([...defaults].sort());
    expect(defaults).not.toContain('report.junit.xml');
  });

  it('an unknown format is a setup error (exit 2) naming the known ones, before anything runs', async () => {
    const out = path.join(workspace({}), 'never');
    const r = await runCli([...ONE, '--out', out, '--format', 'md,xml'], ROOT);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`Unknown report format(s): xml (known: ${KNOWN.join(', ')})`);
    expect(r.stderr).not.toContain('Running');
    expect(existsSync(out)).toBe(false);
  });
});

describe('every registered output, on a real run of the example corpus with replay', () => {
  let out: string;
  let report: Report;
  beforeAll(async () => {
    out = workspace({});
    const r = await runCli(
      ['run', '--provider', 'replay', '-q', '--out', out, '--format', KNOWN.join(',')],
      ROOT,
    );
    expect(r.code, r.stderr).toBe(0);
    report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
  });

  it.each(OUTPUTS.map((o) => [o.format, o] as const))('%s renders a non-empty file', (_, o) => {
    const text = readFileSync(path.join(out, o.file), 'utf8');
    expect(text.trim().length).toBeGreaterThan(0);
    // The file is the output's rendering of the (redacted) report.json.
    if (o.format !== 'html') expect(text).toBe(o.render(report));
  });

  it('writes no other file', () => {
    expect(files(out)).toEqual(OUTPUTS.map((o) => o.file).sort());
  });

  it.runIf(XMLLINT)('report.junit.xml is valid JUnit with one case per row', () => {
    const file = path.join(out, fileOf('junit'));
    expect(schemaErrors(file)).toBe('');
    const xml = readFileSync(file, 'utf8');
    expect(xml.match(/<testcase /g)).toHaveLength(report.results.length);
    const skipped = report.results.filter(
      (r) => r.status === 'skipped' || r.status === 'known-failure',
    ).length;
    expect(xml).toContain(
      `tests="${report.results.length}" failures="0" errors="0" skipped="${skipped}"`,
    );
  });
});

describe('score and compare --format', () => {
  it('score writes the named files', async () => {
    const dir = copyFixtures();
    const r = await runCli(
      ['score', 'raw/tiered.json', '--corpus', 'tiered', '--out', 'o', '--format', 'junit'],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(files(path.join(dir, 'o'))).toEqual(['report.json', 'report.junit.xml']);
    const bad = await runCli(['score', 'raw/tiered.json', '--format', 'pdf'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown report format(s): pdf');
  });

  it('compare writes the named files', async () => {
    const out = workspace({});
    const run = await runCli([...ONE, '--out', out, '--format', 'json'], ROOT);
    expect(run.code, run.stderr).toBe(0);
    const dir = workspace({});
    const r = await runCli(['compare', out, out, '--out', 'c', '--format', 'md,junit'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(files(path.join(dir, 'c'))).toEqual(['report.json', 'report.junit.xml', 'report.md']);
    const bad = await runCli(['compare', out, out, '--format', 'pdf'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown report format(s): pdf');
  });
});

describe('the action input `formats`', () => {
  afterEach(() => void vi.unstubAllEnvs());

  it('is a list (commas or newlines) passed to the engine; empty means the defaults', () => {
    vi.stubEnv('INPUT_FORMATS', 'junit, md\nhtml');
    expect(readInputs().eval.formats).toEqual(['junit', 'md', 'html']);
    vi.stubEnv('INPUT_FORMATS', '');
    expect(readInputs().eval.formats).toBeUndefined();
  });

  it('an unknown format is an invalid input, named with the known ones', () => {
    vi.stubEnv('INPUT_FORMATS', 'md, xml');
    let error: unknown;
    try {
      readInputs();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SetupError);
    expect((error as SetupError).describe()).toContain(
      `formats: unknown format(s) xml (known: ${KNOWN.join(', ')})`,
    );
  });
});
