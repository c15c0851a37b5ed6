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
  /** Seconds an after hook gets at least, when the scenario's time is (nearly) spent and no
   * `hook_timeout` is set: a teardown still runs after a timeout. */
  afterHookMin: 10,
  /** Tool rounds per turn. */
  maxSteps: 8,
  repeat: 1,
  mode: "live",
  order: "strict",
  extraCalls: "allow",
  answerMode: "strict",
  /** How tool calls are held to their declared annotations (`annotations`). */
  annotations: "gate",
  /** `confirm_destructive`: the tools that declare destructiveHint: true. */
  confirmDestructive: true,
  /** What the spy answers in stub mode to a call no expected step matches. */
  defaultStub: { ok: true },
  /** What a spy route answers when it names no status. */
  routeStatus: 200,
  /** Milliseconds a live scenario's spy log stays open after its last call returns. */
  settleMs: 250,
  /** Seconds for the server under test to answer `initialize`. */
  startupTimeout: 30,
  /** The longest tool result kept (`server.max_result_bytes`); a longer one is cut, with a note. */
  maxResultBytes: 1024 * 1024,
  /** Tool results past this many tokens are flagged on their row (`result_token_cap`): Claude
   * Code's default cap on an MCP tool's output (MAX_MCP_OUTPUT_TOKENS). */
  resultTokenCap: 25e3,
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
  baseline: "auto"
  // The report files written when none are named: REPORT_FORMATS' byDefault (report/outputs/).
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
  maxSteps: 1e3,
  /** The spy's settle window (`spy.settle_ms`): every live scenario may wait this long. */
  settleMs: 1e4,
  /** The judge's verdicts per grade (`judge.samples`, `--judge-samples`): each is a request. */
  judgeSamples: 9,
  /**
   * One corpus file, in MB (10^6 bytes), unless MCP_EVAL_CORPUS_MAX_MB says otherwise. Loading
   * keeps a file's text, its syntax and its scenarios at once: 10 MB (about 40,000 scenarios)
   * peak at about 320 MB of memory, 50 MB at 1.2 GB and nearly two minutes: peak RSS of
   * `mcp-eval validate` on bench/corpus.ts's mixed corpus of 41,300 and 207,000 scenarios (or
   * `MCP_EVAL_CORPUS_MAX_MB=60 BENCH_SIZES=41300,207000 tsx bench/corpus-load.ts`).
   */
  corpusFileMb: 10
};
var CORPUS_LIMIT_ENV = "MCP_EVAL_CORPUS_MAX_MB";
function rangeText(integer, max) {
  return integer ? `a whole number from 1 to ${max}` : `a positive number of seconds, at most ${max} (one day)`;
}
var TOO_BIG = {
  seconds: `at most ${LIMITS.seconds} seconds (one day)`,
  repeat: `at most ${LIMITS.repeat} runs`,
  concurrency: `at most ${LIMITS.concurrency} at once`,
  maxSteps: `at most ${LIMITS.maxSteps} tool rounds`,
  settleMs: `at most ${LIMITS.settleMs} ms`
};

export {
  DEFAULTS,
  LIMITS,
  CORPUS_LIMIT_ENV,
  rangeText,
  TOO_BIG
};
