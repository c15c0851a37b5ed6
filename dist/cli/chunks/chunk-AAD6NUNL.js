import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  isProblem,
  readSource,
  scriptSchema,
  zodProblems
} from "./chunk-AUIYWPLO.js";
import {
  SetupError
} from "./chunk-G25U54P6.js";

// src/corpus/scripted.ts
import path from "node:path";
async function loadScript(file, dir, cwd) {
  const full = path.resolve(dir, file);
  const shown = path.relative(cwd, full) || full;
  const source = await readSource(full, shown);
  if (isProblem(source))
    throw new SetupError(`Cannot load the scripted behaviours ${shown}`, [source]);
  const parsed = scriptSchema.safeParse(source.data);
  if (!parsed.success)
    throw new SetupError(
      `The scripted behaviours ${shown} are not valid`,
      zodProblems(parsed.error, source)
    );
  return parsed.data;
}

export {
  loadScript
};
