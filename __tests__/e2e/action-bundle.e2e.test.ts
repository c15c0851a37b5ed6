// The committed bundle, run the way the runner runs it: `node dist/index.js` with INPUT_* and
// GITHUB_* in the environment, against loopback fakes of GitHub's REST API and of the artifact
// service, on Node 24 (what action.yml's `using: node24` gets) and on the Node running the tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS_BOT, marker } from '../../src/github/comment.js';
import {
  readZip,
  runtimeToken,
  startFakeArtifactService,
  type FakeArtifactService,
} from '../fakes/artifact-service.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-rest.js';
import {
  ACTION,
  ACTION_BUNDLE,
  EXAMPLE_CORPUS,
  NODE24,
  ROOT,
  runStep,
  type StepResult,
} from '../fakes/runner.js';

const TOKEN = 'ghs_e2e_installation_token';
const PR = 7;

const version = (binary: string) =>
  execFileSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();

if (!existsSync(ACTION_BUNDLE)) {
  console.warn('bundle.e2e.test.ts skipped: dist/index.js does not exist yet (npm run bundle).');
}

describe.skipIf(!existsSync(ACTION_BUNDLE))('the bundle, run as the runner runs it', () => {
  const nodes: [string, string][] = [
    ...(existsSync(NODE24)
      ? [[`Node ${version(NODE24)} (tools/node24)`, NODE24] as [string, string]]
      : []),
    [`Node ${process.versions.node} (process.execPath)`, process.execPath],
  ];

  it('runs on Node 24 (action.yml: using node24) and on Node 20 (local use)', () => {
    expect(existsSync(NODE24), 'tools/node24 missing: node scripts/ensure-node24.mjs').toBe(true);
    expect(version(NODE24)).toMatch(/^24\./);
    // Node 20 is the floor package.json promises; the tests are meant to run on it.
    expect(process.versions.node).toMatch(/^20\./);
  });

  describe.each(nodes)('%s', (_label, nodeBinary) => {
    let gh: FakeGitHub;
    let service: FakeArtifactService;
    let tmp: string;
    // Unique per binary and test process, in the repo root (the working directory); removed after.
    const artifactName = `mcp-eval-e2e-${path.basename(nodeBinary)}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

    beforeAll(async () => {
      gh = await startFakeGitHub({ [TOKEN]: { login: ACTIONS_BOT, installation: true } });
      service = await startFakeArtifactService();
      tmp = mkdtempSync(path.join(tmpdir(), 'mcp-eval-e2e-'));
      // What a real PR has before our first run.
      gh.seed({ issue: PR, login: 'bob', body: 'Please run the evals' });
      gh.seed({ issue: PR, login: ACTIONS_BOT, body: `${marker('other-eval')}\nnot ours` });
    });
    afterAll(async () => {
      await gh?.close();
      await service?.close();
      rmSync(tmp, { recursive: true, force: true });
      rmSync(path.join(ROOT, artifactName), { recursive: true, force: true });
    });

    async function runAction(attempt: number): Promise<StepResult> {
      const dir = mkdtempSync(path.join(tmp, `run${attempt}-`));
      const event = {
        action: 'synchronize',
        number: PR,
        pull_request: { number: PR, head: { ref: 'feature', sha: 'abc' }, base: { ref: 'main' } },
        repository: { name: 'server', owner: { login: 'octo' }, full_name: 'octo/server' },
      };
      const inputs = {
        config: 'mcp-eval.yaml',
        // The example corpus, plus one scenario replay always fails: replay passes everything
        // else, and thresholds above 1 are refused, so this is how `overall: 1` goes unmet.
        corpus: [...EXAMPLE_CORPUS, '__tests__/action/fixtures/unmet-threshold.yaml'].join('\n'),
        providers: 'replay',
        thresholds: '{overall: 1}',
        'artifact-name': artifactName,
        'github-token': TOKEN,
      };
      const env = {
        GITHUB_API_URL: gh.url,
        GITHUB_RUN_ID: String(100 + attempt),
        GITHUB_WORKSPACE: ROOT,
        // A new workflow run each attempt (a push to the PR), as the backend ids in the token say.
        ACTIONS_RUNTIME_TOKEN: runtimeToken(`run-${attempt}`, `job-${attempt}`),
        ACTIONS_RESULTS_URL: `${service.url}/`,
      };
      return runStep({ dir, eventName: 'pull_request', event, inputs, env }, { node: nodeBinary });
    }

    const ourComments = () =>
      gh.comments.filter((c) => c.issue === PR && c.body.includes(marker('default')));

    it('comments once, updates on the second run, uploads the zip, sets every output, exits 0', async () => {
      const first = await runAction(1);
      const log = `exit ${first.code}\n--- stdout\n${first.stdout}\n--- stderr\n${first.stderr}`;
      expect(first.code, log).toBe(0);
      expect(first.stdout, log).not.toMatch(/^::error/m);

      // One comment, ours, next to the others.
      expect(ourComments(), log).toHaveLength(1);
      const comment = ourComments()[0];
      expect(comment.login).toBe(ACTIONS_BOT);
      expect(gh.comments.filter((c) => c.issue === PR)).toHaveLength(3);

      // Every output action.yml declares; thresholds unmet, yet exit 0.
      expect(Object.keys(first.outputs).sort()).toEqual(Object.keys(ACTION.outputs).sort());
      expect(first.outputs['thresholds-met']).toBe('false');
      expect(first.outputs['comment-url']).toContain(`#issuecomment-${comment.id}`);
      expect(Number(first.outputs.total)).toBeGreaterThan(0);
      expect(existsSync(first.outputs['report-json'])).toBe(true);
      expect(existsSync(first.outputs['report-markdown'])).toBe(true);
      expect(first.summary.length).toBeGreaterThan(0);

      // The artifact: a zip holding report.json, the same report as on disk.
      const artifact = service.artifacts.find((a) => String(a.id) === first.outputs['artifact-id']);
      expect(artifact, log).toMatchObject({ name: artifactName, finalized: true });
      const files = readZip(artifact!.blob!);
      expect([...files.keys()]).toContain('report.json');
      expect([...files.keys()]).toContain('report.md');
      const report = JSON.parse(files.get('report.json')!.toString('utf8')) as {
        schemaVersion: number;
        thresholds: { met: boolean };
      };
      expect(report.schemaVersion).toBe(1);
      expect(report.thresholds.met).toBe(false);

      // Second run: the same comment, updated in place.
      const patchesBefore = gh.requests.filter((r) => r.method === 'PATCH').length;
      const second = await runAction(2);
      const log2 = `exit ${second.code}\n--- stdout\n${second.stdout}\n--- stderr\n${second.stderr}`;
      expect(second.code, log2).toBe(0);
      expect(ourComments()).toHaveLength(1);
      expect(ourComments()[0].id).toBe(comment.id);
      expect(gh.requests.filter((r) => r.method === 'PATCH').length).toBe(patchesBefore + 1);
      expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);
      expect(service.artifacts.filter((a) => a.finalized)).toHaveLength(2);
    }, 240_000);
  });
});
