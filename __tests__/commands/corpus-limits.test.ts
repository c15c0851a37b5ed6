// Large corpora: a file past the size limit is refused before it is read, naming its size and the
// limit; an invalid scenario among 10,000 is named by file:line:column, in YAML and in JSON.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, workspace } from './run-cli.js';

const CONFIG = 'corpus: ["*.yaml"]\n';
const N = 10_000;
const BAD = 7_321;

/** `file:line:column` of `needle`, searched from the line holding `from`. */
function placeOf(file: string, text: string, from: string, needle: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.includes(from));
  const i = lines.findIndex((l, k) => k >= start && l.includes(needle));
  return `${file}:${i + 1}:${lines[i].indexOf(needle) + 1}`;
}

describe('a corpus of 10,000 scenarios with one invalid', () => {
  it('YAML: the bad field by file, line and column', async () => {
    let text = 'scenarios:\n';
    for (let i = 0; i < N; i++) {
      const repeat = i === BAD ? 'repeat: "twice", ' : '';
      text += `  - { id: s${i}, prompt: "Show cluster c${i}", ${repeat}expect: { calls: [{ tool: get_cluster }] } }\n`;
    }
    const dir = workspace({ 'mcp-eval.yaml': CONFIG, 'big.yaml': text });
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `The corpus has 1 problem(s)\n  ${placeOf('big.yaml', text, `id: s${BAD},`, 'repeat:')}: scenarios[${BAD}].repeat: Invalid input: expected number, received string\n`,
    );
    // Line 7,323, the column of `repeat` within it.
    expect(r.stderr).toContain(`big.yaml:${BAD + 2}:48: scenarios[${BAD}].repeat`);
  }, 60_000);

  it('JSON: the same, an unknown field by its key', async () => {
    const scenarios = Array.from({ length: N }, (_, i) => ({
      id: `s${i}`,
      prompt: `Show cluster c${i}`,
      expect: { calls: [{ tool: 'get_cluster', ...(i === BAD ? { argz: {} } : {}) }] },
    }));
    const text = `{\n  "scenarios": [\n${scenarios.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]\n}\n`;
    const dir = workspace({ 'mcp-eval.yaml': 'corpus: ["*.json"]\n', 'big.json': text });
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `  ${placeOf('big.json', text, `"id":"s${BAD}"`, '"argz"')}: scenarios[${BAD}].expect.calls[0].argz: unknown field "argz"\n`,
    );
  }, 60_000);
});

describe('the corpus file size limit', () => {
  it('a file past 10 MB is refused, unread, naming its size and the limit; the others are checked', async () => {
    const ok =
      'scenarios:\n  - { id: fine, prompt: hi, expect: { calls: [{ tool: t }] }, repeat: x }\n';
    const dir = workspace({ 'mcp-eval.yaml': CONFIG, 'ok.yaml': ok });
    // A comment makes it large; a problem in it would show, were it read.
    const huge = 'scenarios:\n  - { id: never-read, repeat: x }\n#' + 'x'.repeat(10_000_001) + '\n';
    writeFileSync(path.join(dir, 'huge.yaml'), huge);
    const r = await runCli(['validate', '--no-server'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `  huge.yaml: too large to load: 10 MB (${Buffer.byteLength(huge).toLocaleString('en-US')} bytes), over the limit of 10 MB for one corpus file; split it into several files, or raise the limit with MCP_EVAL_CORPUS_MAX_MB=<MB>\n`,
    );
    expect(r.stderr).toContain(`${placeOf('ok.yaml', ok, 'fine', 'repeat')}: scenarios[0].repeat`);
    expect(r.stderr).not.toContain('never-read');
  });

  it('MCP_EVAL_CORPUS_MAX_MB raises or lowers it; a bad value is an error', async () => {
    const scenario =
      'scenarios:\n  - { id: a, prompt: hi, expect: { calls: [{ tool: t }] } }\n#' +
      'x'.repeat(2_000) +
      '\n';
    const dir = workspace({ 'mcp-eval.yaml': CONFIG, 'c.yaml': scenario });
    const lowered = await runCli(['validate', '--no-server'], dir, {
      MCP_EVAL_CORPUS_MAX_MB: '0.001',
    });
    expect(lowered.code).toBe(2);
    expect(lowered.stderr).toContain('over the limit of 1 kB for one corpus file');
    expect(lowered.stderr).toContain(
      `c.yaml: too large to load: 2.1 kB (${Buffer.byteLength(scenario).toLocaleString('en-US')} bytes)`,
    );
    const raised = await runCli(['validate', '--no-server'], dir, {
      MCP_EVAL_CORPUS_MAX_MB: '1',
    });
    expect(raised.stderr).toBe('');
    expect(raised.code).toBe(0);
    const bad = await runCli(['validate', '--no-server'], dir, { MCP_EVAL_CORPUS_MAX_MB: 'lots' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'MCP_EVAL_CORPUS_MAX_MB must be a positive number of MB (the largest corpus file), got "lots"\n',
    );
  });
});
