// docs/concurrency.md: its example config loads as written, and declares what the page says.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/corpus/config.js';
import { statelessHint } from '../../src/run/stateless-hint.js';
import { scenario } from '../helpers.js';

const page = readFileSync(path.join(import.meta.dirname, '../../docs/concurrency.md'), 'utf8');

describe('docs/concurrency.md', () => {
  it('its example config loads: a stateless server, a pool of 4, the settle window', async () => {
    const yaml = /```yaml\n([\s\S]*?)```/.exec(page)?.[1];
    expect(yaml).toBeDefined();
    const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-doc-'));
    writeFileSync(path.join(dir, 'mcp-eval.yaml'), yaml!);
    const config = await loadConfig('mcp-eval.yaml', dir);
    expect(config.server).toMatchObject({ stateless: true, pool: 4 });
    expect(config.spy?.settle_ms).toBe(250);
    // Declared stateless: validate has nothing to suggest, even for single-call scenarios.
    const single = scenario({ mode: 'live', expect: { calls: [{ tool: 'get_cluster' }] } });
    expect(statelessHint([single], config.server)).toEqual([]);
    expect(statelessHint([single], { ...config.server!, stateless: false })).toHaveLength(1);
  });
});
