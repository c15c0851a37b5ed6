// The YAML examples of docs/client-features.md (its Sampling, Prompts and resources, and Tasks
// sections) are valid: each config against the config schema, each corpus file against its schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { corpusFileSchema, scenarioSchema } from '../../src/corpus/schema.js';
import { configSchema } from '../../src/model/config.js';
import { ROOT } from './engine.js';

const page = readFileSync(path.join(ROOT, 'docs/client-features.md'), 'utf8');

/** The YAML blocks of a `## title` section. */
function blocks(title: string): unknown[] {
  const section = page.split(/^## /m).find((s) => s.startsWith(`${title}\n`)) ?? '';
  return [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => parse(m[1]));
}

describe('docs/client-features.md', () => {
  it.each(['Sampling', 'Prompts and resources', 'Tasks'])('%s: its examples are valid', (title) => {
    const examples = blocks(title);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const isCorpus = typeof example === 'object' && example !== null && 'scenarios' in example;
      const checked = (isCorpus ? corpusFileSchema : configSchema).safeParse(example);
      expect(checked.error?.issues ?? []).toEqual([]);
      // The file's schema leaves each scenario to its own.
      const scenarios = isCorpus ? (example as { scenarios: unknown[] }).scenarios : [];
      for (const s of scenarios)
        expect(scenarioSchema.safeParse(s).error?.issues ?? []).toEqual([]);
    }
  });

  it('a sampling stub whose match is no regular expression is refused', () => {
    const scenario = { id: 'x', prompt: 'p', sampling: [{ match: '(?i)x', text: 't' }] };
    expect(scenarioSchema.safeParse(scenario).error?.issues[0]?.message).toBe(
      'not a valid regular expression',
    );
  });

  it('the stub example is written as the engine reads it', () => {
    const [config, corpus] = blocks('Sampling') as [
      { client: { sampling: string } },
      { scenarios: { sampling: unknown[] }[] },
    ];
    expect(config.client.sampling).toBe('stub');
    expect(corpus.scenarios[0].sampling).toHaveLength(2);
  });
});
