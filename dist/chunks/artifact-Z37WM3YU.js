import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  DefaultArtifactClient
} from "./chunk-6TGHX2UK.js";
import "./chunk-MZHR2JMQ.js";
import "./chunk-O2LC7LAO.js";
import "./chunk-NQ2USIFT.js";
import "./chunk-SPVI6TQK.js";
import "./chunk-ZJRSATHC.js";
import "./chunk-NP5FRT7N.js";
import "./chunk-JZ4XGLPB.js";

// src/github/artifact.ts
import { readdirSync } from "node:fs";
import path from "node:path";
async function uploadReportArtifact(options) {
  try {
    if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
      throw new Error("ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are not set (not on a runner?)");
    }
    const root = path.resolve(options.directory);
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
    const { id } = await new DefaultArtifactClient().uploadArtifact(options.name, files, root);
    options.log.info(`Uploaded artifact ${options.name} (id ${id}, ${files.length} files).`);
    return id;
  } catch (error) {
    options.log.warn(
      `Could not upload the artifact ${options.name}: ${error instanceof Error ? error.message : String(error)}`
    );
    return void 0;
  }
}
export {
  uploadReportArtifact
};
