import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  canonical,
  definitionHash
} from "./chunk-PH7I4MN5.js";

// src/corpus/shard.ts
import { createHash } from "node:crypto";
function parseShard(text) {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new Error(`expected i/n (e.g. 2/3), got "${text}"`);
  const [index, count] = [Number(m[1]), Number(m[2])];
  if (count < 1) throw new Error(`the shard count must be at least 1, got "${text}"`);
  if (index < 1 || index > count) {
    throw new Error(`the shard index must be between 1 and ${count}, got "${text}"`);
  }
  return { index, count };
}
function shardOf(id, count) {
  const h = createHash("sha256").update(id).digest();
  return h.readUInt32BE(0) % count + 1;
}
function sliceScenarios(scenarios, shard) {
  return scenarios.filter((s) => shardOf(s.id, shard.count) === shard.index);
}
function selectionHash(scenarios) {
  const parts = scenarios.map((s) => `${s.id}	${definitionHash(s)}	${s.repeat}`).sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  return createHash("sha256").update(canonical(parts)).digest("hex").slice(0, 16);
}
function shardNotice(shard, ran, selected) {
  return `Shard ${shard.index}/${shard.count}: ${ran} of the ${selected} selected scenario(s); \`mcp-eval merge\` joins the shards into one report`;
}
var SHARD_NOTICE = /^Shard \d+\/\d+: \d+ of the \d+ selected scenario\(s\)/;

export {
  parseShard,
  sliceScenarios,
  selectionHash,
  shardNotice,
  SHARD_NOTICE
};
