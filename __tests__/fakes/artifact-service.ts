// A loopback fake of the Actions artifact service as @actions/artifact v6 talks to it:
//  1. Twirp JSON  POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact
//     -> { ok, signed_upload_url } pointing at this server's own blob endpoint;
//  2. Azure block blob upload (BlockBlobClient.uploadStream): PUT ?comp=block&blockid=… per
//     8 MiB chunk, then PUT ?comp=blocklist with the block ids in XML;
//  3. Twirp JSON  POST …/FinalizeArtifact -> { ok, artifact_id }.
// It answers right the first time: the twirp client retries 5xx and unparsable JSON after
// 3 s+ sleeps, and the Azure pipeline retries 5xx too, so any such answer would stall a test.
// readZip reads an uploaded zip; writeZip builds one, for the REST fake to serve as a download.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';

export interface FakeArtifact {
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  /** The uploaded zip, once the block list is committed. */
  blob?: Buffer;
  finalized: boolean;
  size?: string;
  hash?: string;
}

export interface FakeArtifactService {
  /** For ACTIONS_RESULTS_URL. */
  url: string;
  /**
   * For ACTIONS_RUNTIME_TOKEN: a JWT whose `scp` claim carries the run and job backend ids. Any
   * token from runtimeToken() is accepted, so a test can play a second workflow run.
   */
  token: string;
  artifacts: FakeArtifact[];
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

/** A JWT shaped like the runner's: only the payload is read (jwt-decode), never verified. */
export function runtimeToken(runId = 'run-1', jobId = 'job-1'): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const payload = {
    scp: `Actions.GenericRead:0 Actions.Results:${runId}:${jobId}`,
    exp: 4102444800,
  };
  return `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(payload)}.c2lnbmF0dXJl`;
}

export async function startFakeArtifactService(): Promise<FakeArtifactService> {
  const token = runtimeToken();
  const artifacts: FakeArtifact[] = [];
  const requests: FakeArtifactService['requests'] = [];
  // Staged blocks per blob path, by block id.
  const blocks = new Map<string, Map<string, Buffer>>();
  let nextId = 1;
  let url = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', url);
      requests.push({ method: req.method ?? '', path: u.pathname + u.search });
      const body = Buffer.concat(chunks);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const twirpError = (status: number, code: string, msg: string) => json(status, { code, msg });
      const blobReply = (status: number, extra: Record<string, string> = {}) => {
        res.writeHead(status, {
          'x-ms-request-id': `req-${requests.length}`,
          'x-ms-version': '2025-01-05',
          date: new Date().toUTCString(),
          ...extra,
        });
        res.end();
      };

      if (req.method === 'POST' && u.pathname.startsWith(SERVICE)) {
        if (!validToken(req.headers.authorization)) {
          return twirpError(401, 'unauthenticated', 'bad runtime token');
        }
        let msg: Record<string, unknown>;
        try {
          msg = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        } catch {
          return twirpError(400, 'malformed', 'body is not JSON');
        }
        const method = u.pathname.slice(SERVICE.length);
        const runId = String(msg.workflow_run_backend_id ?? '');
        const jobId = String(msg.workflow_job_run_backend_id ?? '');
        const name = String(msg.name ?? '');
        if (method === 'CreateArtifact') {
          if (!runId || !jobId || !name)
            return twirpError(400, 'invalid_argument', 'missing ids or name');
          if (
            artifacts.some(
              (a) => a.name === name && a.workflowRunBackendId === runId && a.finalized,
            )
          ) {
            // The real service refuses a second artifact of the same name in one run.
            return twirpError(409, 'already_exists', `artifact ${name} already exists`);
          }
          const artifact: FakeArtifact = {
            id: nextId++,
            name,
            workflowRunBackendId: runId,
            workflowJobRunBackendId: jobId,
            finalized: false,
          };
          artifacts.push(artifact);
          const blobPath = `/blob/devstoreaccount1/actions-results/${artifact.id}/${encodeURIComponent(name)}.zip`;
          return json(200, {
            ok: true,
            signed_upload_url: `${url}${blobPath}?sv=2025-01-05&se=2099-01-01T00%3A00%3A00Z&sr=b&sp=cw&sig=fakesig`,
          });
        }
        if (method === 'FinalizeArtifact') {
          const artifact = artifacts.find(
            (a) => a.name === name && a.workflowRunBackendId === runId && !a.finalized,
          );
          if (!artifact?.blob) return twirpError(404, 'not_found', `no uploaded artifact ${name}`);
          artifact.finalized = true;
          artifact.size = String(msg.size ?? '');
          artifact.hash = typeof msg.hash === 'string' ? msg.hash : undefined;
          return json(200, { ok: true, artifact_id: String(artifact.id) });
        }
        return twirpError(404, 'bad_route', `no handler for ${method}`);
      }

      const blob = /^\/blob\/devstoreaccount1\/actions-results\/(\d+)\/[^/]+$/.exec(u.pathname);
      if (req.method === 'PUT' && blob) {
        if (u.searchParams.get('sig') !== 'fakesig') return blobReply(403);
        const artifact = artifacts.find((a) => a.id === Number(blob[1]));
        if (!artifact) return blobReply(404);
        const staged = blocks.get(u.pathname) ?? new Map<string, Buffer>();
        blocks.set(u.pathname, staged);
        const comp = u.searchParams.get('comp');
        if (comp === 'block') {
          staged.set(u.searchParams.get('blockid') ?? '', body);
          return blobReply(201, { 'x-ms-request-server-encrypted': 'true' });
        }
        if (comp === 'blocklist') {
          const ids = [
            ...body.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\//g),
          ];
          const parts = ids.map(([, , id]) => staged.get(id));
          if (parts.some((p) => p === undefined)) return blobReply(400);
          artifact.blob = Buffer.concat(parts as Buffer[]);
          return blobReply(201, {
            etag: `"0x${artifact.id.toString(16)}"`,
            'last-modified': new Date().toUTCString(),
            'x-ms-request-server-encrypted': 'true',
          });
        }
        if (comp === null && req.headers['x-ms-blob-type'] === 'BlockBlob') {
          artifact.blob = body; // a single-shot upload
          return blobReply(201, { etag: '"0x1"', 'last-modified': new Date().toUTCString() });
        }
        return blobReply(400);
      }
      return twirpError(404, 'bad_route', `${req.method} ${u.pathname}`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    token,
    artifacts,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

function validToken(authorization: string | undefined): boolean {
  const payload = /^Bearer [\w-]+\.([\w-]+)\.[\w-]+$/.exec(authorization ?? '')?.[1];
  try {
    const { scp } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      scp?: string;
    };
    return /(^| )Actions\.Results:[^: ]+:[^: ]+( |$)/.test(scp ?? '');
  } catch {
    return false;
  }
}

/** The files of a zip (stored or deflated entries), read through its central directory. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const entries = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < entries; n++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    p += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue; // a folder
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) files.set(name, inflateRawSync(data));
    else throw new Error(`unsupported compression method ${method} for ${name}`);
  }
  return files;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip of the given files (deflated), as the artifact service stores an upload. */
export function writeZip(files: Record<string, Buffer | string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time, date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(0, 12);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    central.push(entry, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
