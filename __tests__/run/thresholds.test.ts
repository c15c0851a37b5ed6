// Which thresholds a run checks: the flag or input beats the config, which beats a thresholds file
// that came with the corpus (run/thresholds.ts), decided once for `run` (prepare) and `score`.
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { chooseThresholds } from '../../src/run/thresholds.js';
import { prepare } from '../../src/run/prepare.js';
import { SetupError } from '../../src/errors.js';
import { workspace } from '../commands/run-cli.js';

const CONFIG = { overall: 0.7 };
const CORPUS = { overall: 0.5 };

describe('chooseThresholds', () => {
  it('takes the flag or input over the config and the corpus, inline or from a file', async () => {
    const dir = workspace({ 'gates.yaml': 'overall: 0.95\n' });
    const both = { config: CONFIG, corpus: CORPUS };
    expect(await chooseThresholds({ option: '{ overall: 0.9 }', ...both }, dir)).toEqual({
      thresholds: { overall: 0.9 },
      from: 'option',
    });
    expect(await chooseThresholds({ option: 'gates.yaml', ...both }, dir)).toEqual({
      thresholds: { overall: 0.95 },
      from: 'option',
    });
  });

  it("takes the config's over the corpus's, and the corpus's when nothing else is given", async () => {
    expect(await chooseThresholds({ config: CONFIG, corpus: CORPUS }, '.')).toEqual({
      thresholds: CONFIG,
      from: 'config',
    });
    expect(await chooseThresholds({ corpus: CORPUS }, '.')).toEqual({
      thresholds: CORPUS,
      from: 'corpus',
    });
    // An empty input (the action's default) is no thresholds given.
    expect(await chooseThresholds({ option: '', corpus: CORPUS }, '.')).toEqual({
      thresholds: CORPUS,
      from: 'corpus',
    });
    expect(await chooseThresholds({}, '.')).toEqual({ from: 'corpus' });
  });

  it('refuses a flag whose thresholds are not valid, even when the config has some', async () => {
    const chosen = chooseThresholds({ option: '{ overall: 2 }', config: CONFIG }, '.');
    await expect(chosen).rejects.toThrow(SetupError);
  });
});

describe("a run's plan", () => {
  const dir = (config?: object) =>
    workspace({
      'mcp-eval.yaml': stringify({
        catalog: 'tools.json',
        ...(config ? { thresholds: config } : {}),
        corpus: [{ path: 'c.yaml', thresholds: 'corpus-gates.yaml' }],
      }),
      'tools.json': JSON.stringify({ tools: [] }),
      'corpus-gates.yaml': stringify(CORPUS),
      'c.yaml': stringify({ scenarios: [{ id: 's', prompt: 'p', mode: 'stub' }] }),
    });
  const log = { info() {}, notice() {}, warn() {} };

  it('checks the config over the corpus, and the flag over both', async () => {
    const cwd = dir(CONFIG);
    const opts = { cwd, config: 'mcp-eval.yaml', out: 'out', log, env: {} };
    const plain = await prepare(opts);
    expect([plain.thresholds, plain.thresholdsFrom]).toEqual([CONFIG, 'config']);
    const flagged = await prepare({ ...opts, thresholds: 'overall: 0.9' });
    expect([flagged.thresholds, flagged.thresholdsFrom]).toEqual([{ overall: 0.9 }, 'option']);
    const bare = await prepare({ ...opts, cwd: dir() });
    expect([bare.thresholds, bare.thresholdsFrom]).toEqual([CORPUS, 'corpus']);
  });
});
