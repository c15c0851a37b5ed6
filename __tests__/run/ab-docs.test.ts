// docs/ab.md's config example is a valid config with an A/B and adaptive trials.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema } from '../../src/model/config.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('docs/ab.md', () => {
  it('shows a config the schema accepts, with ab.base and trials', () => {
    const text = readFileSync(path.join(ROOT, 'docs/ab.md'), 'utf8');
    const yaml = /```yaml\n([\s\S]*?)```/.exec(text)?.[1];
    expect(yaml).toBeDefined();
    const config = configSchema.parse(parse(yaml!));
    expect(config.ab?.base.cwd).toBe('../base');
    expect(config.trials).toEqual({ min: 3, max: 10 });
  });

  it('names every flag the ab command has', async () => {
    const text = readFileSync(path.join(ROOT, 'docs/ab.md'), 'utf8');
    const source = readFileSync(path.join(ROOT, 'src/commands/ab.ts'), 'utf8');
    const flags = [...source.matchAll(/'(--[a-z-]+) </g)].map((m) => m[1]);
    expect(flags.length).toBe(7);
    for (const flag of flags) expect(text).toContain(flag);
  });
});
