// Reads mcp-eval.yaml (its schema is model/config.ts) and thresholds given as text.
import path from 'node:path';
import { SetupError, type Problem } from '../errors.js';
import {
  configSchema,
  thresholdsSchema,
  type Config,
  type ServerConfig,
  type Thresholds,
} from '../model/config.js';
import { fromTieredThresholds } from './formats/tiered-thresholds.js';
import { zodProblems } from './problems.js';
import {
  formatPath,
  isProblem,
  parseSource,
  printable,
  readSource,
  type Path,
  type Source,
} from './source.js';
import { parsePlaceholder, SERVER_PLACEHOLDER } from '../model/placeholders.js';

export async function loadConfig(file: string | undefined, cwd: string): Promise<Config> {
  const { config, problems, unreadable } = await readConfig(file, cwd);
  if (unreadable) throw new SetupError(`Cannot load the config ${file}`, problems);
  if (problems.length) throw new SetupError(`The config ${file} is not valid`, problems);
  return config;
}

/**
 * The config and its problems, without throwing (validate reports them beside the corpus's): a
 * top-level field that is not valid is left out, so that the rest (the corpus globs, the server)
 * can still be checked. A file that cannot be read or parsed gives no config at all.
 */
export async function readConfig(
  file: string | undefined,
  cwd: string,
): Promise<{ config: Config; problems: Problem[]; unreadable?: boolean }> {
  if (!file) return { config: { dir: cwd }, problems: [] };
  const full = path.resolve(cwd, file);
  const source = await readSource(full, path.relative(cwd, full) || file);
  if (isProblem(source))
    return {
      config: { dir: path.dirname(full), file: full },
      problems: [source],
      unreadable: true,
    };
  const data: unknown = source.data ?? {};
  let parsed = configSchema.safeParse(data);
  const problems = parsed.success ? [] : zodProblems(parsed.error, source);
  if (!parsed.success && data && typeof data === 'object' && !Array.isArray(data)) {
    // An unknown top-level key is an issue at the root that names it.
    const bad = new Set(
      parsed.error.issues.flatMap((i) =>
        i.path.length ? [i.path[0]] : i.code === 'unrecognized_keys' ? i.keys : [],
      ),
    );
    const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !bad.has(k)));
    parsed = configSchema.safeParse(rest);
  }
  const ok = parsed.success ? parsed.data : {};
  // Unknown placeholders: the servers' fields are kept, so that the tools can still be listed.
  problems.push(...servers(ok).flatMap(([at, server]) => placeholderProblems(server, source, at)));
  return {
    config: {
      ...ok,
      file: full,
      dir: path.dirname(full),
      locate: (at, text) => where(source, at, text),
    },
    problems,
  };
}

/** The `${env:NAME}` of the server's fields: each name, and where it is written. */
function envPlaceholders(config: Config): { name: string; at: Path; written: string }[] {
  const strings = servers(config).flatMap(([at, server]) => serverStrings(server, at));
  return strings.flatMap(([at, text]) =>
    [...text.matchAll(SERVER_PLACEHOLDER)].flatMap((m) => {
      const p = parsePlaceholder(m[1]);
      return p?.kind === 'env' ? [{ name: p.name, at, written: m[0] }] : [];
    }),
  );
}

/** `${env:NAME}` whose variable the run's environment does not set: a setup error each. */
export function missingEnv(config: Config, env: NodeJS.ProcessEnv): Problem[] {
  return envPlaceholders(config)
    .filter((p) => env[p.name] === undefined)
    .map((p) => ({
      ...(config.locate?.(p.at, p.written) ?? { file: config.file ?? 'config' }),
      field: formatPath(p.at),
      message: printable(`${p.written}: the environment variable ${p.name} is not set`),
    }));
}

/** The values passed to the server through `${env:NAME}`: secrets, redacted from every report. */
export function passedValues(config: Config, env: NodeJS.ProcessEnv): string[] {
  return envPlaceholders(config).flatMap((p) => env[p.name] ?? []);
}

