import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  PLACEHOLDER,
  deriveTier,
  loadConfiguredCorpus
} from "./chunk-RMCKQ3O2.js";
import "./chunk-GWR4CFGT.js";
import "./chunk-I75637QR.js";
import {
  IMPORTED_FORMATS,
  loadConfig,
  require_dist
} from "./chunk-7B75NLNL.js";
import "./chunk-GCIQVIE6.js";
import {
  DEFAULTS,
  Option,
  configFile,
  logger,
  say
} from "./chunk-76AO3HOH.js";
import "./chunk-MQLBZVH2.js";
import "./chunk-YB5F7MI3.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";
import "./chunk-ZXOGZ666.js";
import {
  __toESM
} from "./chunk-JZ4XGLPB.js";

// src/commands/import.ts
import { existsSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path2 from "node:path";
var import_yaml2 = __toESM(require_dist(), 1);

// src/corpus/to-native.ts
var import_yaml = __toESM(require_dist(), 1);
import path from "node:path";
function toNativeYaml(scenarios, opts) {
  const doc = new import_yaml.Document({ scenarios: scenarios.map((s) => toNative(s, opts)) });
  doc.commentBefore = ` Converted by \`mcp-eval import\` from ${opts.from} (${opts.format} format).`;
  return doc.toString({ lineWidth: 0 });
}
function toNative(s, opts) {
  const out = { id: s.id };
  if (s.description) out.description = s.description;
  if (s.category) out.category = s.category;
  if (s.tags.length) out.tags = s.tags;
  if (s.type) out.type = s.type;
  if (s.tier !== deriveTier(s.turns, s.gates)) out.tier = s.tier;
  if (s.mode !== opts.base.mode) out.mode = s.mode;
  if (s.timeout !== void 0 && s.timeout !== opts.base.timeout) out.timeout = s.timeout;
  if (s.hook_timeout !== void 0 && s.hook_timeout !== opts.base.hook_timeout)
    out.hook_timeout = s.hook_timeout;
  if (s.repeat !== opts.base.repeat) out.repeat = s.repeat;
  if (s.max_steps !== opts.base.max_steps) out.max_steps = s.max_steps;
  if (s.skip) out.skip = s.skip;
  if (s.known_failure) out.known_failure = s.known_failure;
  const hook = (script) => {
    if (path.resolve(s.dir) === path.resolve(opts.outDir)) return script;
    const rel = path.relative(opts.outDir, path.resolve(s.dir)) || ".";
    return `cd '${rel.replace(/'/g, `'\\''`)}'
${script}`;
  };
  if (s.before) out.before = hook(s.before);
  if (s.after) out.after = hook(s.after);
  if (s.turns.length === 1) {
    out.prompt = s.turns[0].user;
    out.expect = expectation(s.turns[0].expect);
  } else {
    out.turns = s.turns.map((t) => ({ user: t.user, expect: expectation(t.expect) }));
  }
  if (s.origin.format !== "casefile") {
    const { id: _id, ...rest } = out;
    const names = [...JSON.stringify(rest).matchAll(PLACEHOLDER)].map((m) => m[1]);
    if (names.length) out.vars = Object.fromEntries(names.map((n) => [n, `{${n}}`]));
  }
  return out;
}
function expectation(e) {
  const out = {};
  if (e.calls?.length) {
    out.calls = e.calls.map((c) => ({
      tool: c.tool,
      ...c.args ? { args: c.args } : {},
      ...c.stub !== void 0 ? { stub: c.stub } : {}
    }));
  }
  if (e.order !== "strict") out.order = e.order;
  if (e.extra_calls !== "allow") out.extra_calls = e.extra_calls;
  if (e.first_call_only) out.first_call_only = true;
  if (e.clarification !== void 0) {
    out.clarification = typeof e.clarification === "object" ? { asks_for: e.clarification.asks_for } : e.clarification;
  }
  if (e.answer) {
    out.answer = {
      includes: e.answer.includes,
      mode: e.answer.mode,
      ...e.answer.scope ? { scope: e.answer.scope } : {}
    };
  }
  return out;
}

// src/commands/import.ts
function register(program, ctx) {
  program.command("import <path>").description(
    `convert a corpus (${IMPORTED_FORMATS.join(", ")}; a file, folder or glob) to native YAML`
  ).requiredOption("-o, --out <dir>", "where the native corpus files go").addOption(
    new Option("--format <format>", "the source format (default: detected)").choices(
      IMPORTED_FORMATS
    )
  ).option(
    "-c, --config <file>",
    "config whose free_text_params apply (default: mcp-eval.yaml if present)"
  ).action(async (source, flags) => {
    const { io } = ctx;
    const { cwd } = io;
    const config = await loadConfig(configFile(flags.config, cwd), cwd);
    const corpus = await loadConfiguredCorpus(config, {
      cwd,
      env: io.env,
      corpus: [{ path: source, ...flags.format ? { format: flags.format } : {} }],
      keepPlaceholders: true
    });
    const log = logger(io);
    for (const n of corpus.notices) log.notice(n);
    const outDir = path2.resolve(cwd, flags.out);
    const root = path2.resolve(cwd, source);
    const rootDir = existsSync(root) ? statSync(root).isDirectory() ? root : path2.dirname(root) : staticPrefix(root);
    const byFile = /* @__PURE__ */ new Map();
    for (const s of corpus.scenarios) {
      if (s.origin.format === "native") continue;
      const file = byFile.get(s.origin.file);
      if (file) file.push(s);
      else byFile.set(s.origin.file, [s]);
    }
    if (byFile.size === 0 && !corpus.thresholds) {
      throw new SetupError(
        `Nothing to import from ${source}: no tiered, casefile or answer-fixture corpus found`
      );
    }
    const base = {
      mode: config.mode ?? DEFAULTS.mode,
      max_steps: config.max_steps ?? DEFAULTS.maxSteps,
      repeat: config.repeat ?? DEFAULTS.repeat,
      vars: {}
    };
    const written = [];
    for (const [file, scenarios] of byFile) {
      const target = path2.join(outDir, nativeName(path2.resolve(cwd, file), rootDir));
      await mkdir(path2.dirname(target), { recursive: true });
      const text = toNativeYaml(scenarios, {
        from: file,
        format: scenarios[0].origin.format,
        outDir: path2.dirname(target),
        base
      });
      await writeFile(target, text);
      written.push(
        `${path2.relative(cwd, target)} (${scenarios.length} scenario(s) from ${file})`
      );
    }
    if (corpus.thresholds) {
      const target = path2.join(outDir, "thresholds.yaml");
      const doc = new import_yaml2.Document(corpus.thresholds.thresholds);
      doc.commentBefore = ` Converted by \`mcp-eval import\` from ${corpus.thresholds.file}: used by a run of this folder unless the config or --thresholds sets thresholds.`;
      await mkdir(outDir, { recursive: true });
      await writeFile(target, doc.toString());
      written.push(`${path2.relative(cwd, target)} (thresholds from ${corpus.thresholds.file})`);
    }
    say(io, `Wrote ${written.length} file(s):
  ${written.join("\n  ")}`);
  });
}
function nativeName(file, rootDir) {
  if (path2.basename(file) === "test_case.yaml") {
    const folder = path2.dirname(file);
    const rel = path2.relative(rootDir, folder);
    return `${rel || path2.basename(folder)}.yaml`;
  }
  return path2.relative(rootDir, file).replace(/\.(ya?ml|json)$/, "") + ".yaml";
}
function staticPrefix(glob) {
  const parts = glob.split(path2.sep);
  const i = parts.findIndex((p) => /[*?[\]{}]/.test(p));
  return parts.slice(0, i < 0 ? -1 : i).join(path2.sep) || path2.sep;
}
export {
  register
};
