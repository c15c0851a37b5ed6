import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  SetupError
} from "./chunk-OS4E2PKW.js";

// src/report/outputs/formats.ts
var FORMATS = [
  { format: "json", file: "report.json", byDefault: true },
  { format: "md", file: "report.md", byDefault: true },
  { format: "html", file: "report.html", byDefault: true },
  { format: "jsonl", file: "transcripts.jsonl", byDefault: true },
  { format: "junit", file: "report.junit.xml", byDefault: false }
];
var unknownFormats = (formats) => formats.filter((f) => !FORMATS.some((o) => o.format === f));
var knownFormats = () => FORMATS.map((o) => o.format).join(", ");
function chooseFormats(formats) {
  if (!formats?.length) return FORMATS.filter((f) => f.byDefault);
  const unknown = unknownFormats(formats);
  if (unknown.length) {
    throw new SetupError(
      `Unknown report format(s): ${unknown.join(", ")} (known: ${knownFormats()})`
    );
  }
  return FORMATS.filter((o) => o.format === "json" || formats.includes(o.format));
}

export {
  FORMATS,
  unknownFormats,
  knownFormats,
  chooseFormats
};
