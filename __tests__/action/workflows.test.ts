// action.yml, the example workflows and the repository's own workflows (.github/workflows/)
// against GitHub's own schema (@actions/workflow-parser), the inputs the code reads against the
// inputs action.yml declares, and what a Marketplace action needs (branding, Dependabot, policies).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TemplateContext } from '@actions/workflow-parser/templates/template-context';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OUTPUT_NAMES } from '../../src/github/outputs.js';
import { INPUT_NAMES, readInputs } from '../../src/inputs.js';
import { DEFAULTS } from '../../src/model/defaults.js';
import { OUTPUTS } from '../../src/report/outputs/index.js';
import { splitList } from '../../src/lists.js';
import { actionParser, workflowParser } from './workflow-parser.js';

const { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow } = workflowParser;
const { convertActionTemplate, parseAction } = actionParser;

const root = path.resolve(import.meta.dirname, '../..');
const actionYml = readFileSync(path.join(root, 'action.yml'), 'utf8');
const workflowsDir = path.join(root, 'examples/workflows');
const workflows = readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f));

const repoWorkflowsDir = path.join(root, '.github/workflows');
const repoWorkflows = readdirSync(repoWorkflowsDir).filter((f) => /\.ya?ml$/.test(f));

const errorsOf = (context: TemplateContext) => context.errors.getErrors().map((e) => e.message);

/** The schema check every workflow file goes through: parse, then convert (expressions, jobs). */
async function expectValidWorkflow(file: string, content: string) {
  const parsed = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
  expect(errorsOf(parsed.context)).toEqual([]);
  expect(parsed.value).toBeDefined();
  const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
  expect(template.errors ?? []).toEqual([]);
  expect(errorsOf(parsed.context)).toEqual([]);
  expect(template.jobs.length).toBeGreaterThan(0);
}

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, unknown>;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string> | string;
  concurrency?: { group: string; 'cancel-in-progress'?: unknown };
  jobs: Record<
    string,
    { if?: string; strategy?: { matrix?: Record<string, unknown> }; steps: Step[] }
  >;
}
const loadWorkflow = (dir: string, file: string) =>
  parse(readFileSync(path.join(dir, file), 'utf8')) as Workflow;
const stepsOf = (wf: Workflow) => Object.values(wf.jobs).flatMap((j) => j.steps);
const runsOf = (wf: Workflow) => stepsOf(wf).flatMap((s) => (s.run ? [s.run] : []));

