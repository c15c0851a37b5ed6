// annotation:idempotent — a tool that declares `idempotentHint: true` ("calling it repeatedly
// with the same arguments has no additional effect", MCP spec), called again with the same
// arguments (by the model, or by the replay self-test's probe), must not mutate anew: the repeat
// may send again the PUT or DELETE the first call sent (same path and body: HTTP makes those
// idempotent), never a POST, a PATCH, a GraphQL mutation or a mutation the first did not send.
import type { Json } from '../../model/json.js';
import type { SpyRequest, Transcript } from '../../model/transcript.js';
import type { Check } from '../check.js';
import { breaches, finding, names, senders, sendersOf, type Sender } from '../attribution.js';
import { mutation } from '../mutation.js';
import { annotationMode, hinted } from './annotations.js';

const REPEATABLE = new Set(['PUT', 'DELETE']);

export const idempotent: Check = (scenario, t) => {
  if (annotationMode(scenario) === 'off') return [];
  const firsts = firstCalls(t);
  if (!firsts.size) return [];
  const reads = scenario.reads ?? [];
  const all = senders(t);
  const sentBy = (s: Sender) =>
    t.requests.filter((r) =>
      sendersOf(all, r).some((x) => x.kind === s.kind && x.index === s.index),
    );
  const repeats = [...firsts.values()].map((p) => p.repeat);
  const found = breaches(
    t,
    repeats,
    (r, by) => {
      if (!mutation(r, reads)) return 'keeps';
      // Sent again as the first call sent it: a PUT or DELETE repeated has no further effect.
      const again = by.every((b) =>
        sentBy(firsts.get(key(b))!.first).some(
          (f) => REPEATABLE.has(r.method.toUpperCase()) && same(f, r),
        ),
      );
      return again ? 'keeps' : 'breaks';
    },
    (r) => mutation(r, reads) ?? `${r.method} ${r.path}`,
  );
  const tools = names(repeats);
  return [
    {
      check: 'annotation:idempotent',
      ...finding(t, found, {
        broken: (b) =>
          `${names(b.by)} declares idempotentHint: true, yet called again with the same arguments it sent ${b.request} anew`,
        kept: `${tools} (idempotentHint: true), called again with the same arguments, changed nothing further`,
        expected: `${tools}: a repeat with the same arguments sends no new mutation`,
      }),
    },
  ];
};

/** Each repeat of an idempotent-hinted call with the same arguments (a later call of the model,
 * or a probe), and the first call it repeats. */
function firstCalls(t: Transcript): Map<string, { repeat: Sender; first: Sender }> {
  const all = senders(t);
  const out = new Map<string, { repeat: Sender; first: Sender }>();
  const seen = new Map<string, Sender>();
  for (const s of all.filter((x) => x.kind === 'call')) {
    const c = t.calls[s.index];
    if (c.malformed !== undefined || c.notRun !== undefined) continue;
    if (!hinted(t, c.tool, 'idempotentHint', true)) continue;
    const same = `${c.tool}\u0000${canonical(c.args)}`;
    const first = seen.get(same);
    if (first) out.set(key(s), { repeat: s, first });
    else seen.set(same, s);
  }
  for (const s of all.filter((x) => x.kind === 'probe')) {
    const of = t.probes![s.index].call;
    const first = all.find((x) => x.kind === 'call' && x.index === of)!;
    out.set(key(s), { repeat: s, first });
  }
  return out;
}

const key = (s: Sender) => `${s.kind}:${s.index}`;

const same = (a: SpyRequest, b: SpyRequest) =>
  a.method.toUpperCase() === b.method.toUpperCase() &&
  a.path === b.path &&
  canonical(a.body ?? null) === canonical(b.body ?? null);

/** JSON with object keys sorted: equal values, equal text. */
function canonical(v: Json | undefined): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}
