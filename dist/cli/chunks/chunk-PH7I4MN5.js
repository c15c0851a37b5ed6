import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  toolAnnotationsSchema
} from "./chunk-6CESUXID.js";

// src/corpus/definition.ts
import { createHash } from "node:crypto";
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
var hash = (value) => createHash("sha256").update(canonical(value)).digest("hex").slice(0, 16);
var definitionHash = (s) => hash({
  mode: s.mode,
  turns: s.turns,
  gates: s.gates,
  server: s.server,
  spy: s.spy,
  elicit: s.elicit,
  // What the server's sampling requests are answered with is part of what is asked.
  sampling: s.sampling
});
var toolRecord = (t) => ({
  name: t.name,
  ...t.title !== void 0 ? { title: t.title } : {},
  ...t.description !== void 0 ? { description: t.description } : {},
  schemaHash: hash(t.inputSchema),
  ...t.outputSchema ? { outputSchemaHash: hash(t.outputSchema) } : {},
  annotations: wellTyped(t.annotations),
  ...t.icons ? { icons: t.icons.map(iconRecord) } : {},
  ...t.execution ? { execution: t.execution } : {}
});
function wellTyped(annotations) {
  const shape = toolAnnotationsSchema.shape;
  return Object.fromEntries(
    Object.entries(annotations ?? {}).filter(([k, v]) => shape[k]?.safeParse(v).success ?? true)
  );
}
function iconRecord(icon) {
  const src = icon.src;
  if (typeof src !== "string" || !src.startsWith("data:")) return icon;
  const comma = src.indexOf(",");
  return {
    ...icon,
    src: `${comma < 0 ? src.slice(0, 40) : src.slice(0, comma + 1)}…`,
    srcHash: hash(src)
  };
}

export {
  canonical,
  definitionHash,
  toolRecord
};
