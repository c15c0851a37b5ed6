import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

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
var definitionHash = (s) => hash({ mode: s.mode, turns: s.turns, gates: s.gates, server: s.server, spy: s.spy });
var toolRecord = (t) => ({
  name: t.name,
  ...t.description !== void 0 ? { description: t.description } : {},
  schemaHash: hash(t.inputSchema)
});

export {
  canonical,
  definitionHash,
  toolRecord
};
