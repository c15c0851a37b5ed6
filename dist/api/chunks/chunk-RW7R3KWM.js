import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  SCHEMA_VERSION,
  reportSchema
} from "./chunk-LGIS7HXD.js";
import {
  SetupError
} from "./chunk-BOFVVLHV.js";

// src/compare/load.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
async function loadReport(where, cwd = process.cwd(), what = "report") {
  const resolved = path.resolve(cwd, where);
  const info = await stat(resolved).catch(() => void 0);
  if (!info) throw new SetupError(`The ${what} ${where} does not exist`);
  const file = info.isDirectory() ? path.join(resolved, "report.json") : resolved;
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new SetupError(
      info.isDirectory() ? `The ${what} folder ${where} holds no report.json` : `Cannot read the ${what} ${where}`
    );
  }
  const shown = path.relative(cwd, file) || file;
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new SetupError(`The ${what} ${shown} is not JSON: ${err.message}`);
  }
  const version = data?.schemaVersion;
  if (version !== SCHEMA_VERSION) {
    throw new SetupError(
      `The ${what} ${shown} is not an mcp-eval report of schemaVersion ${SCHEMA_VERSION} (schemaVersion: ${JSON.stringify(version ?? null)})`
    );
  }
  const parsed = reportSchema.safeParse(data);
  if (!parsed.success) {
    throw new SetupError(
      `The ${what} ${shown} is not a valid mcp-eval report`,
      parsed.error.issues.slice(0, 10).map((i) => ({
        file: shown,
        field: i.path.map((p) => typeof p === "number" ? `[${p}]` : `.${String(p)}`).join("").replace(/^\./, ""),
        message: i.message
      }))
    );
  }
  return { report: data, file };
}

export {
  loadReport
};
