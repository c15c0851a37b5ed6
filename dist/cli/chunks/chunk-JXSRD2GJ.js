import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  redactRow,
  storedRedactions
} from "./chunk-J3A7KZBP.js";
import {
  chooseOutputs,
  renderMarkdown
} from "./chunk-OJYC5F5B.js";
import {
  Redactor,
  secretValues
} from "./chunk-2YOR6PKX.js";

// src/report/write.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";

// src/report/stream-file.ts
import { open } from "node:fs/promises";
var BUFFER = 1 << 20;
var SEARCHED = { redact: (text) => text, longest: 0 };
function* slices(text, size = BUFFER / 4) {
  for (let from = 0; from < text.length; ) {
    let to = Math.min(text.length, from + size);
    if (to < text.length && /[\uD800-\uDBFF]/.test(text[to - 1])) to--;
    yield text.slice(from, to);
    from = to;
  }
}
async function streamFile(file, pieces, plain) {
  const handle = await open(file, "w");
  const buffer = Buffer.allocUnsafe(BUFFER);
  let used = 0;
  const writeAll = async (bytes, length) => {
    for (let done = 0; done < length; ) {
      done += (await handle.write(bytes, done, length - done)).bytesWritten;
    }
  };
  const flush = async () => {
    await writeAll(buffer, used);
    used = 0;
  };
  const append = async (text) => {
    if (used + text.length * 3 > BUFFER) await flush();
    if (text.length * 3 <= BUFFER) used += buffer.write(text, used);
    else {
      const bytes = Buffer.from(text);
      await writeAll(bytes, bytes.length);
    }
  };
  try {
    const overlap = Math.max(0, plain.longest - 1);
    let held = "";
    for (const piece of pieces) {
      if (!overlap) {
        await append(piece);
        continue;
      }
      const text = plain.redact(held + piece);
      let cut = Math.max(0, text.length - overlap);
      if (cut && /[\uD800-\uDBFF]/.test(text[cut - 1])) cut--;
      held = text.slice(cut);
      await append(text.slice(0, cut));
    }
    await append(held);
    await flush();
  } finally {
    await handle.close();
  }
}

// src/report/write.ts
async function writeReport(report, out, env, secrets = [], formats) {
  const outputs = chooseOutputs(formats);
  const redactor = new Redactor(secretValues(env, secrets));
  const clean = { ...redactor.redactDeep({ ...report, results: [] }) };
  clean.results = report.results.map((r) => redactRow(redactor, r));
  clean.redactions = report.redactions + redactor.count + storedRedactions(report.results);
  await mkdir(out, { recursive: true });
  const files = {};
  const again = new Redactor(secretValues(env, secrets));
  const plain = { redact: (text) => again.redactPlain(text), longest: again.longestForm };
  const markdown = again.redactPlain(renderMarkdown(clean));
  for (const o of outputs) {
    files[o.format] = path.join(out, o.file);
    if (o.format === "md") await streamFile(files[o.format], slices(markdown), SEARCHED);
    else await streamFile(files[o.format], o.chunks(clean), plain);
  }
  return { report: clean, markdown, files };
}

export {
  writeReport
};
