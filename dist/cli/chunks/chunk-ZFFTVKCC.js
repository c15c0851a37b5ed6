import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  configSchema,
  formatPath,
  fromTieredThresholds,
  isProblem,
  parseSource,
  printable,
  readSource,
  thresholdsSchema,
  zodProblems
} from "./chunk-AUIYWPLO.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";

// src/corpus/config.ts
import path from "node:path";

// src/model/placeholders.ts
var SERVER_PLACEHOLDER = /\$\{([^}]*)\}/g;
var ENV = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;
function parsePlaceholder(inner) {
  if (inner === "spy.url" || inner === "spy.port") return { kind: inner };
  const env = ENV.exec(inner);
  return env ? { kind: "env", name: env[1] } : void 0;
}
function fillServerText(text, values) {
  return text.replace(SERVER_PLACEHOLDER, (whole, inner) => {
    const p = parsePlaceholder(inner);
    if (!p) throw new Error(`unknown placeholder ${whole}`);
    if (p.kind === "spy.url") return values.spyUrl;
    if (p.kind === "spy.port") return new URL(values.spyUrl).port;
    const value = values.env[p.name];
    if (value === void 0) throw new Error(`${whole}: ${p.name} is not set in the environment`);
    return value;
  });
}

// src/corpus/config.ts
async function loadConfig(file, cwd) {
  const { config, problems, unreadable } = await readConfig(file, cwd);
  if (unreadable) throw new SetupError(`Cannot load the config ${file}`, problems);
  if (problems.length) throw new SetupError(`The config ${file} is not valid`, problems);
  return config;
}
async function readConfig(file, cwd) {
  if (!file) return { config: { dir: cwd }, problems: [] };
  const full = path.resolve(cwd, file);
  const source = await readSource(full, path.relative(cwd, full) || file);
  if (isProblem(source))
    return {
      config: { dir: path.dirname(full), file: full },
      problems: [source],
      unreadable: true
    };
  const data = source.data ?? {};
  let parsed = configSchema.safeParse(data);
  const problems = parsed.success ? [] : zodProblems(parsed.error, source);
  if (!parsed.success && data && typeof data === "object" && !Array.isArray(data)) {
    const bad = new Set(
      parsed.error.issues.flatMap(
        (i) => i.path.length ? [i.path[0]] : i.code === "unrecognized_keys" ? i.keys : []
      )
    );
    const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !bad.has(k)));
    parsed = configSchema.safeParse(rest);
  }
  const ok = parsed.success ? parsed.data : {};
  problems.push(...servers(ok).flatMap(([at, server]) => placeholderProblems(server, source, at)));
  return {
    config: {
      ...ok,
      file: full,
      dir: path.dirname(full),
      locate: (at, text) => where(source, at, text)
    },
    problems
  };
}
function envPlaceholders(config) {
  const strings = servers(config).flatMap(([at, server]) => serverStrings(server, at));
  return strings.flatMap(
    ([at, text]) => [...text.matchAll(SERVER_PLACEHOLDER)].flatMap((m) => {
      const p = parsePlaceholder(m[1]);
      return p?.kind === "env" ? [{ name: p.name, at, written: m[0] }] : [];
    })
  );
}
function missingEnv(config, env) {
  return envPlaceholders(config).filter((p) => env[p.name] === void 0).map((p) => ({
    ...config.locate?.(p.at, p.written) ?? { file: config.file ?? "config" },
    field: formatPath(p.at),
    message: printable(`${p.written}: the environment variable ${p.name} is not set`)
  }));
}
function passedValues(config, env) {
  return envPlaceholders(config).flatMap((p) => env[p.name] ?? []);
}
var CREDENTIAL_HEADER = /auth|key|token|secret|cookie|session|password|credential/i;
function headerValues(config) {
  const headers = servers(config).flatMap(([, server]) => Object.entries(server?.headers ?? {}));
  return headers.flatMap(([name, value]) => {
    if (!CREDENTIAL_HEADER.test(name) || value.includes("${")) return [];
    const bare = /^\s*\w+\s+(\S+)\s*$/.exec(value)?.[1];
    return bare ? [value, bare] : [value];
  });
}
function servers(config) {
  return [
    [["server"], config.server],
    [["ab", "base"], config.ab?.base],
    [["ab", "head"], config.ab?.head]
  ];
}
function serverStrings(server, at = ["server"]) {
  if (!server) return [];
  const out = [];
  const one = (key, v) => v !== void 0 && out.push([[...at, key], v]);
  const map = (key, o) => Object.entries(o ?? {}).forEach(([k, v]) => out.push([[...at, key, k], v]));
  one("command", server.command);
  server.args?.forEach((v, i) => out.push([[...at, "args", i], v]));
  map("env", server.env);
  one("url", server.url);
  one("cwd", server.cwd);
  map("headers", server.headers);
  return out;
}
function placeholderProblems(server, source, at) {
  return serverStrings(server, at).flatMap(
    ([at2, text]) => [...text.matchAll(SERVER_PLACEHOLDER)].filter((m) => !parsePlaceholder(m[1])).map((m) => ({
      ...where(source, at2, m[0]),
      field: formatPath(at2),
      message: printable(
        `unknown placeholder ${m[0]}: use \${spy.url}, \${spy.port} or \${env:NAME}`
      )
    }))
  );
}
function where(source, at, text) {
  const pos = source.posOf(at);
  const col = source.text?.split("\n")[pos.line - 1]?.indexOf(text) ?? -1;
  return { file: source.file, line: pos.line, column: col >= 0 ? col + 1 : pos.column };
}
async function parseThresholds(text, cwd) {
  const trimmed = text.trim();
  const looksInline = /^[{]|:/.test(trimmed);
  const source = looksInline ? parseSource(trimmed, "thresholds") : await readSource(path.resolve(cwd, trimmed), trimmed);
  if (isProblem(source)) throw new SetupError("Cannot read thresholds", [source]);
  const parsed = thresholdsSchema.safeParse(fromTieredThresholds(source.data));
  if (!parsed.success) {
    const problems = zodProblems(parsed.error, source);
    throw new SetupError("The thresholds are not valid", problems);
  }
  return parsed.data;
}

export {
  SERVER_PLACEHOLDER,
  parsePlaceholder,
  fillServerText,
  loadConfig,
  readConfig,
  missingEnv,
  passedValues,
  headerValues,
  serverStrings,
  parseThresholds
};
