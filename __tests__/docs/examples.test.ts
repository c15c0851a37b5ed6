// Every YAML example a user may copy from the docs is what the tool accepts: a config or a
// corpus file is loaded by the same code as `mcp-eval validate`; scenario fragments inside a
// corpus file; workflows and steps against GitHub's workflow schema. docs/corpus.md is generated
// and its examples are checked against the schemas by __tests__/schema/editor-schemas.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadConfig } from '../../src/corpus/config.js';
import { loadNative } from '../../src/corpus/native.js';
import { isProblem, parseSource } from '../../src/corpus/source.js';
import { workflowParser } from '../action/workflow-parser.js';
import { blocks, PAGES, type Block } from './markdown.js';

const { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow } = workflowParser;

/** What a YAML block is, by the words after `yaml` in its info string. */
const KINDS = ['', 'scenario', 'workflow', 'steps', 'not-validated'] as const;

const yamlBlocks = PAGES.filter((p) => p !== 'docs/corpus.md')
  .flatMap(blocks)
  .filter((b) => b.lang === 'yaml' || b.lang === 'yml');

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-doc-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const where = (b: Block) => `${b.page}:${b.line}`;

async function validConfig(b: Block) {
  const file = path.join(dir, `config-${b.line}.yaml`);
  writeFileSync(file, b.text);
  await expect(loadConfig(file, dir)).resolves.toBeDefined();
}

function validCorpus(b: Block, text = b.text) {
  const source = parseSource(text, `${where(b)}.yaml`);
  if (isProblem(source)) throw new Error(`${where(b)}: ${source.message}`);
  const { scenarios, problems } = loadNative(source, {
    mode: 'live',
    max_steps: 8,
    repeat: 1,
    vars: {},
  });
  expect(problems.map((p) => `${p.line}:${p.column} ${p.field ?? ''} ${p.message}`)).toEqual([]);
  expect(scenarios.length).toBeGreaterThan(0);
}

async function validWorkflow(b: Block, workflow: unknown) {
  const content = stringify(workflow);
  const parsed = parseWorkflow({ name: `${where(b)}.yml`, content }, new NoOperationTraceWriter());
  const errors = () => parsed.context.errors.getErrors().map((e) => e.message);
  expect(errors()).toEqual([]);
  const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
  expect([...errors(), ...(template.errors ?? []).map((e) => String(e))]).toEqual([]);
}

const job = (steps: unknown) => ({ 'runs-on': 'ubuntu-latest', steps });

describe('the YAML examples of the docs', () => {
  it('finds them (the check is not vacuous)', () => {
    expect(yamlBlocks.length).toBeGreaterThan(15);
    expect(yamlBlocks.filter((b) => b.words.length === 0).length).toBeGreaterThan(10);
  });

  it.each(yamlBlocks.map((b) => [where(b), b.words.join(' ') || 'config or corpus', b] as const))(
    '%s (%s)',
    async (_, __, b) => {
      const kind = b.words[0] ?? '';
      expect(KINDS, `${where(b)}: a known kind after \`yaml\``).toContain(kind);
      const data = parse(b.text) as unknown;
      if (kind === 'not-validated') return;
      if (kind === '') {
        const corpus = typeof data === 'object' && data !== null && 'scenarios' in data;
        return corpus ? validCorpus(b) : validConfig(b);
      }
      if (kind === 'scenario') {
        // One scenario's fields, or a list of scenarios, inside a corpus file.
        const scenarios = Array.isArray(data)
          ? data
          : [{ id: 'example', prompt: 'Do it.', ...(data as object) }];
        return validCorpus(b, stringify({ scenarios }));
      }
      if (kind === 'steps') {
        return validWorkflow(b, { on: 'push', jobs: { eval: job(data) } });
      }
      // workflow: a whole one, or its top-level keys over a minimal one.
      const keys = data as Record<string, unknown>;
      return validWorkflow(b, {
        on: 'push',
        ...keys,
        jobs: keys.jobs ?? { eval: job([{ run: 'true' }]) },
      });
    },
  );
});
