// A saved tool list instead of a server: it lists tools, and answers no call (stub mode only).
import { readFile } from 'node:fs/promises';
import { errorMessage, SetupError } from '../errors.js';
import { toSpec } from './live.js';
import type { Upstream } from './types.js';

/** A saved tool list: a JSON array of tools, or a `tools/list` result ({ tools: [...] }). */
export async function loadCatalog(file: string): Promise<Upstream> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new SetupError(`Cannot read the catalog ${file}: ${errorMessage(err)}`);
  }
  const list = Array.isArray(data) ? data : (data as { tools?: unknown })?.tools;
  if (!Array.isArray(list) || list.some((t) => typeof t?.name !== 'string')) {
    throw new SetupError(
      `${file}: a catalog is a JSON array of tools ({name, description, inputSchema}) or { "tools": [...] }`,
    );
  }
  return {
    tools: list.map(toSpec),
    live: false,
    call: () => Promise.reject(new Error('no server behind this catalog: use mode: stub')),
    gone: () => undefined,
    close: async () => undefined,
  };
}
