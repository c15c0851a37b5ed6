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
} from "./chunk-DVVPL4KJ.js";
import {
  SetupError
} from "./chunk-XETKPLFK.js";

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
  if (!file) return { dir: cwd };
  const full = path.resolve(cwd, file);
  const source = await readSource(full, path.relative(cwd, full) || file);
  if (isProblem(source)) throw new SetupError(`Cannot load the config ${file}`, [source]);
  const parsed = configSchema.safeParse(source.data ?? {});
  if (!parsed.success) {
    throw new SetupError(`The config ${file} is not valid`, zodProblems(parsed.error, source));
  }
  const problems = placeholderProblems(parsed.data.server, source);
  if (problems.length) throw new SetupError(`The config ${file} is not valid`, problems);
  return {
    ...parsed.data,
    file: full,
    dir: path.dirname(full),
    locate: (at, text) => where(source, at, text)
  };
}
function envPlaceholders(config) {
  return serverStrings(config.server).flatMap(
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
  return Object.entries(config.server?.headers ?? {}).flatMap(([name, value]) => {
    if (!CREDENTIAL_HEADER.test(name) || value.includes("${")) return [];
    const bare = /^\s*\w+\s+(\S+)\s*$/.exec(value)?.[1];
    return bare ? [value, bare] : [value];
  });
}
function serverStrings(server) {
  if (!server) return [];
  const out = [];
  const one = (key, v) => v !== void 0 && out.push([["server", key], v]);
  const map = (key, o) => Object.entries(o ?? {}).forEach(([k, v]) => out.push([["server", key, k], v]));
  one("command", server.command);
  server.args?.forEach((v, i) => out.push([["server", "args", i], v]));
  map("env", server.env);
  one("url", server.url);
  one("cwd", server.cwd);
  map("headers", server.headers);
  return out;
}
function placeholderProblems(server, source) {
  return serverStrings(server).flatMap(
    ([at, text]) => [...text.matchAll(SERVER_PLACEHOLDER)].filter((m) => !parsePlaceholder(m[1])).map((m) => ({
      ...where(source, at, m[0]),
      field: formatPath(at),
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
  missingEnv,
  passedValues,
  headerValues,
  parseThresholds
};
