import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  ListRootsRequestSchema
} from "./chunk-HFEMLQCX.js";
import "./chunk-A2KQDUST.js";
import "./chunk-JZ4XGLPB.js";

// src/mcp/roots.ts
function answerRoots(client, roots) {
  client.setRequestHandler(ListRootsRequestSchema, () => ({
    roots: roots.map((r) => ({ uri: r.uri, ...r.name !== void 0 ? { name: r.name } : {} }))
  }));
}
export {
  answerRoots
};
