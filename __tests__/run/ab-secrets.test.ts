// An A/B's base and head servers are servers too: their `${env:NAME}` values and header
// credentials are secrets, an unset variable is named where it is written, and an unknown
// placeholder is refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SetupError } from '../../src/errors.js';
import { headerValues, loadConfig, missingEnv, passedValues } from '../../src/corpus/config.js';

async function config(text: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-ab-secrets-'));
  try {
    writeFileSync(path.join(dir, 'mcp-eval.yaml'), text);
    return await loadConfig('mcp-eval.yaml', dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("an A/B's servers", () => {
  it('pass secrets that are redacted, and name an unset one where it is written', async () => {
    const c = await config(
      [
        'server: { command: node, args: [head.js] }',
        'ab:',
        '  base: { command: node, args: [base.js], env: { TOKEN: "${env:BASE_TOKEN}" } }',
        '  head: { url: "http://127.0.0.1:1/mcp", headers: { Authorization: "Bearer s3cr3t-head" } }',
      ].join('\n'),
    );
    expect(passedValues(c, { BASE_TOKEN: 'base-secret-value' })).toEqual(['base-secret-value']);
    expect(headerValues(c)).toEqual(['Bearer s3cr3t-head', 's3cr3t-head']);
    const [unset] = missingEnv(c, {});
    expect(unset).toMatchObject({ field: 'ab.base.env.TOKEN', line: 3 });
    expect(unset.message).toContain('BASE_TOKEN is not set');
  });

  it('refuses an unknown placeholder in ab.base', async () => {
    const err = await config('ab:\n  base: { command: node, args: ["${nope}"] }\n').catch(
      (e: SetupError) => e,
    );
    expect(err).toBeInstanceOf(SetupError);
    expect((err as SetupError).describe()).toMatch(
      /c?\.yaml:2:\d+: ab\.base\.args\[0\]: unknown placeholder \$\{nope\}/,
    );
  });
});
