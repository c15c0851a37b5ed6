import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  lockOut
} from "./chunk-PKQAJ23J.js";
import {
  duration
} from "./chunk-4OTTE3WK.js";
import {
  Servers,
  prepare
} from "./chunk-6EC5OARZ.js";
import {
  shownOut
} from "./chunk-MLX5FODY.js";
import {
  cancelOf
} from "./chunk-ERGPNCFG.js";
import {
  chooseFormats
} from "./chunk-XW4BJUC5.js";

// src/run/evaluate.ts
import path from "node:path";
async function evaluate(opts) {
  const started = /* @__PURE__ */ new Date();
  chooseFormats(opts.formats);
  const read = (b) => import("./load-TWYQOFYB.js").then((m) => m.loadReport(b.path, opts.cwd, "baseline"));
  const given = opts.baseline;
  const reading = given && read(given);
  reading?.catch(() => void 0);
  let running;
  const load = () => running ??= import("./execute-4B3P7AJO.js");
  let early;
  const startEarly = async (target, concurrency) => {
    if (opts.cancel?.signal.aborted) return;
    early = new Servers(target, concurrency, opts.log, cancelOf(opts.cancel));
    early.tools(void 0).catch(() => void 0);
    await new Promise((resolve) => setImmediate(resolve));
    load().catch(() => void 0);
  };
  let plan;
  let execute;
  let lock;
  try {
    plan = await prepare(opts, false, startEarly);
    ({ execute } = await load());
    lock = lockOut(
      path.resolve(opts.cwd, opts.out),
      shownOut(opts),
      "mcp-eval run",
      (line) => opts.log.warn(line)
    );
  } catch (err) {
    await early?.stop();
    throw err;
  }
  try {
    return await execute(opts, plan, {
      started,
      early,
      given,
      reading: reading || void 0,
      read
    });
  } finally {
    lock.release();
  }
}

// src/model/progress.ts
function progressLine(row, done, total) {
  const run = row.repetition > 0 ? ` · run ${row.repetition + 1}` : "";
  return `[${done}/${total}] ${row.status} ${row.scenario} · ${row.provider} · ${duration(row.latencyMs)}${run}`;
}

// src/commands/progress.ts
var CLEAR = "\r\x1B[2K";
function reporter(stream, now = Date.now) {
  return stream.isTTY ? live(stream, now) : lines(stream);
}
function lines(stream) {
  return {
    row: (row, done, total) => void stream.write(`${progressLine(row, done, total)}
`),
    logger: (inner) => inner,
    end: () => {
    }
  };
}
function live(stream, now) {
  let started = 0;
  let total = 0;
  let done = 0;
  let running = false;
  let shown = false;
  const counts = { pass: 0, fail: 0, other: 0 };
  const control = (sequence) => stream.control ? stream.control(sequence) : stream.write(sequence);
  const clear = () => {
    if (shown) control(CLEAR);
    shown = false;
  };
  const draw = () => {
    const parts = [`${done}/${total}`, `✓ ${counts.pass} ✗ ${counts.fail}`];
    if (counts.other) parts.push(`${counts.other} other`);
    if (done > 0 && done < total)
      parts.push(`ETA ${duration2((now() - started) / done * (total - done))}`);
    const text = parts.join(" · ");
    const width = lineWidth(stream.columns);
    control(CLEAR);
    stream.write(text.length > width ? `${text.slice(0, width - 1)}…` : text);
    shown = true;
  };
  const around = (log) => (m) => {
    clear();
    log(m);
    if (running) draw();
  };
  return {
    start: (plan) => {
      started = now();
      total = plan.total;
      running = true;
      draw();
    },
    row: (row, n, of) => {
      done = n;
      total = of;
      counts[row.status === "pass" ? "pass" : row.status === "fail" ? "fail" : "other"] += 1;
      if (running) draw();
    },
    // The rest (`secrets`) passes through: the values the config names are redacted on a
    // terminal too.
    logger: (inner) => ({
      ...inner,
      info: around(inner.info),
      notice: around(inner.notice),
      warn: around(inner.warn)
    }),
    end: () => {
      running = false;
      clear();
    }
  };
}
function lineWidth(columns) {
  const known = columns !== void 0 && Number.isFinite(columns) && columns > 0;
  return Math.max(1, (known ? Math.floor(columns) : 80) - 1);
}
function duration2(ms) {
  const s = Math.max(0, Math.round(ms / 1e3));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor(s % 3600 / 60)).padStart(2, "0")} min`;
}

export {
  evaluate,
  reporter
};