interface ActionYml {
  name?: string;
  description?: string;
  branding?: { icon?: string; color?: string };
  inputs: Record<string, { description?: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}
const action = parse(actionYml) as ActionYml;

describe('example workflows', () => {
  it('are the four documented ones', () => {
    expect(workflows.sort()).toEqual([
      'eval-dispatch.yml',
      'eval-nightly.yml',
      'eval-pr.yml',
      'eval-sharded.yml',
    ]);
  });

  it.each(workflows)('%s is valid against the workflow schema', async (file) => {
    await expectValidWorkflow(file, readFileSync(path.join(workflowsDir, file), 'utf8'));
  });

  it.each(workflows)('%s uses the action with inputs it declares', (file) => {
    const wf = parse(readFileSync(path.join(workflowsDir, file), 'utf8')) as {
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
    };
    const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
    const ours = steps.filter((s) => s.uses?.includes('/mcp-eval-action@'));
    expect(ours.length).toBeGreaterThan(0);
    for (const step of ours) {
      for (const name of Object.keys(step.with ?? {})) expect(action.inputs).toHaveProperty([name]);
    }
  });

  it('the validator does catch mistakes (so a pass means something)', async () => {
    const content = [
      'on: { pull_request: {} }',
      'permissions: { pull-requests: writ }',
      'jobs:',
      '  eval:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: OWNER/mcp-eval-action@v1',
      '        with: { providers: "${{ inputs.nope( }}" }',
    ].join('\n');
    const parsed = parseWorkflow({ name: 'bad.yml', content }, new NoOperationTraceWriter());
    const template = parsed.value && (await convertWorkflowTemplate(parsed.context, parsed.value));
    expect([...errorsOf(parsed.context), ...(template?.errors ?? [])].length).toBeGreaterThan(0);
    const action = parseAction(
      {
        name: 'action.yml',
        content: 'name: x\ndescription: y\nruns: { using: node99, main: i.js }',
      },
      new NoOperationTraceWriter(),
    );
    expect(errorsOf(action.context).length).toBeGreaterThan(0);
  });

  it('match the brief: dispatch choices, PR permissions, nightly schedule', () => {
    const load = (f: string) => parse(readFileSync(path.join(workflowsDir, f), 'utf8'));
    const dispatch = load('eval-dispatch.yml');
    expect(dispatch.on.workflow_dispatch.inputs.providers.type).toBe('choice');
    expect(dispatch.on.workflow_dispatch.inputs.tags.type).toBe('choice');
    const pr = load('eval-pr.yml');
    // push to main: the runs whose report is the baseline of the next pull requests.
    expect(Object.keys(pr.on)).toEqual(['pull_request', 'push']);
    expect(pr.on.push.branches).toEqual(['main']);
    expect(pr.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      actions: 'read',
    });
    expect(load('eval-nightly.yml').on.schedule[0].cron).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
  });

  it('the nightly: repeat, baseline auto, fails only on a regression, states its permissions', () => {
    const nightly = loadWorkflow(workflowsDir, 'eval-nightly.yml');
    expect(nightly.permissions).toEqual({ contents: 'read', actions: 'read' });
    const ours = stepsOf(nightly).find((s) => s.uses?.includes('/mcp-eval-action@'))!;
    expect(Number(ours.with?.repeat)).toBeGreaterThan(1);
    expect(ours.with).toMatchObject({ baseline: 'auto', 'fail-on-regression': true });
    expect(ours.with?.['fail-on-threshold'] ?? false).toBe(false);
  });

  it('the sharded one: a matrix of shards, each an artifact, merged by one job that comments', () => {
    const wf = loadWorkflow(workflowsDir, 'eval-sharded.yml');
    const ours = (job: string) =>
      wf.jobs[job].steps.find((s) => s.uses?.includes('/mcp-eval-action@'))!.with!;
    const shard = ours('shard');
    expect(wf.jobs.shard.strategy?.matrix?.shard).toEqual([1, 2, 3, 4]);
    // n is the matrix size, so adding a shard to the matrix cannot leave scenarios unrun.
    expect(shard.shard).toBe('${{ matrix.shard }}/${{ strategy.job-total }}');
    expect(shard).toMatchObject({ comment: false, baseline: 'none' });
    expect(shard['artifact-name']).toBe('mcp-eval-report-shard-${{ matrix.shard }}');
    const merge = wf.jobs.merge as (typeof wf.jobs)[string] & { needs?: string };
    expect(merge.needs).toBe('shard');
    const download = merge.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))!;
    expect(download.with).toEqual({
      pattern: 'mcp-eval-report-shard-*',
      path: 'shards',
      'merge-multiple': false,
    });
    expect(ours('merge').merge).toBe('shards/*');
    expect(ours('merge').comment ?? true).toBe(true);
  });

  it.each(workflows)('%s passes step outputs to scripts through env, never spliced in', (file) => {
    for (const run of runsOf(loadWorkflow(workflowsDir, file))) {
      expect(run).not.toMatch(/\$\{\{/);
    }
  });
});

