import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  inlineRefs,
  propertyOf,
  requiredOf,
  resolve,
  typeOf
} from "./chunk-SRRGR2F5.js";
import "./chunk-I75637QR.js";
import {
  serverTools
} from "./chunk-3NWJBJY2.js";
import {
  loadCatalog,
  splitCommand
} from "./chunk-X37PB5QE.js";
import "./chunk-5SMTY4KM.js";
import {
  require_dist
} from "./chunk-7B75NLNL.js";
import "./chunk-QXBXGSQP.js";
import "./chunk-GCIQVIE6.js";
import {
  Option,
  say
} from "./chunk-76AO3HOH.js";
import "./chunk-MQLBZVH2.js";
import "./chunk-YB5F7MI3.js";
import "./chunk-OQERDROT.js";
import "./chunk-6OIHX55D.js";
import "./chunk-YP5OHWNK.js";
import "./chunk-JYPB3A3I.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";
import "./chunk-DPKFXG75.js";
import "./chunk-ZXOGZ666.js";
import {
  __toESM
} from "./chunk-JZ4XGLPB.js";

// src/commands/init.ts
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

// src/corpus/starter.ts
var import_yaml = __toESM(require_dist(), 1);
var INTEGER = "^-?[0-9]+$";
var NUMBER = "^-?[0-9]+(\\.[0-9]+)?$";
var MAX_DEPTH = 3;
function starterValue(s, depth = 0) {
  if (s?.const !== void 0) return { value: s.const, note: "fixed by the tool schema" };
  if (Array.isArray(s?.enum))
    return { value: { $oneOf: s.enum }, note: "keep the value the prompt asks for" };
  switch (typeOf(s)) {
    case "string":
      return {
        value: { $nonEmpty: true },
        note: "text: the value the prompt names"
      };
    case "integer":
      return {
        value: { $regex: INTEGER },
        note: "a whole number: the value the prompt names"
      };
    case "number":
      return {
        value: { $regex: NUMBER },
        note: "a number: the value the prompt names ($approx)"
      };
    case "boolean":
      return { value: { $oneOf: [true, false] }, note: "decide: true or false" };
    case "null":
      return { value: null, note: "null, as the tool schema says" };
    case "array":
      return {
        value: { $nonEmpty: true },
        note: "a list: the items the prompt implies"
      };
    case "object": {
      const required = requiredOf(s);
      if (required.length && depth < MAX_DEPTH) {
        return {
          value: Object.fromEntries(
            required.map((k) => [k, starterValue(propertyOf(s, k), depth + 1).value])
          ),
          note: "an object: its required fields"
        };
      }
      return { value: { $any: true }, note: "an object: the fields the prompt implies" };
    }
    default:
      return { value: { $any: true }, note: "any value: the one the prompt implies" };
  }
}
function idFor(tool, taken) {
  const base = tool.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "tool";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
function summary(t) {
  const line = (t.description ?? "").trim().split("\n")[0].trim();
  const room = Math.max(20, 90 - t.name.length);
  return line.length > room ? `${line.slice(0, room - 1)}…` : line;
}
function starterCorpus(tools, schemaLine) {
  const taken = /* @__PURE__ */ new Set();
  const plans = tools.map((t) => {
    const s = resolve(inlineRefs(t.inputSchema));
    const required = requiredOf(s).filter((k) => !k.startsWith("$"));
    const args = Object.fromEntries(required.map((k) => [k, starterValue(propertyOf(s, k))]));
    const others = Object.keys(s?.properties ?? {}).filter(
      (k) => !required.includes(k)
    );
    return { tool: t, id: idFor(t.name, taken), args, others };
  });
  const doc = new import_yaml.Document({
    defaults: { tags: ["starter"] },
    scenarios: plans.map((p) => ({
      id: p.id,
      // No braces: `{NAME}` in a prompt is a placeholder.
      prompt: `TODO: what a user would ask that needs ${p.tool.name}`,
      expect: {
        calls: [
          {
            tool: p.tool.name,
            ...Object.keys(p.args).length ? { args: Object.fromEntries(Object.entries(p.args).map(([k, a]) => [k, a.value])) } : {}
          }
        ]
      }
    }))
  });
  doc.commentBefore = [
    ...schemaLine ? [` yaml-language-server: $schema=${schemaLine}`] : [],
    ` A starter corpus written by \`mcp-eval init\`: one scenario per tool (${tools.length}).`,
    " For each: write the prompt as a user would ask, then tighten each matcher to the value that",
    " prompt implies: a value, or a matcher such as $regex, $contains, $approx, $unordered",
    " (docs/corpus.md). Args are a subset match: an argument left out is not checked.",
    " Check the file with `mcp-eval validate`."
  ].join("\n");
  const scenarios = doc.get("scenarios");
  plans.forEach((p, i) => {
    const item = scenarios.items[i];
    const about = summary(p.tool);
    const notes = [` ${p.tool.name}${about ? `: ${about}` : ""}`];
    const a = p.tool.annotations;
    if (a?.destructiveHint === true || a && a.readOnlyHint === false && !a.destructiveHint) {
      notes.push(
        ` ${a.destructiveHint ? "Destructive" : "Writes"}: decide whether the model should ask first`,
        " (then `expect: { clarification: true }`) or add gates (no_call, no_mutation)."
      );
    }
    item.commentBefore = notes.join("\n");
    const call = doc.getIn(["scenarios", i, "expect", "calls", 0]);
    const args = call.get("args");
    if ((0, import_yaml.isMap)(args)) {
      for (const pair of args.items) {
        const note = p.args[String(pair.key.value)]?.note;
        if ((0, import_yaml.isMap)(pair.value) || (0, import_yaml.isSeq)(pair.value)) pair.value.flow = true;
        if (pair.value && note) pair.value.comment = ` ${note}`;
      }
    }
    if (p.others.length) {
      const list = ` other arguments: ${p.others.join(", ")} (add those the prompt implies)`;
      if ((0, import_yaml.isMap)(args)) args.comment = list;
      else call.comment = list;
    }
  });
  return doc.toString({ lineWidth: 100, singleQuote: true });
}
function starterConfig(source, corpusGlob, schemaLine) {
  const doc = new import_yaml.Document({
    ...source,
    mode: "stub",
    corpus: [corpusGlob]
  });
  doc.commentBefore = [
    ...schemaLine ? [` yaml-language-server: $schema=${schemaLine}`] : [],
    " Written by `mcp-eval init`. Check: `mcp-eval validate`; run: `mcp-eval run --provider …`."
  ].join("\n");
  const root = doc.contents;
  for (const pair of root.items) {
    const key = String(pair.key.value);
    const node = pair.key;
    if (key === "server" && "server" in source && "command" in source.server) {
      pair.value.comment = " env: { API_URL: '${spy.url}' }  # point the server's API at the spy backend (spy.routes)";
    }
    if (key === "mode") {
      node.commentBefore = "catalog" in source ? " A catalog answers no call: stub mode only (each expected call may give its `stub`)." : [
        " stub: the spy answers every call (an expected call may give its `stub`); the server",
        " executes nothing. live: calls reach the server — choose it only where that harms",
        " nothing (a test instance, or its API pointed at the spy)."
      ].join("\n");
    }
  }
  root.comment = [
    " The models to run (or --provider). With none, one default model per provider key set in",
    " the environment (OPENAI_API_KEY, …), else `replay`, which plays the expected calls:",
    " providers: [openai:gpt-4.1-mini]",
    " thresholds: { overall: 0.85 }"
  ].join("\n");
  return doc.toString({ lineWidth: 100, singleQuote: true });
}

// src/commands/init.ts
function register(program, ctx) {
  program.command("init").description(
    "write mcp-eval.yaml and a starter corpus (one scenario per tool) from the server's tools"
  ).option("--server <command>", "command that starts the MCP server (stdio)").option("--url <url>", "streamable HTTP URL of the MCP server (loopback only)").option("--catalog <file>", "a saved tool list (`mcp-eval catalog`), instead of a server").addOption(new Option("--server-command <command>").hideHelp()).addOption(new Option("--server-url <url>").hideHelp()).option("-c, --config <file>", "the config file to write", "mcp-eval.yaml").option("--corpus <file>", "the starter corpus file to write", "corpus/tools.yaml").option(
    "--schema-base <url-or-folder>",
    "where the editor schema line points (default: this mcp-eval's schema/ folder)"
  ).action(async (given) => {
    const { io } = ctx;
    const { serverCommand, serverUrl, ...rest } = given;
    const flags = {
      ...rest,
      server: rest.server ?? serverCommand,
      url: rest.url ?? serverUrl
    };
    const sources = [serverCommand, serverUrl, rest.server, rest.url, rest.catalog].filter(
      (f) => f !== void 0
    );
    if (sources.length !== 1) {
      throw new SetupError(
        'init needs one of --server "<command> …", --url <url> or --catalog <file>'
      );
    }
    const config = path.resolve(io.cwd, flags.config);
    const corpus = path.resolve(io.cwd, flags.corpus);
    for (const file of [config, corpus]) {
      if (existsSync(file)) {
        throw new SetupError(
          `${path.relative(io.cwd, file) || file} already exists: init does not overwrite it (move it away, or name another file with --config / --corpus)`
        );
      }
    }
    const { source, tools } = await toolsOf(flags, path.dirname(config), io);
    if (!tools.length)
      throw new SetupError("The server lists no tools: there is nothing to start a corpus from");
    const base = flags.schemaBase ?? schemaFolder();
    const line = (file, schema) => base === void 0 ? void 0 : schemaRef(base, file, schema, io.cwd);
    const glob = posix(path.relative(path.dirname(config), corpus));
    await write(config, starterConfig(source, glob, line(config, "config.schema.json")));
    await write(corpus, starterCorpus(tools, line(corpus, "corpus.schema.json")));
    say(
      io,
      `Wrote ${path.relative(io.cwd, config)} and ${path.relative(io.cwd, corpus)} (${tools.length} scenario(s), one per tool): fill in the prompts marked TODO, then \`mcp-eval validate\``
    );
    if (base === void 0)
      io.stderr.write(
        "warning: no schema/ folder found beside mcp-eval: the files name no editor schema (--schema-base)\n"
      );
    else if (!/^https?:/.test(base) && path.relative(path.dirname(config), base).startsWith(".."))
      io.stderr.write(
        `notice: the editor schema lines point at ${base}, outside this folder: for files you commit, give --schema-base the URL of the schemas of the release you run (docs/scenarios.md: Editor support)
`
      );
  });
}
async function toolsOf(flags, configDir, io) {
  if (flags.catalog !== void 0) {
    const file = path.resolve(io.cwd, flags.catalog);
    const tools2 = (await loadCatalog(file)).tools;
    return { source: { catalog: posix(path.relative(configDir, file)) }, tools: tools2 };
  }
  if (flags.url !== void 0) {
    const tools2 = await serverTools({ url: flags.url }, io.cwd, [], io);
    return { source: { server: { url: flags.url } }, tools: tools2 };
  }
  const [command, ...args] = splitCommand(flags.server ?? "", "--server");
  if (!command) throw new SetupError("--server: the command is empty");
  const tools = await serverTools({ command, args }, io.cwd, [], io);
  const cwd = posix(path.relative(configDir, io.cwd));
  return { source: { server: { command, args, ...cwd ? { cwd } : {} } }, tools };
}
async function write(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text, { flag: "wx" });
}
var posix = (p) => p.split(path.sep).join("/");
function schemaRef(base, file, schema, cwd) {
  if (/^https?:\/\//.test(base)) return `${base.replace(/\/+$/, "")}/${schema}`;
  return posix(path.relative(path.dirname(file), path.resolve(cwd, base, schema)));
}
function schemaFolder() {
  const here = path.dirname(new URL(import.meta.url).pathname);
  for (const up of ["..", "../..", "../../.."]) {
    const folder = path.resolve(here, up, "schema");
    if (existsSync(path.join(folder, "corpus.schema.json"))) return folder;
  }
  return void 0;
}
export {
  register
};
