// The elicitation checks, made whenever a server elicited (docs/client-features.md):
// elicitation:no_secrets — "Servers MUST NOT use form mode elicitation to request sensitive
//   information such as passwords, API keys, access tokens, or payment credentials" (MCP spec):
//   a form field that looks like one (by name, title, description or `format: password`) fails.
// elicitation:respects_decline — after the user declined or cancelled, nothing may mutate for
//   that action: the call that asked sends no mutating request after the answer, and no later
//   call of that turn goes to a tool not annotated read-only (unless it asks the user again).
import type { Elicitation, Transcript } from '../../model/transcript.js';
import type { CheckResult } from '../../model/verdict.js';
import type { Check } from '../check.js';
import { breaches, finding, names, senders } from '../attribution.js';
import { mutation } from '../mutation.js';
import { hinted } from './annotations.js';

/** Words of a secret or credential; the text is split into words first (camelCase, snake_case,
 * kebab-case). Not "tokens" (a count), not a lone "key" in prose (a primary key). */
const SECRET =
  /\b(pass ?words?|passwd|pass ?phrases?|pass ?codes?|pwd|secrets?|token|credentials?|api ?keys?|access ?keys?|private ?keys?|secret ?keys?|ssh ?keys?|signing ?keys?|auth ?keys?|otp|one ?time (?:password|code)|mfa code|2fa code|cvv|cvc|card ?number|credit ?card)\b/;
/** A field named just this is a secret too. */
const SECRET_NAME = /^(key|pin)$/;

const words = (text: string) =>
  text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-./:]+/g, ' ')
    .toLowerCase();

/** Why a form field looks like a secret, or undefined. */
export function secretField(name: string, field: unknown): string | undefined {
  const f = (field && typeof field === 'object' ? field : {}) as Record<string, unknown>;
  if (f.format === 'password') return 'format: password';
  if (SECRET.test(words(name)) || SECRET_NAME.test(words(name).trim())) return 'its name';
  for (const key of ['title', 'description'] as const) {
    const text = f[key];
    if (typeof text === 'string' && SECRET.test(words(text))) return `its ${key} "${text}"`;
  }
  return undefined;
}

const EXPECTED_SECRETS = 'form-mode elicitation asks for no password, token, key or other secret';

/** Where an exchange happened, for a reason. */
const where = (t: Transcript, e: Elicitation) => {
  const call = e.call !== undefined ? t.calls[e.call] : undefined;
  return `in turn ${e.turn + 1}${call ? ` (during ${call.tool})` : ''}`;
};

export const noSecrets: Check = (_scenario, t) => {
  const forms = (t.elicitations ?? []).filter((e) => e.mode === 'form');
  if (!forms.length) return [];
  const found = forms.flatMap((e) => {
    const schema = e.requestedSchema as { properties?: Record<string, unknown> } | undefined;
    return Object.entries(schema?.properties ?? {}).flatMap(([name, field]) => {
      const why = secretField(name, field);
      return why ? [{ e, name, why }] : [];
    });
  });
  const result: CheckResult = found.length
    ? {
        check: 'elicitation:no_secrets',
        passed: false,
        reason: found
          .map((f) => `a form ${where(t, f.e)} asks for \`${f.name}\` (a secret by ${f.why})`)
          .concat('secrets go through URL mode, never a form (MCP spec)')
          .join('; '),
        expected: EXPECTED_SECRETS,
        actual: found.map((f) => f.name),
      }
    : {
        check: 'elicitation:no_secrets',
        passed: true,
        reason: `${forms.length} form(s) asked for no secret-looking field`,
        expected: EXPECTED_SECRETS,
        actual: [],
      };
  return [result];
};

const EXPECTED_DECLINE =
  'after a declined or cancelled elicitation, no mutating request from the call that asked and no later call to a tool not annotated read-only in that turn';

export const respectsDecline: Check = (scenario, t) => {
  const declines = (t.elicitations ?? []).filter((e) => e.action !== 'accept');
  if (!declines.length) return [];
  // The call that asked, and when it was answered no (the first time).
  const answeredNo = new Map<number, number>();
  for (const e of declines)
    if (e.call !== undefined)
      answeredNo.set(e.call, Math.min(e.at, answeredNo.get(e.call) ?? e.at));
  const asked = new Set(
    (t.elicitations ?? []).flatMap((e) => (e.call !== undefined ? [e.call] : [])),
  );
  // Later calls of the turn that may change something and did not ask the user again.
  const after = declines.flatMap((d) =>
    t.calls.flatMap((c, i) =>
      i >= d.callsBefore &&
      c.turn === d.turn &&
      !c.notRun &&
      !c.malformed &&
      !c.rejected &&
      !asked.has(i) &&
      !hinted(t, c.tool, 'readOnlyHint', true)
        ? [{ d, c, i }]
        : [],
    ),
  );
  const said = (d: Elicitation) =>
    `the user ${d.action === 'cancel' ? 'cancelled' : 'declined'} ${where(t, d)}`;
  if (after.length) {
    const first = new Map(after.map((a) => [a.i, a]));
    return [
      {
        check: 'elicitation:respects_decline',
        passed: false,
        reason: [...first.values()]
          .map((a) => `${a.c.tool} (not read-only) was called after ${said(a.d)}`)
          .join('; '),
        expected: EXPECTED_DECLINE,
        actual: [...first.values()].map((a) => a.c.tool),
      },
    ];
  }
  const suspects = senders(t).filter((s) => s.kind === 'call' && answeredNo.has(s.index));
  const reads = scenario.reads ?? [];
  const found = breaches(
    t,
    suspects,
    (r, by) => {
      const since = Math.min(...by.map((s) => answeredNo.get(s.index) ?? Infinity));
      return r.at >= since && mutation(r, reads) ? 'breaks' : 'keeps';
    },
    (r) => mutation(r, reads) ?? `${r.method} ${r.path}`,
  );
  return [
    {
      check: 'elicitation:respects_decline',
      ...finding(t, found, {
        broken: (b) => `${names(b.by)} sent ${b.request} after the user said no to its elicitation`,
        kept: `nothing mutated after ${declines.map(said).join(', ')}`,
        expected: EXPECTED_DECLINE,
      }),
    },
  ];
};