describe('the repository workflows (.github/workflows/)', () => {
  const load = (f: string) => loadWorkflow(repoWorkflowsDir, f);
  // The majors the examples pin: the repository's own workflows use the same.
  const exampleRefs = new Map(
    workflows
      .flatMap((f) => stepsOf(loadWorkflow(workflowsDir, f)))
      .flatMap((s) => (s.uses && !s.uses.includes('mcp-eval-action') ? [s.uses.split('@')] : []))
      .map(([name, ref]) => [name, ref] as const),
  );

  it('are CI, check-dist, the self-test and the release', () => {
    expect(repoWorkflows.sort()).toEqual([
      'check-dist.yml',
      'ci.yml',
      'release.yml',
      'self-test.yml',
    ]);
  });

  it.each(repoWorkflows)('%s is valid against the workflow schema', async (file) => {
    await expectValidWorkflow(file, readFileSync(path.join(repoWorkflowsDir, file), 'utf8'));
  });

  it.each(repoWorkflows)('%s states its permissions and pins actions to a major', (file) => {
    const wf = load(file);
    expect(typeof wf.permissions, 'top-level permissions').toBe('object');
    expect(wf.permissions).not.toHaveProperty('write-all');
    for (const { uses } of stepsOf(wf)) {
      if (!uses || uses === './') continue;
      const [name, ref] = uses.split('@');
      expect(ref, uses).toMatch(/^(v\d+|[0-9a-f]{40})$/);
      if (exampleRefs.has(name))
        expect(ref, `${name}: as in examples/workflows/`).toBe(exampleRefs.get(name));
    }
  });

  it.each(repoWorkflows)('%s passes inputs to scripts through env, never spliced in', (file) => {
    // `${{ inputs.x }}` or `${{ github.event.… }}` inside `run:` is a script injection.
    for (const run of runsOf(load(file))) {
      expect(run).not.toMatch(/\$\{\{[^}]*\b(inputs|github\.event|github\.head_ref)\b/);
    }
  });

  it('ci.yml: install, typecheck, lint, format check, tests on Node 20 and 24', () => {
    const ci = load('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    const runs = runsOf(ci);
    for (const cmd of [
      'npm ci',
      'npm run typecheck',
      'npm run lint',
      'npm run format:check',
      'npm test',
    ]) {
      expect(runs, cmd).toContain(cmd);
    }
    const tests = Object.values(ci.jobs).find((j) => j.steps.some((s) => s.run === 'npm test'));
    expect(tests?.strategy?.matrix?.['node-version']).toEqual([20, 24]);
  });

  it('check-dist.yml: rebuilds dist/, fails on a diff, uploads the expected dist/', () => {
    const wf = load('check-dist.yml');
    expect(Object.keys(wf.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    const runs = runsOf(wf).join('\n');
    expect(runs).toContain('npm run bundle');
    expect(runs).toMatch(/git diff --exit-code[^\n]* dist\//);
    const upload = stepsOf(wf).find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toMatch(/failure\(\)/);
    expect(String(upload?.with?.path)).toContain('dist/');
  });

  it('self-test.yml: `uses: ./` on PRs with replay and the example corpus, minimal permissions', () => {
    const wf = load('self-test.yml');
    expect(wf.on).toHaveProperty('pull_request');
    expect(wf.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(wf.concurrency?.group).toContain('github.event.pull_request.number');
    const steps = stepsOf(wf);
    const self = steps.findIndex((s) => s.uses === './');
    expect(self).toBeGreaterThan(-1);
    const build = steps.findIndex((s) => s.run?.includes('npm run -s build:example'));
    expect(build, 'the example server is built first').toBeGreaterThan(-1);
    expect(build).toBeLessThan(self);
    const inputs = steps[self].with ?? {};
    expect(inputs.providers).toBe('replay');
    // No baseline lookup, so the permissions need no `actions: read`.
    expect(inputs.baseline).toBe('none');
    expect(existsSync(path.join(root, String(inputs.config ?? DEFAULTS.config)))).toBe(true);
    for (const name of Object.keys(inputs)) expect(action.inputs).toHaveProperty([name]);
  });

  it('release.yml: workflow_dispatch with a version, runs scripts/release.mjs', () => {
    const wf = load('release.yml');
    const dispatch = wf.on.workflow_dispatch as { inputs: Record<string, { required?: boolean }> };
    expect(dispatch.inputs.version.required).toBe(true);
    expect(dispatch.inputs).toHaveProperty('dry-run');
    expect(wf.permissions).toEqual({ contents: 'write' });
    expect(runsOf(wf).join('\n')).toMatch(/node scripts\/release\.mjs "\$VERSION"/);
    expect(Object.values(wf.jobs)[0].if).toContain('default_branch');
  });
});

describe('Dependabot', () => {
  interface Update {
    'package-ecosystem': string;
    directory: string;
    groups?: Record<string, unknown>;
  }
  const config = parse(readFileSync(path.join(root, '.github/dependabot.yml'), 'utf8')) as {
    version: number;
    updates: Update[];
  };

  it('updates npm and github-actions at the root, grouped', () => {
    expect(config.version).toBe(2);
    const atRoot = config.updates.filter((u) => u.directory === '/');
    expect(atRoot.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
    for (const u of config.updates) {
      expect(Object.keys(u.groups ?? {}).length, u['package-ecosystem']).toBeGreaterThan(0);
    }
  });
});

describe('action.yml', () => {
  it('is valid against the action schema', () => {
    const parsed = parseAction(
      { name: 'action.yml', content: actionYml },
      new NoOperationTraceWriter(),
    );
    expect(errorsOf(parsed.context)).toEqual([]);
    const template = convertActionTemplate(parsed.context, parsed.value!);
    expect(errorsOf(parsed.context)).toEqual([]);
    expect(template.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('has a name, a description, branding and runs on node24', () => {
    expect(action.name).toBeTruthy();
    expect(action.description).toBeTruthy();
    expect(action.branding?.icon).toBeTruthy();
    expect(action.branding?.color).toBeTruthy();
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('has a description the Marketplace shows whole (under 125 characters)', () => {
    expect(action.description!.length).toBeLessThan(125);
    expect(action.description).not.toContain('\n');
  });

  it('describes every input and gives it a default', () => {
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description, name).toBeTruthy();
      expect(input, name).toHaveProperty('default');
      expect(input.required ?? false, name).toBe(false);
    }
  });

  it('has the engine defaults (src/model/defaults.ts) and never fails by default', () => {
    const defaults = Object.fromEntries(
      Object.entries(action.inputs).map(([k, v]) => [k, v.default]),
    );
    expect(defaults).toMatchObject({
      config: DEFAULTS.config,
      'fail-on-threshold': 'false',
      baseline: DEFAULTS.baseline,
      'fail-on-regression': 'false',
      comment: 'true',
      'artifact-name': DEFAULTS.out,
      'upload-artifact': 'true',
      'github-token': '${{ github.token }}',
      'working-directory': '.',
    });
    // The report files: the registry's byDefault outputs, in its order; junit is opt-in.
    expect(splitList(String(defaults.formats))).toEqual(
      OUTPUTS.filter((o) => o.byDefault).map((o) => o.format),
    );
    expect(splitList(String(defaults.formats))).not.toContain('junit');
    // Its description names every report file the registry has.
    const described = String(action.inputs.formats.description).replace(/\s+/g, ' ');
    for (const o of OUTPUTS) expect(described).toContain(`\`${o.format}\` (${o.file}`);
  });

  it('describes every output, and declares exactly the outputs the code sets', () => {
    for (const [name, output] of Object.entries(action.outputs)) {
      expect(output.description, name).toBeTruthy();
    }
    expect(Object.keys(action.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  });
});

describe('inputs read by the code = inputs declared in action.yml', () => {
  const declared = Object.keys(action.inputs).sort();

  it('the names table in src/inputs.ts matches', () => {
    expect([...INPUT_NAMES].sort()).toEqual(declared);
  });

  it('readInputs reads exactly those (watched through process.env)', () => {
    // Observe the real reads rather than trusting the table: every INPUT_* lookup is recorded.
    const read = new Set<string>();
    const original = process.env;
    process.env = new Proxy(
      { ...original },
      {
        get(target, key) {
          if (typeof key === 'string' && key.startsWith('INPUT_')) read.add(key);
          return Reflect.get(target, key);
        },
      },
    );
    try {
      readInputs();
    } finally {
      process.env = original;
    }
    // The runner's rule: upper-cased, spaces to underscores, dashes kept.
    const expected = declared.map((n) => `INPUT_${n.replace(/ /g, '_').toUpperCase()}`);
    expect([...read].sort()).toEqual(expected.sort());
  });

  it('no other source file reads an input', () => {
    const src = path.join(root, 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    );
    const readers = files.filter((f) =>
      /\bget(?:Boolean|Multiline)?Input\(|INPUT_/.test(readFileSync(path.join(src, f), 'utf8')),
    );
    expect(readers).toEqual(['inputs.ts']);
  });
});

describe('the repository as an Action people trust', () => {
  const read = (f: string) => readFileSync(path.join(root, f), 'utf8');

  it('has the policies: an MIT LICENSE, SECURITY.md, CONTRIBUTING.md', () => {
    expect(read('LICENSE')).toMatch(
      /^MIT License\n\nCopyright \(c\) 2026 the mcp-eval-action authors\n/,
    );
    expect(JSON.parse(read('package.json')).license).toBe('MIT');
    expect(read('SECURITY.md')).toMatch(/^## Reporting a vulnerability$/m);
    expect(read('CONTRIBUTING.md')).toContain('npm run bundle');
  });

  it('the README opens with the two commands, then the badges, the workflow, then the CLI', () => {
    const readme = read('README.md');
    const lines = readme.split('\n');
    expect(lines.slice(0, 6).join('\n')).toMatch(
      /^# mcp-eval-action\n\n```bash\nnpm ci && npm run eval .*\nnpm test .*\n```$/,
    );
    const badge = readme.indexOf('/actions/workflows/ci.yml/badge.svg');
    const workflow = readme.indexOf('uses: OWNER/mcp-eval-action@v1');
    const cli = readme.indexOf('## The CLI');
    expect(badge).toBeGreaterThan(0);
    expect(badge).toBeLessThan(workflow);
    expect(workflow).toBeLessThan(cli);
    expect(read('docs/action.md')).toContain('## Versions and pinning');
    expect(readme).toContain('](docs/action.md)');
  });
});
