// Placeholders in the server's config (command, args, env, url, cwd, headers): `${spy.url}` and
// `${spy.port}` (the spy backend), `${env:NAME}` (the caller's environment). Nothing else.
// Scenario text uses `{NAME}` instead (corpus/placeholders.ts); a shell's `${NAME}` never
// reaches here because hooks are not server fields.

/** Every `${...}` in a string; the name is what is between the braces. */
export const SERVER_PLACEHOLDER = /\$\{([^}]*)\}/g;
const ENV = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;

export type ServerPlaceholder =
  { kind: 'spy.url' } | { kind: 'spy.port' } | { kind: 'env'; name: string };

/** What `${inner}` stands for, or undefined when it is not a known placeholder. */
export function parsePlaceholder(inner: string): ServerPlaceholder | undefined {
  if (inner === 'spy.url' || inner === 'spy.port') return { kind: inner };
  const env = ENV.exec(inner);
  return env ? { kind: 'env', name: env[1] } : undefined;
}

export interface PlaceholderValues {
  spyUrl: string;
  env: NodeJS.ProcessEnv;
}

/** Fills the known placeholders of `text`; an unknown one, or an unset variable, throws with
 * the placeholder as written (the config was validated before, so this is a backstop). */
export function fillServerText(text: string, values: PlaceholderValues): string {
  return text.replace(SERVER_PLACEHOLDER, (whole, inner: string) => {
    const p = parsePlaceholder(inner);
    if (!p) throw new Error(`unknown placeholder ${whole}`);
    if (p.kind === 'spy.url') return values.spyUrl;
    if (p.kind === 'spy.port') return new URL(values.spyUrl).port;
    const value = values.env[p.name];
    if (value === undefined) throw new Error(`${whole}: ${p.name} is not set in the environment`);
    return value;
  });
}
