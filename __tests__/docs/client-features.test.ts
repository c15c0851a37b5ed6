// docs/client-features.md: its `## Elicitation` and `## Roots` examples (and the config at the
// top) are what the config and corpus schemas accept, and say what they claim.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadNative } from '../../src/corpus/native.js';
import { isProblem, parseSource } from '../../src/corpus/source.js';
import { formatProblem } from '../../src/errors.js';
import { configSchema } from '../../src/model/config.js';

const page = readFileSync('docs/client-features.md', 'utf8');
/** The yaml blocks of the page, each with its first line (the file it stands for). */
const blocks = [...page.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);
const named = (file: string) => {
  const block = blocks.find((b) => b.startsWith(`# ${file}\n`));
  if (!block) throw new Error(`no yaml block for ${file}`);
  return block;
};

describe('docs/client-features.md', () => {
  it('shows a config the config schema accepts, declaring elicitation and roots', () => {
    const config = configSchema.parse(parse(named('mcp-eval.yaml')));
    expect(config.client).toEqual({
      elicitation: true,
      roots: [{ uri: 'file:///work/project', name: 'project' }],
    });
  });

  it('shows a corpus whose elicit answers load as written', () => {
    const source = parseSource(named('evals/delete.yaml'), 'evals/delete.yaml');
    if (isProblem(source)) throw new Error(source.message);
    const { scenarios, problems } = loadNative(source, {
      mode: 'live',
      max_steps: 8,
      repeat: 1,
      vars: {},
    });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(scenarios[0].elicit).toEqual([
      { action: 'decline', match: 'sign in|password' },
      { action: 'accept', content: { confirm: true } },
    ]);
    expect(scenarios[1].turns[0].elicit).toEqual([{ action: 'decline' }]);
  });

  it('keeps its sections under the headings the other writers expect', () => {
    expect(page).toMatch(/^## Elicitation$/m);
    expect(page).toMatch(/^## Roots$/m);
  });
});