// A header that carries a credential, by its name (`Authorization`, `X-API-Key`, `Cookie`, …).
const CREDENTIAL_HEADER = /auth|key|token|secret|cookie|session|password|credential/i;

/**
 * The credentials written into `server.headers` as they are (no placeholder: `${env:NAME}` is
 * passedValues'), whole and without their scheme (`Bearer `, `Basic `): secrets too.
 */
export function headerValues(config: Config): string[] {
  const headers = servers(config).flatMap(([, server]) => Object.entries(server?.headers ?? {}));
  return headers.flatMap(([name, value]) => {
    if (!CREDENTIAL_HEADER.test(name) || value.includes('${')) return [];
    const bare = /^\s*\w+\s+(\S+)\s*$/.exec(value)?.[1];
    return bare ? [value, bare] : [value];
  });
}

/** Every server of the config, where it is written: `server`, and an A/B's `ab.base`, `ab.head`. */
function servers(config: Pick<Config, 'server' | 'ab'>): [Path, ServerConfig | undefined][] {
  return [
    [['server'], config.server],
    [['ab', 'base'], config.ab?.base],
    [['ab', 'head'], config.ab?.head],
  ];
}

/** The server fields that may hold placeholders, each with its path in the config. */
export function serverStrings(
  server: ServerConfig | undefined,
  at: Path = ['server'],
): [Path, string][] {
  if (!server) return [];
  const out: [Path, string][] = [];
  const one = (key: string, v: string | undefined) =>
    v !== undefined && out.push([[...at, key], v]);
  const map = (key: string, o: Record<string, string> | undefined) =>
    Object.entries(o ?? {}).forEach(([k, v]) => out.push([[...at, key, k], v]));
  one('command', server.command);
  server.args?.forEach((v, i) => out.push([[...at, 'args', i], v]));
  map('env', server.env);
  one('url', server.url);
  one('cwd', server.cwd);
  map('headers', server.headers);
  return out;
}

/** Unknown `${...}` in the server's fields: only ${spy.url}, ${spy.port}, ${env:NAME} exist. */
function placeholderProblems(
  server: ServerConfig | undefined,
  source: Source,
  at: Path,
): Problem[] {
  return serverStrings(server, at).flatMap(([at, text]) =>
    [...text.matchAll(SERVER_PLACEHOLDER)]
      .filter((m) => !parsePlaceholder(m[1]))
      .map((m) => ({
        ...where(source, at, m[0]),
        field: formatPath(at),
        message: printable(
          `unknown placeholder ${m[0]}: use \${spy.url}, \${spy.port} or \${env:NAME}`,
        ),
      })),
  );
}

/** File, line and, when the text is on that line, the column where `text` was written. */
export function where(source: Source, at: Path, text: string): Omit<Problem, 'message'> {
  const pos = source.posOf(at);
  const col = source.text?.split('\n')[pos.line - 1]?.indexOf(text) ?? -1;
  return { file: source.file, line: pos.line, column: col >= 0 ? col + 1 : pos.column };
}

/** Parses thresholds given as text (action input / flag): YAML/JSON inline or a file path. */
export async function parseThresholds(text: string, cwd: string): Promise<Thresholds> {
  const trimmed = text.trim();
  const looksInline = /^[{]|:/.test(trimmed);
  const source = looksInline
    ? parseSource(trimmed, 'thresholds')
    : await readSource(path.resolve(cwd, trimmed), trimmed);
  if (isProblem(source)) throw new SetupError('Cannot read thresholds', [source]);
  // A tiered corpus's thresholds.yaml (default / per_model) is accepted as it is.
  const parsed = thresholdsSchema.safeParse(fromTieredThresholds(source.data));
  if (!parsed.success) {
    const problems: Problem[] = zodProblems(parsed.error, source);
    throw new SetupError('The thresholds are not valid', problems);
  }
  return parsed.data;
}
