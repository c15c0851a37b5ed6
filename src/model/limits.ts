// The bounds of the run's numbers, the same wherever a number is given: the config, a scenario,
// a CLI flag, an action input.

export const LIMITS = {
  /**
   * Any timeout, in seconds: one day. Node's timers hold at most 2^31-1 ms (24.8 days) and fire
   * at once past it, so a larger value would time everything out; and a day is already longer
   * than any CI job (GitHub stops a hosted job after 6 hours).
   */
  seconds: 86_400,
  /** Runs of each scenario per provider. */
  repeat: 1_000,
  /** Scenarios at once, each with its own server process. */
  concurrency: 256,
  /** Tool rounds per turn. */
  maxSteps: 1_000,
  /** The spy's settle window (`spy.settle_ms`): every live scenario may wait this long. */
  settleMs: 10_000,
  /** The judge's verdicts per grade (`judge.samples`, `--judge-samples`): each is a request. */
  judgeSamples: 9,
  /**
   * One corpus file, in MB (10^6 bytes), unless MCP_EVAL_CORPUS_MAX_MB says otherwise. Loading
   * keeps a file's text, its syntax and its scenarios at once: 10 MB (about 40,000 scenarios)
   * peak at about 320 MB of memory, 50 MB at 1.2 GB and nearly two minutes: peak RSS of
   * `mcp-eval validate` on bench/corpus.ts's mixed corpus of 41,300 and 207,000 scenarios (or
   * `MCP_EVAL_CORPUS_MAX_MB=60 BENCH_SIZES=41300,207000 tsx bench/corpus-load.ts`).
   */
  corpusFileMb: 10,
} as const;

/** The environment variable that raises (or lowers) LIMITS.corpusFileMb. */
export const CORPUS_LIMIT_ENV = 'MCP_EVAL_CORPUS_MAX_MB';

/** What a number must be, in words: "a whole number from 1 to 1000". */
export function rangeText(integer: boolean, max: number): string {
  return integer
    ? `a whole number from 1 to ${max}`
    : `a positive number of seconds, at most ${max} (one day)`;
}

/** The schemas' message for a number past its bound. */
export const TOO_BIG = {
  seconds: `at most ${LIMITS.seconds} seconds (one day)`,
  repeat: `at most ${LIMITS.repeat} runs`,
  concurrency: `at most ${LIMITS.concurrency} at once`,
  maxSteps: `at most ${LIMITS.maxSteps} tool rounds`,
  settleMs: `at most ${LIMITS.settleMs} ms`,
} as const;
