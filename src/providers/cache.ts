// The response cache (`cache: true`): a model's answer stored on disk, keyed by the request as it
// goes on the wire (URL, body, the headers that change the answer) and the trial it belongs to.
// It sits at the fetch every SDK is handed, so a hit is parsed and committed to the conversation
// exactly like a fresh answer, and history stays the adapter's. Live tool results are not cached:
// they are in the request, so a server that answers differently makes a different key.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Which trial a request belongs to: repeats of one scenario are distinct samples, not hits. */
const trial = new AsyncLocalStorage<string>();

/** Runs `work` as trial `id` (repetition, attempt): its model requests are keyed by it. */
export function inTrial<T>(id: string, work: () => Promise<T>): Promise<T> {
  return trial.run(id, work);
}

/** Headers that change what a model answers; credentials and SDK telemetry are left out. */
const KEYED_HEADERS = ['content-type', 'anthropic-version', 'anthropic-beta', 'openai-beta'];
/** Query parameters that carry a credential (Gemini's `key`). */
const SECRET_PARAMS = ['key', 'api-key', 'api_key'];

interface Entry {
  v: 1;
  status: number;
  contentType: string;
  body: string;
}

export interface CacheStats {
  hits: number;
  misses: number;
  /** Answers written this run. */
  stored: number;
  /** Answers not written, or removed from the folder, because they held a secret. */
  skippedSecret: number;
}

/** Whether a text holds a secret in any form the reports would redact (report/redact.ts). */
export type SecretTest = (text: string) => boolean;

export class ResponseCache {
  readonly stats: CacheStats = { hits: 0, misses: 0, stored: 0, skippedSecret: 0 };
  /** Answers read or written this run: checked for secrets already. */
  private readonly checked = new Set<string>();

  constructor(
    readonly dir: string,
    /** Past this size the least recently used answers are removed when the run ends. */
    readonly maxBytes: number,
    /** An answer that holds a secret is never written: the folder goes to the Actions cache,
     * which later runs (and other branches) restore. Redacting it instead would change what a
     * rerun's model is told it said, so it is simply asked again. */
    private readonly holdsSecret: SecretTest = () => false,
  ) {}

  /** `inner`, with answers read from and written to the cache. */
  wrap(inner: typeof fetch): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      const key = await this.key(request, init?.body);
      if (key === undefined) return inner(input, init);
      const file = this.file(key);
      this.checked.add(file);
      let hit = await read(file);
      // Written before this check existed, or under secrets this run did not know: removed, so
      // that the folder saved after the run no longer holds it.
      const dropped = hit !== undefined && this.holdsSecret(hit.body);
      if (dropped) {
        await rm(file, { force: true });
        this.stats.skippedSecret++;
        hit = undefined;
      }
      if (hit) {
        this.stats.hits++;
        // Touched: eviction removes the least recently used first.
        const now = new Date();
        await utimes(file, now, now).catch(() => undefined);
        return new Response(hit.body, {
          status: hit.status,
          headers: { 'content-type': hit.contentType },
        });
      }
      this.stats.misses++;
      const res = await inner(input, init);
      // Only a whole, successful answer is kept: an error is the provider's state, not the model's.
      if (!res.ok) return res;
      const body = await res.text();
      if (this.holdsSecret(body)) {
        if (!dropped) this.stats.skippedSecret++;
        return new Response(body, { status: res.status, headers: res.headers });
      }
      const entry: Entry = {
        v: 1,
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/json',
        body,
      };
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half an answer.
      const aside = `${file}.${process.pid}.${this.stats.misses}.tmp`;
      await writeFile(aside, JSON.stringify(entry));
      await rename(aside, file);
      this.stats.stored++;
      return new Response(body, { status: res.status, headers: res.headers });
    };
  }

  /**
   * Removes every answer this run did not read or write that holds a secret (a folder restored
   * from a run that did not know it): the folder saved after the run holds none. Counted in
   * skippedSecret.
   */
  async sweep(): Promise<void> {
    for (const { file } of await entries(this.dir)) {
      if (this.checked.has(file)) continue;
      // The file as it is (its body escaped once more, which the secret's forms include): any
      // version of an entry, or half of one, is searched alike.
      const text = await readFile(file, 'utf8').catch(() => '');
      if (!this.holdsSecret(text)) continue;
      await rm(file, { force: true });
      this.stats.skippedSecret++;
    }
  }

  /** Removes the least recently used answers until the cache fits its size; returns how many. */
  async trim(): Promise<number> {
    const files = await entries(this.dir);
    let total = files.reduce((n, f) => n + f.size, 0);
    let removed = 0;
    for (const f of files.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
      if (total <= this.maxBytes) break;
      await rm(f.file, { force: true });
      total -= f.size;
      removed++;
    }
    return removed;
  }

  private async key(request: Request, body: unknown): Promise<string | undefined> {
    // A body we cannot read as text (a stream) cannot be keyed: that request goes uncached.
    if (body !== undefined && body !== null && typeof body !== 'string') return undefined;
    const url = new URL(request.url);
    for (const p of SECRET_PARAMS) url.searchParams.delete(p);
    const headers = KEYED_HEADERS.map((h) => [h, request.headers.get(h)]);
    return createHash('sha256')
      .update(
        JSON.stringify({
          method: request.method,
          url: url.href,
          headers,
          body: body ?? '',
          trial: trial.getStore() ?? '',
        }),
      )
      .digest('hex');
  }

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }
}

async function read(file: string): Promise<Entry | undefined> {
  try {
    const entry = JSON.parse(await readFile(file, 'utf8')) as Entry;
    return entry.v === 1 && typeof entry.body === 'string' ? entry : undefined;
  } catch {
    // Absent, or half written by a run that was killed: a miss either way.
    return undefined;
  }
}

async function entries(dir: string): Promise<{ file: string; size: number; mtimeMs: number }[]> {
  const out: { file: string; size: number; mtimeMs: number }[] = [];
  const shards = await readdir(dir).catch(() => [] as string[]);
  for (const shard of shards) {
    const names = await readdir(path.join(dir, shard)).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(dir, shard, name);
      const s = await stat(file).catch(() => undefined);
      if (s?.isFile() && name.endsWith('.json'))
        out.push({ file, size: s.size, mtimeMs: s.mtimeMs });
    }
  }
  return out;
}
