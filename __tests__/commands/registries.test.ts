// The lists a user reads in help and errors come from the registries (corpus formats, report
// formats, providers): a name added there shows up here without another edit.
import { describe, expect, it } from 'vitest';
import { CORPUS_FORMATS, IMPORTED_FORMATS, KNOWN_PROVIDERS } from '../../src/model/config.js';
import { REPORT_FORMATS } from '../../src/report/outputs/formats.js';
import { ROOT, runCli } from './run-cli.js';

const help = async (...args: string[]) => {
  const r = await runCli([...args, '--help'], ROOT);
  return r.stdout + r.stderr;
};

describe('registries behind help and errors', () => {
  it('import converts the imported formats, never native', async () => {
    expect(IMPORTED_FORMATS).toEqual(['tiered', 'casefile', 'answer-fixtures']);
    expect(CORPUS_FORMATS).toEqual(['native', ...IMPORTED_FORMATS]);
    const text = (await help('import')).replace(/\s+/g, ' ');
    expect(text).toContain('tiered, casefile, answer-fixtures');
    const r = await runCli(['import', 'corpus', '-o', 'out', '--format', 'native'], ROOT);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/Allowed choices are tiered, casefile, answer-fixtures/);
  });

  it("run's help names every provider, the agent, replay and scripted among them", async () => {
    const text = (await help('run')).replace(/\s+/g, ' ');
    for (const name of [
      'openai',
      'openrouter',
      'openai-compatible',
      'claude-code',
      'replay',
      'scripted',
    ])
      expect(KNOWN_PROVIDERS).toContain(name);
    expect(text).toContain(`providers: ${KNOWN_PROVIDERS.join(', ')}`);
  });

  it("--format's help names every report file", async () => {
    const text = (await help('run')).replace(/\s+/g, ' ');
    for (const f of REPORT_FORMATS) expect(text).toContain(`${f.format} (${f.file})`);
    expect(text).toContain('default json, md, html, jsonl;');
  });
});
