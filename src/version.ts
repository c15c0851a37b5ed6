// The tool's version, from package.json: read where the CLI starts, so it stays out of the
// report code (which the CLI's start does not load).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

let cached: string | undefined;
export async function version(): Promise<string> {
  if (!cached) {
    // The bundle and the sources both sit one or two folders below package.json.
    const here = path.dirname(new URL(import.meta.url).pathname);
    for (const up of ['..', '../..', '../../..']) {
      const text = await readFile(path.join(here, up, 'package.json'), 'utf8').catch(() => '');
      const v = text && (JSON.parse(text) as { name?: string; version?: string });
      if (v && v.name === 'mcp-eval-action' && v.version) return (cached = v.version);
    }
    cached = '0.0.0';
  }
  return cached;
}
