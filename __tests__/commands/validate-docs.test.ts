// docs/validate.md stays true: its example config and corpus, run through `mcp-eval validate`
// against the example server, print exactly what the page shows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EXAMPLE_SERVER, ROOT, runCli, workspace } from './run-cli.js';

const page = readFileSync(path.join(ROOT, 'docs/validate.md'), 'utf8');
const blocks = [...page.matchAll(/```(\w+)[^\n]*\n([\s\S]*?)```/g)].map((m) => ({
  lang: m[1],
  text: m[2],
}));
/** The yaml block whose first line is `# <name>`. */
const file = (name: string) => {
  const block = blocks.find((b) => b.lang === 'yaml' && b.text.startsWith(`# ${name}\n`));
  if (!block) throw new Error(`docs/validate.md has no yaml block for ${name}`);
  return block.text;
};

describe('docs/validate.md', () => {
  it('the example prints what the page shows', async () => {
    const dir = workspace({
      'mcp-eval.yaml': file('mcp-eval.yaml').replace(
        'examples/server/dist/index.js',
        JSON.stringify(EXAMPLE_SERVER),
      ),
      'corpus/clusters.yaml': file('corpus/clusters.yaml'),
    });
    const shown = blocks.find((b) => b.text.startsWith('$ mcp-eval validate\n'))!.text;
    const r = await runCli(['validate'], dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(shown.slice(shown.indexOf('\n') + 1));
  });

  it("the fork step's env is YAML", () => {
    expect(parse(file('the workflow step'))).toEqual({
      env: { OPS_TOKEN: "${{ secrets.OPS_TOKEN || 'dummy' }}" },
    });
  });
});
