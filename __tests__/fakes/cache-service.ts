// A loopback fake of the Actions cache service v2 as @actions/cache 6.3.0 talks to it
// (ACTIONS_CACHE_SERVICE_V2=true, ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN):
//  1. Twirp JSON POST /twirp/github.actions.results.api.v1.CacheService/CreateCacheEntry
//     -> { ok, signed_upload_url } on this server's blob endpoint; an existing key + version is
//     a 409 already_exists, as GitHub answers (entries are immutable);
//  2. Azure block blob upload (BlockBlobClient.uploadFile): one PUT x-ms-blob-type: BlockBlob
//     up to 128 MiB, else PUT ?comp=block per chunk and PUT ?comp=blocklist;
//  3. …/FinalizeCacheEntryUpload -> { ok, entry_id };
//  4. …/GetCacheEntryDownloadURL: the exact key, else each restore key as a prefix (newest
//     entry first), same version only -> { ok, signed_download_url, matched_key };
//  5. GET/HEAD on the signed download URL, with Range / x-ms-range as Azure serves them.
// It answers right the first time: the client retries 5xx after 3 s+ sleeps.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';
const SIG = 'fakesig';

export interface FakeCacheEntry {
  id: number;
  key: string;
  version: string;
  /** The uploaded archive (a tar, zstd or gzip compressed), once the upload is committed. */
  blob?: Buffer;
  finalized: boolean;
  sizeBytes?: string;
}

export interface FakeCacheService {
  /** For ACTIONS_RESULTS_URL. */
  url: string;
  /** For ACTIONS_RUNTIME_TOKEN; any other bearer token is refused. */
  token: string;
  /** In creation order, so the last is the newest. */
  entries: FakeCacheEntry[];
  requests: { method: string; path: string }[];
  /** Set to answer every twirp call with this error (a 403 or 429, say) instead. */
  refuse?: { status: number; code: string; msg: string };
  close(): Promise<void>;
}

export async function startFakeCacheService(): Promise<FakeCacheService> {
  const blocks = new Map<number, Map<string, Buffer>>();
  let nextId = 1;
  let url = '';
  const fake: FakeCacheService = {
    url: '',
    token: 'fake-runtime-token',
    entries: [],
    requests: [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };

  function twirp(method: string, msg: Record<string, unknown>): [number, object] {
    const key = String(msg.key ?? '');
    const version = String(msg.version ?? '');
    if (!key || !version) return [400, { code: 'invalid_argument', msg: 'key and version' }];
    const entry = (k: string) => fake.entries.find((e) => e.key === k && e.version === version);
    if (method === 'CreateCacheEntry') {
      if (entry(key)) {
        const text = 'cache entry with the same key, version, and scope already exists';
        return [409, { code: 'already_exists', msg: text }];
      }
      const created: FakeCacheEntry = { id: nextId++, key, version, finalized: false };
      fake.entries.push(created);
      return [200, { ok: true, signed_upload_url: blobUrl(created.id, 'cw') }];
    }
    if (method === 'FinalizeCacheEntryUpload') {
      const pending = entry(key);
      if (!pending?.blob || pending.finalized) {
        return [404, { code: 'not_found', msg: `no upload for ${key}` }];
      }
      pending.finalized = true;
      pending.sizeBytes = String(msg.size_bytes ?? '');
      return [200, { ok: true, entry_id: String(pending.id) }];
    }
    if (method === 'GetCacheEntryDownloadURL') {
      const ready = fake.entries.filter((e) => e.finalized && e.version === version).reverse();
      const restoreKeys = Array.isArray(msg.restore_keys) ? msg.restore_keys.map(String) : [];
      const hit =
        ready.find((e) => e.key === key) ??
        restoreKeys.map((p) => ready.find((e) => e.key.startsWith(p))).find(Boolean);
      if (!hit) return [200, { ok: false, signed_download_url: '', matched_key: '' }];
      return [200, { ok: true, signed_download_url: blobUrl(hit.id, 'r'), matched_key: hit.key }];
    }
    return [404, { code: 'bad_route', msg: `no handler for ${method}` }];
  }

  const blobUrl = (id: number, sp: string) =>
    `${url}/devstoreaccount1/actions-cache/${id}.tar?sv=2025-01-05&sr=b&sp=${sp}&sig=${SIG}`;

  function blob(req: http.IncomingMessage, u: URL, body: Buffer): [number, object, Buffer?] {
    const id = /^\/devstoreaccount1\/actions-cache\/(\d+)\.tar$/.exec(u.pathname)?.[1];
    const entry = fake.entries.find((e) => e.id === Number(id));
    if (!entry || u.searchParams.get('sig') !== SIG) return [id ? 403 : 404, {}];
    const ms = { 'x-ms-request-id': `req-${fake.requests.length}`, 'x-ms-version': '2025-01-05' };
    if (req.method === 'PUT') {
      if (entry.finalized) return [409, ms]; // a committed blob is never rewritten
      const staged = blocks.get(entry.id) ?? new Map<string, Buffer>();
      blocks.set(entry.id, staged);
      const comp = u.searchParams.get('comp');
      if (comp === 'block') staged.set(u.searchParams.get('blockid') ?? '', body);
      else if (comp === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted)>([^<]*)</g)];
        const parts = ids.map(([, b]) => staged.get(b));
        if (parts.some((p) => !p)) return [400, ms];
        entry.blob = Buffer.concat(parts as Buffer[]);
      } else if (req.headers['x-ms-blob-type'] === 'BlockBlob') entry.blob = body;
      else return [400, ms];
      return [201, { ...ms, etag: `"0x${entry.id}"`, 'last-modified': new Date().toUTCString() }];
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !entry.finalized || !entry.blob) {
      return [404, ms];
    }
    const data = entry.blob;
    const range = /bytes=(\d+)-(\d*)/.exec(String(req.headers['x-ms-range'] ?? req.headers.range));
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Math.min(Number(range[2]), data.length - 1) : data.length - 1;
    if (start >= data.length && data.length > 0) return [416, ms];
    const headers = {
      ...ms,
      'content-type': 'application/octet-stream',
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
      'x-ms-blob-type': 'BlockBlob',
      etag: `"0x${entry.id}"`,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${data.length}` } : {}),
    };
    return [range ? 206 : 200, headers, data.subarray(start, end + 1)];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', url);
      fake.requests.push({ method: req.method ?? '', path: u.pathname + u.search });
      const body = Buffer.concat(chunks);
      if (!u.pathname.startsWith(SERVICE)) {
        const [status, headers, data] = blob(req, u, body);
        res.writeHead(status, { date: new Date().toUTCString(), ...headers });
        return res.end(req.method === 'HEAD' ? undefined : data);
      }
      let answer: [number, object];
      if (req.method !== 'POST') answer = [404, { code: 'bad_route', msg: 'POST only' }];
      else if (req.headers.authorization !== `Bearer ${fake.token}`) {
        answer = [401, { code: 'unauthenticated', msg: 'bad runtime token' }];
      } else if (fake.refuse) {
        answer = [fake.refuse.status, { code: fake.refuse.code, msg: fake.refuse.msg }];
      } else {
        try {
          const msg = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
          answer = twirp(u.pathname.slice(SERVICE.length), msg);
        } catch {
          answer = [400, { code: 'malformed', msg: 'body is not JSON' }];
        }
      }
      res.writeHead(answer[0], { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer[1]));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = url;
  return fake;
}
