export declare const DEFAULTS: {
    /** The config file read when none is named and the folder has one. */
    readonly config: "mcp-eval.yaml";
    /** Where reports go (CLI --out) and the artifact's name (action). */
    readonly out: "mcp-eval-report";
    readonly concurrency: 4;
    /** Per scenario, seconds. */
    readonly timeout: 120;
    /** Seconds an after hook gets at least, when the scenario's time is (nearly) spent and no
     * `hook_timeout` is set: a teardown still runs after a timeout. */
    readonly afterHookMin: 10;
    /** Tool rounds per turn. */
    readonly maxSteps: 8;
    readonly repeat: 1;
    readonly mode: "live";
    readonly order: "strict";
    readonly extraCalls: "allow";
    readonly answerMode: "strict";
    /** How tool calls are held to their declared annotations (`annotations`). */
    readonly annotations: "gate";
    /** `confirm_destructive`: the tools that declare destructiveHint: true. */
    readonly confirmDestructive: true;
    /** What the spy answers in stub mode to a call no expected step matches. */
    readonly defaultStub: {
        readonly ok: true;
    };
    /** What a spy route answers when it names no status. */
    readonly routeStatus: 200;
    /** Milliseconds a live scenario's spy log stays open after its last call returns. */
    readonly settleMs: 250;
    /** Seconds for the server under test to answer `initialize`. */
    readonly startupTimeout: 30;
    /** The longest tool result kept (`server.max_result_bytes`); a longer one is cut, with a note. */
    readonly maxResultBytes: number;
    /** Tool results past this many tokens are flagged on their row (`result_token_cap`): Claude
     * Code's default cap on an MCP tool's output (MAX_MCP_OUTPUT_TOKENS). */
    readonly resultTokenCap: 25000;
    /** Per model request, seconds. */
    readonly providerTimeout: 120;
    /** Retries of a transient provider error. */
    readonly retries: 3;
    /** Argument names compared only for presence (free text such as SQL). */
    readonly freeTextParams: readonly ["sql", "query"];
    /** The response cache (`cache: true`): its folder and size limit. */
    readonly cacheDir: ".mcp-eval-cache";
    readonly cacheMaxMb: 500;
    readonly commentTag: "default";
    /** The action's baseline: the report of an earlier run of the same workflow (or none, a path). */
    readonly baseline: "auto";
    /** The report files written when none are named (--format, the `formats` input): the
     * outputs of src/report/outputs/ marked byDefault, a test checks. junit is opt-in. */
    readonly formats: readonly ["json", "md", "html", "jsonl"];
};
