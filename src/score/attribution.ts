// Who sent what: the spy requests each tool call (or idempotence probe) set off, by the calls the
// spy backend stamped on each request when it arrived (spy/backend.ts), and the shared verdict of
// the checks that hold a call to a promise: the annotation checks and confirmation.
import type { SpyRequest, Transcript } from '../model/transcript.js';
import type { CheckResult } from '../model/verdict.js';
import { unobserved } from './checks/gates.js';

/** A tool call of the model, or the replay self-test's repeat of one. */
export interface Sender {
  kind: 'call' | 'probe';
  index: number;
  tool: string;
  turn: number;
}

export function senders(t: Transcript): Sender[] {
  const calls = t.calls.map((c, index) => ({
    kind: 'call' as const,
    index,
    tool: c.tool,
    turn: c.turn,
  }));
  const probes = (t.probes ?? []).flatMap((p, index) => {
    const call = t.calls[p.call];
    return call ? [{ kind: 'probe' as const, index, tool: call.tool, turn: call.turn }] : [];
  });
  return [...calls, ...probes];
}

/** The senders a request is stamped with: one, or several parallel calls. */
export function sendersOf(all: Sender[], r: SpyRequest): Sender[] {
  const pick = (kind: Sender['kind'], ids: number[] = []) =>
    all.filter((s) => s.kind === kind && ids.includes(s.index));
  return [...pick('call', r.calls), ...pick('probe', r.probes)];
}

export const label = (s: Sender) => (s.kind === 'probe' ? `${s.tool} (repeated)` : s.tool);

/** What a request is to the promise at stake: it breaks it, keeps it, or cannot be told. */
export type Reading = 'breaks' | 'keeps' | 'unclear';

export interface Breach {
  request: string;
  by: Sender[];
}

/** The requests of `suspects` that break their promise; those that may (sent beside a call not
 * held to it, or unreadable) are unclear. */
export function breaches(
  t: Transcript,
  suspects: Sender[],
  read: (r: SpyRequest, by: Sender[]) => Reading,
  describe: (r: SpyRequest) => string = (r) => `${r.method} ${r.path}`,
): { broken: Breach[]; unclear: Breach[] } {
  const all = senders(t);
  const held = (s: Sender) => suspects.some((x) => x.kind === s.kind && x.index === s.index);
  const broken: Breach[] = [];
  const unclear: Breach[] = [];
  for (const r of t.requests) {
    const by = sendersOf(all, r);
    if (!by.some(held)) continue;
    const reading = read(r, by.filter(held));
    if (reading === 'keeps') continue;
    const entry = { request: describe(r), by };
    (reading === 'breaks' && by.every(held) ? broken : unclear).push(entry);
  }
  return { broken, unclear };
}

type Finding = Omit<CheckResult, 'check'>;

/** A promise check's result: failed on a breach the spy saw, unobserved where it could not see
 * or could not tell, passed only when it saw every request. */
export function finding(
  t: Transcript,
  { broken, unclear }: { broken: Breach[]; unclear: Breach[] },
  says: { broken: (b: Breach) => string; kept: string; expected: string },
): Finding {
  if (broken.length)
    return {
      passed: false,
      reason: broken.map(says.broken).join('; '),
      expected: says.expected,
      actual: broken.map((b) => b.request),
    };
  if (t.unobservable) return { ...unobserved(t.unobservable), expected: says.expected };
  if (unclear.length) {
    const which = unclear
      .map((u) => `${u.request} (sent while ${u.by.map(label).join(' and ')} ran)`)
      .join(', ');
    return {
      ...unobserved(`cannot tell which call sent ${which}, or what it did`),
      expected: says.expected,
      actual: unclear.map((u) => u.request),
    };
  }
  return { passed: true, reason: says.kept, expected: says.expected, actual: [] };
}

export const names = (by: Sender[]) => [...new Set(by.map(label))].join(' or ');
