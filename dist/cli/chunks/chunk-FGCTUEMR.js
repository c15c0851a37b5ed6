import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/model/defaults.ts
var DEFAULTS = {
  /** The config file read when none is named and the folder has one. */
  config: "mcp-eval.yaml",
  /** Where reports go (CLI --out) and the artifact's name (action). */
  out: "mcp-eval-report",
  concurrency: 4,
  /** Per scenario, seconds. */
  timeout: 120,
  /** Per before/after hook, seconds. */
  hookTimeout: 300,
  /** Tool rounds per turn. */
  maxSteps: 8,
  repeat: 1,
  mode: "live",
  order: "strict",
  extraCalls: "allow",
  answerMode: "strict",
  /** What the spy answers in stub mode to a call no expected step matches. */
  defaultStub: { ok: true },
  /** What a spy route answers when it names no status. */
  routeStatus: 200,
  /** Seconds for the server under test to answer `initialize`. */
  startupTimeout: 30,
  /** The longest tool result kept (`server.max_result_bytes`); a longer one is cut, with a note. */
  maxResultBytes: 1024 * 1024,
  /** Per model request, seconds. */
  providerTimeout: 120,
  /** Retries of a transient provider error. */
  retries: 3,
  /** Argument names compared only for presence (free text such as SQL). */
  freeTextParams: ["sql", "query"],
  /** The response cache (`cache: true`): its folder and size limit. */
  cacheDir: ".mcp-eval-cache",
  cacheMaxMb: 500,
  commentTag: "default",
  /** The action's baseline: the report of an earlier run of the same workflow (or none, a path). */
  baseline: "auto",
  /** The report files written when none are named (--format, the `formats` input): the
   * outputs of src/report/outputs/ marked byDefault, a test checks. junit is opt-in. */
  formats: ["json", "md", "html", "jsonl"]
};

// src/model/limits.ts
var LIMITS = {
  /**
   * Any timeout, in seconds: one day. Node's timers hold at most 2^31-1 ms (24.8 days) and fire
   * at once past it, so a larger value would time everything out; and a day is already longer
   * than any CI job (GitHub stops a hosted job after 6 hours).
   */
  seconds: 86400,
  /** Runs of each scenario per provider. */
  repeat: 1e3,
  /** Scenarios at once, each with its own server process. */
  concurrency: 256,
  /** Tool rounds per turn. */
  maxSteps: 1e3
};
function rangeText(integer, max) {
  return integer ? `a whole number from 1 to ${max}` : `a positive number of seconds, at most ${max} (one day)`;
}
var TOO_BIG = {
  seconds: `at most ${LIMITS.seconds} seconds (one day)`,
  repeat: `at most ${LIMITS.repeat} runs`,
  concurrency: `at most ${LIMITS.concurrency} at once`,
  maxSteps: `at most ${LIMITS.maxSteps} tool rounds`
};

export {
  DEFAULTS,
  LIMITS,
  rangeText,
  TOO_BIG
};
