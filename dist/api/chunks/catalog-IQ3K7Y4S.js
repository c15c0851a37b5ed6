import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  toSpec
} from "./chunk-RJSD23B3.js";
import "./chunk-JYPB3A3I.js";
import {
  SetupError,
  errorMessage
} from "./chunk-BOFVVLHV.js";
import "./chunk-DPKFXG75.js";
import "./chunk-ZXOGZ666.js";
import "./chunk-JZ4XGLPB.js";

// src/mcp/catalog.ts
import { readFile } from "node:fs/promises";
async function loadCatalog(file) {
  let data;
  try {
    data = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new SetupError(`Cannot read the catalog ${file}: ${errorMessage(err)}`);
  }
  const list = Array.isArray(data) ? data : data?.tools;
  if (!Array.isArray(list) || list.some((t) => typeof t?.name !== "string")) {
    throw new SetupError(
      `${file}: a catalog is a JSON array of tools ({name, description, inputSchema}) or { "tools": [...] }`
    );
  }
  return {
    tools: list.map(toSpec),
    live: false,
    call: () => Promise.reject(new Error("no server behind this catalog: use mode: stub")),
    gone: () => void 0,
    close: async () => void 0
  };
}
export {
  loadCatalog
};
