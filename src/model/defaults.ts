// Every default value of the run, in one place: the config, the CLI, the action and the
// engine read them from here (action.yml's defaults are checked against them by a test).
export const DEFAULTS = {
  /** The config file read when none is named and the folder has one. */
  config: 'mcp-eval.yaml',
  /** Where reports go (CLI --out) and the artifact's name (action). */
  out: 'mcp-eval-report',
  concurrency: 4,
  /** Per scenario, seconds. */
  timeout: 120,
  /** Seconds an after hook gets at least, when the scenario's time is (nearly) spent and no
   * `hook_timeout` is set: a teardown still runs after a timeout. */
  afterHookMin: 10,
  /** Tool rounds per turn. */
  maxSteps: 8,
  repeat: 1,
  mode: 'live',
  order: 'strict',
  extraCalls: 'allow',
  answerMode: 'strict',
  /** How tool calls are held to their declared annotations (`annotations`). */
  annotations: 'gate',
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
  resultTokenCap: 25_000,
  /** Per model request, seconds. */
  providerTimeout: 120,
  /** Retries of a transient provider error. */
  retries: 3,
  /** Argument names compared only for presence (free text such as SQL). */
  freeTextParams: ['sql', 'query'],
  /** The response cache (`cache: true`): its folder and size limit. */
  cacheDir: '.mcp-eval-cache',
  cacheMaxMb: 500,
  commentTag: 'default',
  /** The action's baseline: the report of an earlier run of the same workflow (or none, a path). */
  baseline: 'auto',
  // The report files written when none are named: REPORT_FORMATS' byDefault (report/outputs/).
} as const;
