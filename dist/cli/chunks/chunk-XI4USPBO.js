import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  row
} from "./chunk-J6NDEGCQ.js";
import {
  emptyTranscript
} from "./chunk-6CESUXID.js";

// src/run/cancel.ts
import { setMaxListeners } from "node:events";
var GRACE_SECONDS = 10;
var ACTION_GRACE_SECONDS = 3;
function cancelOf(request) {
  return request && AbortSignal.any([request.signal, ...request.now ? [request.now] : []]);
}
function orCancel(work, signal) {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve(void 0);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(void 0);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
function stopOf(request, graceSeconds = GRACE_SECONDS) {
  const running = new AbortController();
  setMaxListeners(0, running.signal);
  let at;
  let cut = false;
  let timer;
  const first = cancelOf(request);
  const starting = first ?? new AbortController().signal;
  setMaxListeners(0, starting);
  const why = () => {
    for (const s of [request?.signal, request?.now])
      if (s?.aborted) return String(s.reason ?? "cancel");
    return void 0;
  };
  const onCancel = () => {
    if (at) return;
    at = (/* @__PURE__ */ new Date()).toISOString();
    timer = setTimeout(() => running.abort(why()), graceSeconds * 1e3);
  };
  const onNow = () => {
    if (!at) onCancel();
    cut = true;
    clearTimeout(timer);
    running.abort(why());
  };
  if (first?.aborted) onCancel();
  else first?.addEventListener("abort", onCancel, { once: true });
  if (request?.now?.aborted) onNow();
  else request?.now?.addEventListener("abort", onNow, { once: true });
  return {
    starting,
    running: running.signal,
    why,
    at: () => at,
    runningReason: () => `cancelled by ${why()}: still running when ${cut ? "a second signal ended the grace period" : `the ${graceSeconds} s grace period ended`}`,
    dispose: () => {
      clearTimeout(timer);
      first?.removeEventListener("abort", onCancel);
      request?.now?.removeEventListener("abort", onNow);
    }
  };
}
function notStarted(job, stop) {
  return row(
    job,
    emptyTranscript(),
    [],
    { status: "cancelled", reason: `not started: cancelled by ${stop.why()}` },
    0
  );
}
function cancelNotice(stop, rows) {
  const signal = stop.why();
  if (!signal) return void 0;
  const at = stop.at() ?? (/* @__PURE__ */ new Date()).toISOString();
  const cancelled = rows.filter((r) => r.status === "cancelled").length;
  return {
    notice: `Cancelled by ${signal} at ${at}: a partial report, ${rows.length - cancelled} of ${rows.length} run(s) finished, ${cancelled} cancelled.`,
    field: { signal, at }
  };
}
var SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
var NUMBERS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
var ignore = () => void 0;
function watchSignals(onSignal) {
  const first = new AbortController();
  const now = new AbortController();
  let received;
  const handle = (signal) => {
    if (signal === "SIGHUP") {
      for (const out of [process.stdout, process.stderr])
        if (!out.listeners("error").includes(ignore)) out.on("error", ignore);
    }
    const isFirst = !received;
    if (isFirst) {
      received = signal;
      first.abort(signal);
    } else now.abort(received);
    onSignal?.(signal, isFirst);
  };
  for (const s of SIGNALS) process.on(s, handle);
  return {
    request: { signal: first.signal, now: now.signal },
    received: () => received,
    exitCode: () => received ? 128 + NUMBERS[received] : void 0,
    dispose: () => {
      for (const s of SIGNALS) process.off(s, handle);
    }
  };
}

export {
  GRACE_SECONDS,
  ACTION_GRACE_SECONDS,
  cancelOf,
  orCancel,
  stopOf,
  notStarted,
  cancelNotice,
  watchSignals
};
