// The response cache across runs: the engine's cache folder (one JSON file per model answer,
// keyed by request) restored before the run and saved after it with @actions/cache. Caching is
// an optimisation, so nothing here fails the step: every problem is a log line.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

const PREFIX = 'mcp-eval-cache-v1-';

// Loaded only when a cache is restored or saved: a run without one never evaluates its code.
const actionsCache = () => import('@actions/cache');

export interface CacheLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * GitHub cache entries are immutable, so each run saves under its own key; restore takes the
 * newest entry for the same corpus and config, else the newest of any. A stale folder is
 * harmless: the engine keys its files per request, so it only reuses answers that still fit.
 */
export function cacheKeys(
  contentHash: string,
  runId: string | number,
  attempt: string | number = 1,
): { key: string; restoreKeys: string[] } {
  return {
    key: `${PREFIX}${contentHash}-${runId}-${attempt}`,
    restoreKeys: [`${PREFIX}${contentHash}-`, PREFIX],
  };
}

/**
 * sha256 over the files' paths and contents, in path order, so listing order does not matter.
 * Paths count relative to the working directory, so the hash is the same on any runner.
 * Rejects if a file cannot be read.
 */
export async function hashFiles(files: string[]): Promise<string> {
  const relative = [...new Set(files.map((f) => path.relative(process.cwd(), path.resolve(f))))];
  const hash = createHash('sha256');
  for (const file of relative.sort()) {
    const content = await readFile(file);
    // Lengths first, so no two (path, content) lists can run together into the same bytes.
    hash.update(`${file.split(path.sep).join('/')}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

export interface RestoreOptions {
  /** The engine's cache folder; pass the same string to save, it is part of the entry version. */
  dir: string;
  key: string;
  restoreKeys: string[];
  log: CacheLog;
}

/** Restores the folder from the cache; matchedKey is the entry used, absent on a miss. */
export async function restoreResponseCache(o: RestoreOptions): Promise<{ matchedKey?: string }> {
  if (!(await available(o.log, 'restore'))) return {};
  try {
    // The package swallows service errors (logging them itself) and reports a miss.
    const matchedKey = await (await actionsCache()).restoreCache([o.dir], o.key, o.restoreKeys);
    if (!matchedKey) {
      o.log.info(
        `No response cache restored (no entry under ${o.restoreKeys.join(' or ')}, or the cache service failed): every model answer will be requested.`,
      );
      return {};
    }
    o.log.info(
      `Restored the response cache ${o.dir} from ${matchedKey} (${await countFiles(o.dir)} files).`,
    );
    return { matchedKey };
  } catch (error) {
    o.log.warn(`Could not restore the response cache: ${message(error)}`);
    return {};
  }
}

export interface SaveOptions {
  dir: string;
  key: string;
  log: CacheLog;
}

/** Saves the folder under key; saved is false when skipped or refused. */
export async function saveResponseCache(o: SaveOptions): Promise<{ saved: boolean }> {
  const files = await countFiles(o.dir);
  if (files === 0) {
    o.log.info(`The response cache ${o.dir} is absent or empty: nothing to save.`);
    return { saved: false };
  }
  if (!(await available(o.log, 'save'))) return { saved: false };
  try {
    // -1 when the service refused (another job saved this key, a 403 or 429, a quota) or failed.
    const id = await (await actionsCache()).saveCache([o.dir], o.key);
    if (id === -1) {
      o.log.info(
        `The response cache was not saved under ${o.key} (the cache service's reason is logged above).`,
      );
      return { saved: false };
    }
    o.log.info(`Saved the response cache ${o.dir} (${files} files) under ${o.key}.`);
    return { saved: true };
  } catch (error) {
    o.log.warn(`Could not save the response cache: ${message(error)}`);
    return { saved: false };
  }
}

async function available(log: CacheLog, what: string): Promise<boolean> {
  if ((await actionsCache()).isFeatureAvailable()) return true;
  log.info(
    `The Actions cache service is not available here (no ACTIONS_RESULTS_URL or ACTIONS_CACHE_URL): no response cache to ${what}.`,
  );
  return false;
}

/** Files under dir, recursively; 0 when it does not exist. */
async function countFiles(dir: string): Promise<number> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The action's hold on the response cache: `prepared` restores it once the run knows which files
 * define it (and where the cache is), `save` keeps it for later runs. Neither ever fails the step.
 */
export function persistedCache(
  log: CacheLog,
  run: { id: string | number; attempt?: string | number },
): {
  prepared(p: { files: string[]; cacheDir?: string }): Promise<void>;
  save(): Promise<void>;
} {
  let held: { dir: string; key: string } | undefined;
  return {
    async prepared({ files, cacheDir }) {
      if (!cacheDir) return;
      let hash: string;
      try {
        hash = await hashFiles(files);
      } catch (error) {
        log.warn(`The response cache is not restored: ${message(error)}`);
        return;
      }
      const { key, restoreKeys } = cacheKeys(hash, run.id, run.attempt);
      held = { dir: cacheDir, key };
      await restoreResponseCache({ dir: cacheDir, key, restoreKeys, log });
    },
    async save() {
      if (held) await saveResponseCache({ ...held, log });
    },
  };
}
