// action.yml and the example workflows against GitHub's own schema (@actions/workflow-parser),
// and the inputs the code reads against the inputs action.yml declares.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TemplateContext } from '@actions/workflow-parser/templates/template-context';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OUTPUT_NAMES } from '../../src/github/outputs.js';
import { INPUT_NAMES, readInputs } from '../../src/inputs.js';
import { DEFAULTS } from '../../src/model/defaults.js';
import { actionParser, workflowParser } from './workflow-parser.js';

const { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow } = workflowParser;
const { convertActionTemplate, parseAction } = actionParser;

const root = path.resolve(import.meta.dirname, '../..');
const actionYml = readFileSync(path.join(root, 'action.yml'), 'utf8');
const workflowsDir = path.join(root, 'examples/workflows');
const workflows = readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f));

const errorsOf = (context: TemplateContext) => context.errors.getErrors().map((e) => e.message);

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
  it('are the three documented ones', () => {
    expect(workflows.sort()).toEqual(['eval-dispatch.yml', 'eval-nightly.yml', 'eval-pr.yml']);
  });

  it.each(workflows)('%s is valid against the workflow schema', async (file) => {
    const content = readFileSync(path.join(workflowsDir, file), 'utf8');
    const parsed = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
    expect(errorsOf(parsed.context)).toEqual([]);
    expect(parsed.value).toBeDefined();
    const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
    expect(template.errors ?? []).toEqual([]);
    expect(errorsOf(parsed.context)).toEqual([]);
    expect(template.jobs.length).toBeGreaterThan(0);
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
    expect(Object.keys(pr.on)).toEqual(['pull_request']);
    expect(pr.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(load('eval-nightly.yml').on.schedule[0].cron).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
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
      comment: 'true',
      'artifact-name': DEFAULTS.out,
      'upload-artifact': 'true',
      'github-token': '${{ github.token }}',
      'working-directory': '.',
    });
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
