// The shapes one secret value takes on its way into an output: as written, URL-encoded (a spy
// request path, a query), JSON-escaped (a JSON text inside a tool result's string), HTML-escaped,
// base64 (an `Authorization: Basic` header, an encoded blob), hex (a dump, a digest-like id) and
// in upper or lower case (a model that "shouts" a key back, a case-folding log).

/** Shorter values are not treated as secrets: they would match ordinary words and numbers. */
export const MIN_LENGTH = 6;

/** Every form of `secret` worth looking for, longest first. */
export function secretForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const uri = encodeURIComponent(secret);
  const forms = [
    // As written and in either case, each also JSON-escaped, once (a string) or twice (a JSON
    // text inside a JSON string: a cached answer's body).
    ...[...new Set([secret, secret.toUpperCase(), secret.toLowerCase()])].flatMap((v) => {
      const escaped = JSON.stringify(v).slice(1, -1);
      return [v, escaped, JSON.stringify(escaped).slice(1, -1)];
    }),
    uri,
    uri.replace(/%20/g, '+'),
    lowerHex(uri),
    encodeURI(secret),
    // Characters JSON.stringify keeps but some encoders escape (`<` as \u003c in HTML-safe JSON).
    json.replace(/[<>&']/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    escapeHtml(secret),
    ...hexForms(secret),
    ...base64Cores(secret),
  ];
  return [...new Set(forms)].filter((f) => f.length >= MIN_LENGTH);
}

const lowerHex = (s: string) => s.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase());

/** The secret's UTF-8 bytes in hex, lower and upper case: bytes align, so one form each. */
function hexForms(secret: string): string[] {
  const hex = Buffer.from(secret, 'utf8').toString('hex');
  return [hex, hex.toUpperCase()];
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The base64 characters that depend on the secret's bytes alone, for each of the 3 alignments it
 * can have inside a longer encoded text (`user:secret` in a Basic header): wherever the secret
 * sits, one of these appears whole. Standard and URL-safe alphabets.
 */
function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const out: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(2)]);
    const b64 = padded.toString('base64');
    const first = Math.ceil((offset * 8) / 6);
    const last = Math.floor(((offset + bytes.length) * 8) / 6) - 1; // last char of secret bits only
    const core = b64.slice(first, last + 1);
    // Short cores would be noise; at offset 0 the unpadded encoding itself is the usual form.
    if (core.length >= 8) out.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return out;
}
