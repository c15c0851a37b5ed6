// The normalized form of a request path that patterns match: every spelling a server's router
// might route to the same place reads the same, so no encoding slips past a gate.
//
// A path is read as routers read it, erring towards the gate:
// - the part before `?` and `#`; an absolute-form target (`http://host/x`) gives its path;
// - percent-escapes decoded again and again until none is left (`%252F` → `%2F` → …), escapes
//   that are not UTF-8 kept in upper case; overlong UTF-8 forms of `/`, `\` and `.` decoded too;
// - an encoded slash or any backslash stays as `%2F`: one router splits segments there (WSGI,
//   a decoding proxy), another keeps it inside the segment (express), so a pattern's `/` matches
//   it and a `*` may span it (see request.ts);
// - runs of `/` collapse into one (nginx's merge_slashes);
// - read twice: with `.` and `..` segments as written (express routes `/clusters/..` to
//   `/clusters/:id`) and resolved (fetch, nginx and proxies resolve them).
// Case and `;` parameters are left to the pattern (request.ts): it ignores case and lets a
// segment carry `;…` (Tomcat, Spring).

/** An encoded slash or a backslash, in the normalized form. */
export const SLASH = '%2F';

const OVERLONG: [RegExp, string][] = [
  [/%c0%af|%e0%80%af|%c1%9c|%e0%81%9c/gi, SLASH],
  [/%c0%ae|%e0%80%ae/gi, '.'],
];
const ESCAPES = /(?:%[0-9a-fA-F]{2})+/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** One round of percent-decoding: a run of escapes that is not UTF-8 stays, in upper case. */
function decodeOnce(text: string): string {
  return text.replace(ESCAPES, (run) => {
    const bytes = (run.match(/%../g) ?? []).map((e) => parseInt(e.slice(1), 16));
    const out: string[] = [];
    let chunk: number[] = [];
    const flush = () => {
      if (!chunk.length) return;
      try {
        out.push(utf8.decode(Uint8Array.from(chunk)));
      } catch {
        out.push(chunk.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
      }
      chunk = [];
    };
    for (const b of bytes) {
      if (b === 0x2f || b === 0x5c) {
        flush();
        out.push(SLASH);
      } else chunk.push(b);
    }
    flush();
    return out.join('');
  });
}

/** Decoded until nothing changes (bounded: each round only shortens the text). */
export function decodePath(text: string): string {
  let out = text.replace(/\\/g, SLASH);
  for (;;) {
    for (const [re, to] of OVERLONG) out = out.replace(re, to);
    const next = decodeOnce(out).replace(/\\/g, SLASH);
    if (next === out) return out;
    out = next;
  }
}

/** RFC 3986 remove_dot_segments over `/`-separated segments (an encoded slash is no separator). */
function resolveDots(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((s, i) => {
    const last = i === segments.length - 1;
    if (s === '.' || s === '..') {
      if (s === '..') out.pop();
      if (last) out.push('');
    } else out.push(s);
  });
  return `/${out.join('/')}`;
}

/** The path of a request target, before decoding: no query, no fragment, no scheme or host. */
export function targetPath(target: string): string {
  const path = target.split(/[?#]/, 1)[0].replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return path.startsWith('/') ? path : `/${path}`;
}

const cache = new Map<string, string[]>();

/** The normalized readings of a path as it arrived: as written, and with dot segments resolved. */
export function pathReadings(raw: string): string[] {
  let readings = cache.get(raw);
  if (!readings) {
    const written = decodePath(targetPath(raw)).replace(/\/{2,}/g, '/');
    readings = [...new Set([written, resolveDots(written)])];
    // A bound, not a policy: a run sees few distinct paths.
    if (cache.size > 10_000) cache.clear();
    cache.set(raw, readings);
  }
  return readings;
}
