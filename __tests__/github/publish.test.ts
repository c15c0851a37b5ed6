// Job summary, artifact upload (the real @actions/artifact against the loopback artifact
// service fake) and outputs.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadReportArtifact } from '../../src/github/artifact.js';
import { OUTPUT_NAMES, outputValues, setOutputs } from '../../src/github/outputs.js';
import { SUMMARY_LIMIT, writeJobSummary } from '../../src/github/summary.js';
import type { EvalOutcome } from '../../src/run/options.js';
import {
  readZip,
  startFakeArtifactService,
  type FakeArtifactService,
} from '../fakes/artifact-service.js';

let dir: string;
let logs: { info: string[]; warn: string[] };
const log = { info: (m: string) => logs.info.push(m), warn: (m: string) => logs.warn.push(m) };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-publish-'));
  logs = { info: [], warn: [] };
  // @actions/core logs through stdout; keep the test output quiet.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('writeJobSummary', () => {
  // core.summary remembers the first file it wrote to, as it may on a runner: one file for all.
  const file = path.join(tmpdir(), `mcp-eval-summary-${process.pid}.md`);
  beforeEach(() => {
    writeFileSync(file, '');
    vi.stubEnv('GITHUB_STEP_SUMMARY', file);
  });
  afterAll(() => rmSync(file, { force: true }));

  it('writes the report to GITHUB_STEP_SUMMARY', async () => {
    expect(await writeJobSummary({ markdown: '## Report\n', artifactName: 'r', log })).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('## Report\n\n');
  });

  it('keeps it under 1 MiB with a note', async () => {
    const markdown = '| ü | ✓ |\n'.repeat(200_000); // multi-byte: bytes, not characters, count
    await writeJobSummary({ markdown, artifactName: 'mcp-eval-report', log });
    const written = readFileSync(file);
    expect(written.length).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(written.toString()).toMatch(
      /cut to fit the job summary \(1 MiB\).*`mcp-eval-report` artifact/s,
    );
    expect(logs.warn).toHaveLength(1);
  });

  it('skips quietly where there is no job summary (a local run)', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    expect(await writeJobSummary({ markdown: 'x', artifactName: 'r', log })).toBe(false);
  });
});

describe('uploadReportArtifact', () => {
  let service: FakeArtifactService;
  beforeAll(async () => {
    service = await startFakeArtifactService();
  });
  afterAll(() => service.close());

  it('uploads every file of the output folder as one zip and returns the id', async () => {
    vi.stubEnv('ACTIONS_RUNTIME_TOKEN', service.token);
    vi.stubEnv('ACTIONS_RESULTS_URL', `${service.url}/`);
    writeFileSync(path.join(dir, 'report.json'), '{"schemaVersion":1}');
    writeFileSync(path.join(dir, 'report.md'), '# Report\n');
    mkdirSync(path.join(dir, 'transcripts'));
    writeFileSync(path.join(dir, 'transcripts', 'a.json'), '{"turns":[]}');

    const id = await uploadReportArtifact({ name: 'mcp-eval-report', directory: dir, log });

    expect(logs.warn).toEqual([]);
    const artifact = service.artifacts.find((a) => a.id === id)!;
    expect(artifact).toMatchObject({ name: 'mcp-eval-report', finalized: true });
    expect(artifact.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    const files = readZip(artifact.blob!);
    expect([...files.keys()].sort()).toEqual(['report.json', 'report.md', 'transcripts/a.json']);
    expect(files.get('report.json')!.toString()).toBe('{"schemaVersion":1}');
    expect(
      service.requests.map((r) => `${r.method} ${r.path.split('?')[0].split('/').at(-1)}`),
    ).toEqual([
      'POST CreateArtifact',
      'PUT mcp-eval-report.zip',
      'PUT mcp-eval-report.zip',
      'POST FinalizeArtifact',
    ]);
  });

  it('warns and returns undefined when the service refuses (never throws)', async () => {
    vi.stubEnv('ACTIONS_RUNTIME_TOKEN', service.token);
    vi.stubEnv('ACTIONS_RESULTS_URL', `${service.url}/`);
    writeFileSync(path.join(dir, 'report.json'), '{}');
    // Same name twice in one run: the service answers 409, which is not retried.
    await uploadReportArtifact({ name: 'twice', directory: dir, log });
    expect(await uploadReportArtifact({ name: 'twice', directory: dir, log })).toBeUndefined();
    expect(logs.warn).toHaveLength(1);
    expect(logs.warn[0]).toMatch(/Could not upload the artifact twice: .*already exists/);
  });

  it('warns when not on a runner', async () => {
    vi.stubEnv('ACTIONS_RUNTIME_TOKEN', '');
    expect(await uploadReportArtifact({ name: 'x', directory: dir, log })).toBeUndefined();
    expect(logs.warn[0]).toMatch(/ACTIONS_RUNTIME_TOKEN/);
  });
});

describe('outputs', () => {
  const outcome = {
    report: {
      summary: { overall: { total: 12, counts: { pass: 9 }, scored: 11, accuracy: 9 / 11 } },
      thresholds: { met: false, checks: [] },
    },
    markdown: '',
    files: { json: 'out/report.json', md: 'out/report.md' },
  } as unknown as EvalOutcome;

  it('sets every output', () => {
    const file = path.join(dir, 'output');
    writeFileSync(file, '');
    vi.stubEnv('GITHUB_OUTPUT', file);
    setOutputs(outcome, { commentUrl: 'https://x/1', artifactId: 5 });
    const written = readFileSync(file, 'utf8');
    for (const name of OUTPUT_NAMES) expect(written).toContain(`${name}<<`);
    expect(outputValues(outcome, {})).toEqual({
      'report-json': path.resolve('out/report.json'),
      'report-markdown': path.resolve('out/report.md'),
      // junit is opt-in (the `formats` input): empty when it was not written.
      'report-junit': '',
      total: '12',
      passed: '9',
      accuracy: String(9 / 11),
      'thresholds-met': 'false',
      // No baseline, no comparison: empty, not 0.
      regressions: '',
      improvements: '',
      'comment-url': '',
      'artifact-id': '',
    });
  });

  it('report-junit is the path of report.junit.xml when formats named junit', () => {
    const withJunit = {
      ...outcome,
      files: { ...outcome.files, junit: 'out/report.junit.xml' },
    } as unknown as EvalOutcome;
    expect(outputValues(withJunit, {})['report-junit']).toBe(path.resolve('out/report.junit.xml'));
  });

  it('counts regressions and improvements against the baseline, as the verdict did', () => {
    // One of the 3 regressed pairs changed only through the judge: ignored by default.
    const judged = { scenario: 's', provider: 'p', class: 'regressed', judgeOnly: true };
    const comparison = (judgeOnly: 'ignore' | 'count') => ({
      ...outcome,
      report: {
        ...outcome.report,
        comparison: {
          verdict: 'regressed',
          counts: { regressed: 3, fixed: 3, flaky: 1, unchanged: 4 },
          scenarios: [judged],
          judgeOnly,
        },
      },
    });
    const at = (judgeOnly: 'ignore' | 'count') =>
      outputValues(comparison(judgeOnly) as unknown as EvalOutcome, {});
    expect(at('ignore')).toMatchObject({ regressions: '2', improvements: '3' });
    expect(at('count')).toMatchObject({ regressions: '3', improvements: '3' });
  });
});
