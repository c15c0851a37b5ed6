import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/version.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var cached;
async function version() {
  if (!cached) {
    const here = path.dirname(new URL(import.meta.url).pathname);
    for (const up of ["..", "../..", "../../.."]) {
      const text = await readFile(path.join(here, up, "package.json"), "utf8").catch(() => "");
      const v = text && JSON.parse(text);
      if (v && v.name === "mcp-eval-action" && v.version) return cached = v.version;
    }
    cached = "0.0.0";
  }
  return cached;
}

export {
  version
};
