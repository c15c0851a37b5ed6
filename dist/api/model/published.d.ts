export type Json = string | number | boolean | null | Json[] | {
    [k: string]: Json;
};
export interface Report {
    schemaVersion: 1;
    tool: {
        name: string;
        version: string;
    };
    startedAt: string;
    finishedAt: string;
    durationMs: number;
    config?: string;
    providers: {
        id: string;
        name: string;
        model: string;
        status: 'ran' | 'skipped' | 'stopped';
        reason?: string;
        /**
         * Present when rate limits clustered: the in-flight requests allowed were lowered, then climbed back
         */
        backoff?: {
            /**
             * Rate-limit and overloaded answers (429, 503, 529) over the run
             */
            answers: number;
            /**
             * The fewest requests the provider was allowed in flight
             */
            lowest: number;
            /**
             * The requests it was allowed in flight when the run ended
             */
            end: number;
            /**
             * What the limit climbs back to: the most requests the run had in flight
             */
            ceiling: number;
        };
    }[];
    /**
     * The LLM judge, when one is configured
     */
    judge?: {
        id: string;
        status: 'used' | 'skipped' | 'stopped';
        reason?: string;
        /**
         * Verdicts asked per grade, the majority deciding (absent: one)
         */
        samples?: number;
        tally?: {
            /**
             * Clarification and answer grades the judge was asked for
             */
            grades: number;
            /**
             * Grades the judge decided
             */
            decided: number;
            /**
             * Grades where the judge brought no verdict: the deterministic grader decided them
             */
            failed: number;
            /**
             * Grades whose samples tied: the deterministic grader decided them
             */
            split: number;
            /**
             * With samples > 1: the share of verdicts that agreed with their grade’s majority, over the grades the judge decided
             */
            agreement?: number;
            /**
             * Grades where the judge decided otherwise than the deterministic grader would have
             */
            disagreements: {
                scenario: string;
                provider: string;
                repetition: number;
                turn?: number;
                check: 'clarification' | 'answer';
                /**
                 * The judge's verdict, which decided
                 */
                judge: 'passed' | 'failed';
                /**
                 * The deterministic grader's verdict
                 */
                baseline: 'passed' | 'failed';
            }[];
        };
    };
    notices: string[];
    /**
     * Present when the run was cancelled: a partial report, where runs not finished are `cancelled` rows
     */
    cancelled?: {
        /**
         * What cancelled it: SIGINT, SIGTERM, or the reason a caller gave
         */
        signal: string;
        /**
         * When the cancel came, ISO 8601
         */
        at: string;
    };
    summary: {
        overall: {
            total: number;
            counts: {
                pass: number;
                fail: number;
                inconclusive: number;
                errored: number;
                timeout: number;
                skipped: number;
                'known-failure': number;
                'setup-failed': number;
                cancelled: number;
            };
            /**
             * The rows accuracy counts: skipped, errored, setup-failed, known-failure and cancelled rows, and rows inconclusive only because a gate could not observe, are left out
             */
            scored: number;
            /**
             * Rows inconclusive only because a gate could not observe (every other check passed): counted in counts.inconclusive, left out of scored; absent when none
             */
            unobserved?: number;
            accuracy: number | null;
            /**
             * The 95% Wilson score interval of accuracy (passed over scored); null when nothing is scored. Absent in reports written before it was added
             */
            interval?: {
                low: number;
                high: number;
            } | null;
        };
        byProvider: {
            [k: string]: {
                total: number;
                counts: {
                    pass: number;
                    fail: number;
                    inconclusive: number;
                    errored: number;
                    timeout: number;
                    skipped: number;
                    'known-failure': number;
                    'setup-failed': number;
                    cancelled: number;
                };
                /**
                 * The rows accuracy counts: skipped, errored, setup-failed, known-failure and cancelled rows, and rows inconclusive only because a gate could not observe, are left out
                 */
                scored: number;
                /**
                 * Rows inconclusive only because a gate could not observe (every other check passed): counted in counts.inconclusive, left out of scored; absent when none
                 */
                unobserved?: number;
                accuracy: number | null;
                /**
                 * The 95% Wilson score interval of accuracy (passed over scored); null when nothing is scored. Absent in reports written before it was added
                 */
                interval?: {
                    low: number;
                    high: number;
                } | null;
            };
        };
        byTier: {
            [k: string]: {
                total: number;
                counts: {
                    pass: number;
                    fail: number;
                    inconclusive: number;
                    errored: number;
                    timeout: number;
                    skipped: number;
                    'known-failure': number;
                    'setup-failed': number;
                    cancelled: number;
                };
                /**
                 * The rows accuracy counts: skipped, errored, setup-failed, known-failure and cancelled rows, and rows inconclusive only because a gate could not observe, are left out
                 */
                scored: number;
                /**
                 * Rows inconclusive only because a gate could not observe (every other check passed): counted in counts.inconclusive, left out of scored; absent when none
                 */
                unobserved?: number;
                accuracy: number | null;
                /**
                 * The 95% Wilson score interval of accuracy (passed over scored); null when nothing is scored. Absent in reports written before it was added
                 */
                interval?: {
                    low: number;
                    high: number;
                } | null;
            };
        };
        byCategory: {
            [k: string]: {
                total: number;
                counts: {
                    pass: number;
                    fail: number;
                    inconclusive: number;
                    errored: number;
                    timeout: number;
                    skipped: number;
                    'known-failure': number;
                    'setup-failed': number;
                    cancelled: number;
                };
                /**
                 * The rows accuracy counts: skipped, errored, setup-failed, known-failure and cancelled rows, and rows inconclusive only because a gate could not observe, are left out
                 */
                scored: number;
                /**
                 * Rows inconclusive only because a gate could not observe (every other check passed): counted in counts.inconclusive, left out of scored; absent when none
                 */
                unobserved?: number;
                accuracy: number | null;
                /**
                 * The 95% Wilson score interval of accuracy (passed over scored); null when nothing is scored. Absent in reports written before it was added
                 */
                interval?: {
                    low: number;
                    high: number;
                } | null;
            };
        };
        byTag: {
            [k: string]: {
                total: number;
                counts: {
                    pass: number;
                    fail: number;
                    inconclusive: number;
                    errored: number;
                    timeout: number;
                    skipped: number;
                    'known-failure': number;
                    'setup-failed': number;
                    cancelled: number;
                };
                /**
                 * The rows accuracy counts: skipped, errored, setup-failed, known-failure and cancelled rows, and rows inconclusive only because a gate could not observe, are left out
                 */
                scored: number;
                /**
                 * Rows inconclusive only because a gate could not observe (every other check passed): counted in counts.inconclusive, left out of scored; absent when none
                 */
                unobserved?: number;
                accuracy: number | null;
                /**
                 * The 95% Wilson score interval of accuracy (passed over scored); null when nothing is scored. Absent in reports written before it was added
                 */
                interval?: {
                    low: number;
                    high: number;
                } | null;
            };
        };
        matrix: {
            [k: string]: {
                [k: string]: {
                    total: number;
                    counts: {
                        pass: number;
                        fail: number;
                        inconclusive: number;
                        errored: number;
                        timeout: number;
                        skipped: number;
                        'known-failure': number;
                        'setup-failed': number;
                        cancelled: number;
                    };
                    /**
                     * The rows accuracy counts: skipped, errored, setup-failed, known-failure and cancelled rows, and rows inconclusive only because a gate could not observe, are left out
                     */
                    scored: number;
                    /**
                     * Rows inconclusive only because a gate could not observe (every other check passed): counted in counts.inconclusive, left out of scored; absent when none
                     */
                    unobserved?: number;
                    accuracy: number | null;
                    /**
                     * The 95% Wilson score interval of accuracy (passed over scored); null when nothing is scored. Absent in reports written before it was added
                     */
                    interval?: {
                        low: number;
                        high: number;
                    } | null;
                };
            };
        };
        /**
         * Recovered after a tool error: recovered of errors; absent when no tool erred
         */
        recovery?: {
            /**
             * Tool error episodes over every row
             */
            errors: number;
            /**
             * Those after which the model retried the tool with arguments the server accepted
             */
            recovered: number;
        };
        /**
         * The server's broken output schemas (a server fault, not the model's): absent when no result was checked
         */
        serverFaults?: {
            /**
             * Live results of tools that declare an outputSchema, checked against it
             */
            checked: number;
            /**
             * Results without structuredContent
             */
            missing: number;
            /**
             * Results whose structuredContent does not match
             */
            invalid: number;
            /**
             * Rows with at least one such fault
             */
            rows: number;
        };
    };
    thresholds: {
        met: boolean;
        checks: {
            /**
             * budget: a token budget (key `tools_tokens` or `result_tokens`): required is the most tokens allowed, actual the tokens measured, met when actual <= required
             */
            scope: 'overall' | 'tier' | 'category' | 'provider' | 'budget';
            key: string;
            provider?: string;
            required: number;
            actual: number | null;
            met: boolean;
        }[];
    };
    /**
     * Tokens, latency and cost per provider
     */
    usage?: {
        byProvider: {
            [k: string]: {
                runs: number;
                inputTokens: number;
                outputTokens: number;
                cachedTokens: number;
                latencyMs: {
                    p50: number | null;
                    p95: number | null;
                };
                /**
                 * From the config price table (per million tokens), when it names this provider
                 */
                cost?: {
                    currency: 'USD';
                    input: number;
                    output: number;
                    cached: number;
                    total: number;
                };
                /**
                 * The price table key used: a provider spec or a model
                 */
                price?: string;
            };
        };
        judge?: {
            runs: number;
            inputTokens: number;
            outputTokens: number;
            cachedTokens: number;
            latencyMs: {
                p50: number | null;
                p95: number | null;
            };
            /**
             * From the config price table (per million tokens), when it names this provider
             */
            cost?: {
                currency: 'USD';
                input: number;
                output: number;
                cached: number;
                total: number;
            };
            /**
             * The price table key used: a provider spec or a model
             */
            price?: string;
        };
        /**
         * USD, over every priced provider and the judge
         */
        totalCost?: number;
    };
    /**
     * The response cache, when `cache` is on
     */
    cache?: {
        dir: string;
        /**
         * Model requests answered from the cache
         */
        hits: number;
        /**
         * Model requests sent to the provider
         */
        misses: number;
        /**
         * Answers added to the cache
         */
        stored: number;
        /**
         * Answers not kept, or removed from the folder, because they held a secret (a model repeating a key): asked again next run
         */
        skippedSecret?: number;
        /**
         * Least recently used answers removed to keep the size limit
         */
        evicted: number;
    };
    /**
     * The server's tools/list as the run saw it (a catalog's, in stub mode)
     */
    tools?: {
        name: string;
        title?: string;
        description?: string;
        /**
         * A hash of the tool's input schema
         */
        schemaHash: string;
        /**
         * A hash of the tool's output schema, when it declares one
         */
        outputSchemaHash?: string;
        /**
         * The behaviour hints the server declared (readOnlyHint, destructiveHint, idempotentHint, openWorldHint, title), `{}` when it declared none; absent in reports of versions that did not record them
         */
        annotations?: {
            title?: string;
            readOnlyHint?: boolean;
            destructiveHint?: boolean;
            idempotentHint?: boolean;
            openWorldHint?: boolean;
            [k: string]: unknown;
        };
        /**
         * The icons the server declared; a `data:` URI is cut to its media type, with `srcHash` the hash of the whole
         */
        icons?: {
            [k: string]: unknown;
        }[];
        /**
         * How the server lets the tool run (e.g. `taskSupport`)
         */
        execution?: {
            [k: string]: unknown;
        };
    }[];
    /**
     * The token cost of the server's tools/list, per tool, and of its tool results; present when the tools are known
     */
    tokens?: {
        /**
         * The tokenizer encoding counted with
         */
        encoding: string;
        /**
         * The whole tools/list: the sum of the tools' `total`
         */
        total: number;
        /**
         * Per tool, in tools/list order
         */
        tools: {
            name: string;
            /**
             * Tokens of JSON.stringify({ name, description })
             */
            description: number;
            /**
             * Tokens of JSON.stringify(inputSchema)
             */
            input: number;
            /**
             * Tokens of JSON.stringify(outputSchema), when the tool declares one; not in total: a model API has no place for it in a tool definition
             */
            output?: number;
            /**
             * Tokens of JSON.stringify({ name, description, inputSchema }): the tool as a host sends it to a model
             */
            total: number;
        }[];
        /**
         * Tool results past this many tokens are flagged on their row (`result_token_cap`; 25,000 by default)
         */
        resultCap: number;
        /**
         * The tool results of the run’s rows
         */
        results?: {
            /**
             * Live tool results measured (stubs are not the server’s)
             */
            measured: number;
            /**
             * Of those, results past `resultCap`
             */
            pastCap: number;
            largest?: {
                tokens: number;
                tool: string;
                scenario: string;
                provider: string;
                repetition: number;
            };
        };
        /**
         * The budgets the run was checked against
         */
        budgets?: {
            /**
             * The most tokens the server's whole tool list may cost (the sum of each tool's `total` in report.json `tokens.tools`).
             */
            tools_tokens?: number;
            /**
             * The most tokens one tool result from the server may cost (live calls).
             */
            result_tokens?: number;
        };
    };
    /**
     * Which tools the corpus exercises; present when the tools are known
     */
    coverage?: {
        /**
         * Tools of `tools` that no scenario of the run expects in any turn's calls
         */
        unexpected: string[];
    };
    /**
     * Per (scenario, provider): passes of its runs, pass@k, pass^k and an interval
     */
    trials?: {
        scenario: string;
        file: string;
        line: number;
        provider: string;
        model: string;
        tier: string;
        category?: string;
        /**
         * The scenario's definition hash (see results[])
         */
        definition?: string;
        /**
         * c: the runs that passed
         */
        passes: number;
        /**
         * The scored runs: skipped, errored, setup-failed, known-failure and cancelled runs, and runs inconclusive only because a gate could not observe, are left out, as from accuracy
         */
        n: number;
        /**
         * Every run, scored or not
         */
        runs: number;
        /**
         * k -> pass@k for k = 1..n: the chance that at least one of k runs passes, estimated without bias from c of n (Chen et al. 2021); absent when n = 0
         */
        passAtK?: {
            [k: string]: number;
        };
        /**
         * k -> pass^k for k = 1..n: the chance that all of k runs pass, estimated without bias from c of n; absent when n = 0
         */
        passHatK?: {
            [k: string]: number;
        };
        /**
         * The 95% Wilson score interval of c / n; null when n = 0
         */
        interval: {
            low: number;
            high: number;
        } | null;
    }[];
    comparison?: Comparison;
    /**
     * Present when the run was a same-job A/B (`mcp-eval ab`): which side this is. Base and head trials interleaved (b, h, b, h, …) under the same provider, model, options and concurrency; two reports with the same `id` are compared trial by trial, each (scenario, provider, repetition) of base paired with head's
     */
    ab?: {
        /**
         * One per job: the base and head reports of one run share it
         */
        id: string;
        /**
         * Which version of the server this report is of
         */
        side: 'base' | 'head';
        /**
         * Base and head trials alternated through one pool, paired by `repetition`
         */
        interleaved: true;
    };
    /**
     * Present with adaptive trials (`trials: { min, max }`): the runs spent against the fixed plan
     */
    adaptive?: {
        /**
         * Trials per side every pair got
         */
        min: number;
        /**
         * The most trials per side a pair could get
         */
        max: number;
        /**
         * This side's runs, over every pair
         */
        spent: number;
        /**
         * The runs a fixed plan of `max` per pair would have spent
         */
        plan: number;
        /**
         * Pairs that got more than `min` trials: their comparison was still undecided
         */
        extended: number;
    };
    /**
     * Present when the run was one shard (`--shard i/n`) of the selected scenarios
     */
    shard?: {
        /**
         * This shard, 1-based
         */
        index: number;
        /**
         * How many shards the selection was cut into
         */
        count: number;
        /**
         * The scenarios the filters selected, over all shards
         */
        selected: number;
        /**
         * A hash of the selected scenarios (ids, definitions, repeat): shards merge only when it is the same
         */
        selection: string;
    };
    results: ResultRow[];
    /**
     * Secret values found and replaced before writing
     */
    redactions: number;
}
export interface Comparison {
    /**
     * How the overall change was tested. paired: both reports came from the same A/B run (`ab.id`), base and head interleaved in one job, so trials pair by (scenario, provider, repetition) and each provider's overall change uses the exact McNemar test and Newcombe's paired interval; independent: two runs, two samples (Newcombe's interval for independent proportions). Per-scenario classes are decided the same way in both. Absent in reports written before: independent
     */
    method?: 'paired' | 'independent';
    /**
     * paired: the A/B run both sides came from
     */
    ab?: {
        id: string;
    };
    /**
     * Per trial counts of the comparable scenarios, most scenarios first
     *
     * Items: What a single scenario must do to be flagged, at the trial counts the run had
     */
    scenarioDetectable?: {
        /**
         * Trials that count, per side, of these scenarios
         */
        trials: {
            base: number;
            head: number;
        };
        /**
         * Scenario pairs with these trial counts
         */
        scenarios: number;
        /**
         * The smallest difference of pass rates (a fraction) at which a scenario with these trials can be classed regressed or fixed (every trial passing on one side and failing on the other, or Fisher's p < 0.05, with 3 or more trials a side), over every pass count either side could have; null: none can
         */
        change: number | null;
        /**
         * A decline of that size that would be regressed: from base to head
         */
        example?: {
            /**
             * Passed trials of the trials that count
             */
            base: {
                passes: number;
                /**
                 * Trials that count: pass, fail, inconclusive, timeout, known-failure, and an error where the server under test crashed; skipped and setup-failed rows, provider errors and rows inconclusive only because a gate could not observe are left out
                 */
                n: number;
            };
            /**
             * Passed trials of the trials that count
             */
            head: {
                passes: number;
                /**
                 * Trials that count: pass, fail, inconclusive, timeout, known-failure, and an error where the server under test crashed; skipped and setup-failed rows, provider errors and rows inconclusive only because a gate could not observe are left out
                 */
                n: number;
            };
        };
    }[];
    base: {
        /**
         * The baseline: its report.json path, or the run it came from
         */
        label: string;
        /**
         * The baseline run's startedAt
         */
        startedAt: string;
        run?: BaseRun;
    };
    /**
     * regressed: a scenario regressed, or a provider's overall delta is significantly below 0 (with no scenario regressed, the verdict line says "overall decline, no scenario significant", and "server unchanged — likely a model change" when the tool list is identical on both sides, except in a paired comparison, where both sides ran in one job and model drift fell on both); improved: something is significantly better and nothing worse; unchanged: nothing significant (a changed-few pair alone is not a regression; pairs on another served snapshot are not comparable and left out)
     */
    verdict: 'regressed' | 'improved' | 'unchanged';
    /**
     * What judge-only pairs (scenarios[].judgeOnly) did to the verdict: `ignore` left them out of it, `count` counted them; absent in reports written before
     */
    judgeOnly?: 'ignore' | 'count';
    /**
     * (scenario, provider) pairs per class; a class absent from an older report is 0
     */
    counts: {
        new?: number;
        removed?: number;
        'not-comparable'?: number;
        regressed?: number;
        fixed?: number;
        'changed-few'?: number;
        flaky?: number;
        unchanged?: number;
    };
    /**
     * Every (scenario, provider) of either side: regressed, fixed, then the others
     */
    scenarios: ScenarioComparison[];
    /**
     * Pass rates per provider (all tiers, then per tier) over the pairs both sides can compare: regressed, fixed, changed-few, flaky, unchanged; paired (`method: paired`), over the trials that paired
     */
    aggregates: {
        provider: string;
        /**
         * Absent: every tier of the provider
         */
        tier?: string;
        /**
         * Passed trials of the trials that count
         */
        base: {
            passes: number;
            /**
             * Trials that count: pass, fail, inconclusive, timeout, known-failure, and an error where the server under test crashed; skipped and setup-failed rows, provider errors and rows inconclusive only because a gate could not observe are left out
             */
            n: number;
        };
        /**
         * Passed trials of the trials that count
         */
        head: {
            passes: number;
            /**
             * Trials that count: pass, fail, inconclusive, timeout, known-failure, and an error where the server under test crashed; skipped and setup-failed rows, provider errors and rows inconclusive only because a gate could not observe are left out
             */
            n: number;
        };
        /**
         * head rate − base rate; null when a side has no trial
         */
        delta: number | null;
        /**
         * Newcombe's hybrid score (Wilson) 95% interval for the delta: for independent samples (Stat Med 17:873, method 10), or, paired, for paired data (Stat Med 17:2635, method 10)
         */
        interval: {
            low: number;
            high: number;
        } | null;
        /**
         * Independent: the interval excludes 0, with 3 or more trials on each side. Paired: the exact McNemar test on the discordant pairs gives p < 0.05
         */
        significant: boolean;
        /**
         * Paired: the pairs summed over the scenarios; base and head count these pairs only
         */
        pairs?: {
            /**
             * Pairs: a repetition that is a trial on both sides
             */
            n: number;
            /**
             * Pairs where both trials passed
             */
            both: number;
            /**
             * Pairs where base passed and head failed
             */
            lost: number;
            /**
             * Pairs where base failed and head passed
             */
            gained: number;
            /**
             * Repetitions left out: on one side only, or a row that is not a trial on one side (skipped, a provider error…), which drops its pair
             */
            dropped: number;
        };
        /**
         * Paired: the exact McNemar test (two-sided) on the discordant pairs, lost vs gained
         */
        p?: number;
        /**
         * The smallest change the run could detect at its trial counts, from base's observed pass rate: independent, the smallest change of head's passes (at head's trials) whose 95% interval excludes 0; paired, the fewest discordant pairs, all one way, at which the exact test gives p < 0.05, over the pairs (reachable only when base has that many passes, for a decline, or failures, for a rise). Null with fewer than 3 trials a side
         */
        detectable?: {
            /**
             * The smallest fall of the pass rate (a fraction, 0.15 = 15 points) the test could call significant; null: none could be
             */
            decline: number | null;
            /**
             * … and the smallest rise
             */
            rise: number | null;
        };
    }[];
    /**
     * What changed in the server's tools/list; absent when a side did not record it
     */
    tools?: {
        added: string[];
        removed: string[];
        changed: {
            name: string;
            /**
             * Both descriptions, when they differ
             */
            description?: {
                base?: string;
                head?: string;
            };
            /**
             * The input schema hash differs
             */
            schemaChanged: boolean;
            /**
             * Both titles, when they differ
             */
            title?: {
                base?: string;
                head?: string;
            };
            /**
             * The output schema, when it differs
             */
            outputSchema?: 'added' | 'removed' | 'changed';
            /**
             * Each annotation that differs (a hint declared on one side only included)
             */
            annotations?: {
                hint: string;
                /**
                 * Absent: not declared
                 */
                base?: unknown;
                /**
                 * Absent: not declared
                 */
                head?: unknown;
            }[];
            /**
             * The icons differ
             */
            iconsChanged?: true;
            /**
             * Both `execution` objects, when they differ
             */
            execution?: {
                base?: {
                    [k: string]: unknown;
                };
                head?: {
                    [k: string]: unknown;
                };
            };
        }[];
    };
    /**
     * The tool surface's tokens, base → head; absent when a side did not count them
     */
    tokens?: {
        encoding: string;
        /**
         * The baseline's whole tools/list
         */
        base: number;
        /**
         * This run's whole tools/list
         */
        head: number;
        /**
         * Every tool of either side, the largest change first
         */
        tools: {
            name: string;
            /**
             * The tool's total in the baseline; absent: added
             */
            base?: number;
            /**
             * … in this run; absent: removed
             */
            head?: number;
        }[];
    };
    /**
     * Items: Selection failures of one provider on each side: expected tool → tool chosen instead
     */
    confusion: {
        provider: string;
        base: {
            expected: string;
            /**
             * The tool called instead; null: no other tool
             */
            chosen: string | null;
            count: number;
            /**
             * The call made instead could not be run (arguments not a JSON object, a tool not offered): a call_format failure, not a choice of tool
             */
            unrunnable?: true;
        }[];
        head: {
            expected: string;
            /**
             * The tool called instead; null: no other tool
             */
            chosen: string | null;
            count: number;
            /**
             * The call made instead could not be run (arguments not a JSON object, a tool not offered): a call_format failure, not a choice of tool
             */
            unrunnable?: true;
        }[];
    }[];
    /**
     * Tools most often chosen for one another, either way, most first: the ambiguous pairs a description should separate
     */
    confusedPairs: {
        /**
         * Two tools, sorted by name
         */
        tools: string[];
        /**
         * Times one was chosen for the other in base, all providers
         */
        base: number;
        /**
         * … and in head
         */
        head: number;
        /**
         * Either tool changed between the two tools/lists
         */
        changed: boolean;
    }[];
}
/**
 * The workflow run that produced the baseline, when the action found it there
 */
export interface BaseRun {
    id: number;
    url: string;
    sha: string;
    branch: string;
    createdAt: string;
    /**
     * Its run number, as the Actions tab shows it (#42); absent in older reports
     */
    number?: number;
}
export interface ScenarioComparison {
    scenario: string;
    provider: string;
    /**
     * The scenario's tier (head's, else base's)
     */
    tier?: string;
    /**
     * new | removed (on one side only); not-comparable (definition, configured model or served model snapshot differs, or a side has no trial that counts); regressed | fixed (all passed on one side and all failed on the other, or Fisher p < 0.05, with 3 or more trials on each side); changed-few (changed (too few trials): what would be regressed or fixed with fewer than 3 trials on a side; never fails fail-on-regression); flaky (a side passed some but not all); unchanged
     */
    class: 'new' | 'removed' | 'not-comparable' | 'regressed' | 'fixed' | 'changed-few' | 'flaky' | 'unchanged';
    /**
     * Passed trials of the trials that count
     */
    base?: {
        passes: number;
        /**
         * Trials that count: pass, fail, inconclusive, timeout, known-failure, and an error where the server under test crashed; skipped and setup-failed rows, provider errors and rows inconclusive only because a gate could not observe are left out
         */
        n: number;
    };
    /**
     * Passed trials of the trials that count
     */
    head?: {
        passes: number;
        /**
         * Trials that count: pass, fail, inconclusive, timeout, known-failure, and an error where the server under test crashed; skipped and setup-failed rows, provider errors and rows inconclusive only because a gate could not observe are left out
         */
        n: number;
    };
    /**
     * Fisher's exact test (two-sided) on the pass counts, when both sides count
     */
    p?: number;
    /**
     * changed-few: the fewest trials per side at which Fisher's exact test would find a change between these two pass rates significant (p < 0.05); null when none up to 1000 would
     */
    trialsNeeded?: number | null;
    /**
     * not-comparable: what differs
     */
    why?: string;
    /**
     * not-comparable because the API served another model snapshot behind the same configured model: the snapshots each side was served (from the rows that count as trials)
     */
    served?: {
        base: string[];
        head: string[];
    };
    /**
     * With served: the class the pair would have had on one snapshot (regressed, fixed, changed-few, flaky or unchanged): shown, never counted
     */
    wouldBe?: 'new' | 'removed' | 'not-comparable' | 'regressed' | 'fixed' | 'changed-few' | 'flaky' | 'unchanged';
    /**
     * regressed: head's failing check and its reason; fixed: the reason base failed; changed-few: as regressed when head's rate is lower, else as fixed; flaky: head's when head failed some, else base's
     */
    reason?: string;
    /**
     * regressed, fixed and changed-few: an expected tool, or a tool the model chose, was added, removed or changed between the two tools/lists
     */
    toolChanged?: boolean;
    /**
     * Those tools, when toolChanged is true
     */
    changedTools?: string[];
    /**
     * Paired comparison (method `paired`), classes that compare (regressed, fixed, changed-few, flaky, unchanged): how its trials paired; the class itself is still decided on the pass counts
     */
    pairs?: {
        /**
         * Pairs: a repetition that is a trial on both sides
         */
        n: number;
        /**
         * Pairs where both trials passed
         */
        both: number;
        /**
         * Pairs where base passed and head failed
         */
        lost: number;
        /**
         * Pairs where base failed and head passed
         */
        gained: number;
        /**
         * Repetitions left out: on one side only, or a row that is not a trial on one side (skipped, a provider error…), which drops its pair
         */
        dropped: number;
    };
    /**
     * regressed and fixed: the class changed only through LLM-judge grades; every deterministic check passed or failed alike on both sides, trial by trial. With `regression: { judge_only: ignore }` (default) it does not make the verdict regressed
     */
    judgeOnly?: boolean;
    /**
     * regressed, fixed and changed-few: the base side's rows of the pair (its transcripts, redacted as this report's rows are), which report.html shows beside this report's; at most 10 a pair, the first by repetition, and 500 in all, regressed pairs first
     */
    baseRows?: ResultRow[];
    /**
     * Base rows of the pair not carried in baseRows, past those bounds
     */
    baseRowsLeftOut?: number;
}
export interface ResultRow {
    scenario: string;
    file: string;
    line: number;
    provider: string;
    /**
     * The model as configured (an alias, or a dated snapshot)
     */
    model: string;
    /**
     * The models the API reported having served (OpenAI's and Anthropic's `model`, Gemini's `modelVersion`), in the order first seen: the snapshot behind the configured alias. Absent when the API said nothing (replay, agent providers, a row that never reached the model, a report from an earlier version)
     */
    served?: string[];
    repetition: number;
    /**
     * A hash of the scenario's prompts, expectations, gates and mode: results compare across reports only when it is the same
     */
    definition?: string;
    status: 'pass' | 'fail' | 'inconclusive' | 'errored' | 'timeout' | 'skipped' | 'known-failure' | 'setup-failed' | 'cancelled';
    /**
     * Why this status: the first failed check, the error, the skip reason
     */
    reason: string;
    checks: {
        /**
         * call_format | selection | args | sequence | clarification | answer | gate:<kind> | structured_output | annotation:read_only | annotation:non_destructive | annotation:idempotent | confirmation | elicitation:no_secrets | elicitation:respects_decline. call_format: a call that could not be run (arguments not a JSON object, a tool not offered); structured_output (with `server_faults: fail`): the server returned no or invalid structuredContent for a tool with an outputSchema; annotation:*: a tool did what its declared annotations rule out; confirmation: a tool destroyed something before the user confirmed, or after they declined; elicitation:no_secrets: a form-mode elicitation asked for a secret; elicitation:respects_decline: something mutated after the user declined an elicitation
         */
        check: 'call_format' | 'selection' | 'args' | 'sequence' | 'clarification' | 'answer' | 'gate:no_request' | 'gate:requests' | 'gate:no_mutation' | 'gate:no_call' | 'gate:tools_exposed' | 'gate:tools_hidden' | 'structured_output' | 'annotation:read_only' | 'annotation:non_destructive' | 'annotation:idempotent' | 'confirmation' | 'elicitation:no_secrets' | 'elicitation:respects_decline';
        passed: boolean;
        /**
         * A gate that could not see what it guards (stub mode, a server not wired to the spy): neither passed nor failed; passed is false and the row is inconclusive
         */
        unobserved?: boolean;
        reason: string;
        turn?: number;
        expected?: Json;
        actual?: Json;
        /**
         * answer: strict | loose; sequence: strict | any (the order asked for)
         */
        mode?: string;
        /**
         * What was expected and not found: answer elements, tools, argument keys
         */
        missing?: string[];
        /**
         * clarification and answer: the deterministic baseline or the LLM judge
         */
        gradedBy?: 'baseline' | 'judge';
        /**
         * The judge provider, when it was asked: gradedBy says whether it decided or failed (then `note` says why)
         */
        judge?: string;
        /**
         * The judge's samples (with `judge: { samples: n }`, n > 1): the majority decides
         */
        votes?: {
            pass: number;
            fail: number;
            /**
             * Samples that brought no verdict (an error, not JSON)
             */
            error: number;
        };
        /**
         * The deterministic grader's verdict, when the judge decided: where they differ, the report lists the row
         */
        baseline?: 'passed' | 'failed';
        /**
         * What the judge was asked to apply
         */
        rubric?: string;
        /**
         * The judge's reasoning
         */
        reasoning?: string;
        /**
         * E.g. why the baseline was used although a judge is set
         */
        note?: string;
    }[];
    observations: {
        /**
         * A scenario's `observe` kind, or a spy check recorded only (`annotations: observe`, or the spy could not see the requests: then observed is false and detail says why)
         */
        kind: 'result_contains' | 'first_tool' | 'called' | 'request' | 'annotation:read_only' | 'annotation:non_destructive' | 'annotation:idempotent' | 'confirmation' | 'elicitation:no_secrets' | 'elicitation:respects_decline';
        spec: Json;
        observed: boolean;
        /**
         * The spy could not see what it looks for (a `request` in stub mode, a server not wired to it): observed is false and says nothing
         */
        unobserved?: boolean;
        detail: string;
    }[];
    /**
     * A tier (selection, args, …), or the tier a raw pick named
     */
    tier: string;
    category?: string;
    tags: string[];
    mode: 'live' | 'stub';
    turns: {
        user: string;
        /**
         * The model's final message of the turn: the text after its last tool result; reports written before `said` existed hold every text of the turn joined here
         */
        reply: string;
        /**
         * Every text the model wrote in the turn, in order, when there was more than the final message (text beside its tool calls); `answer.scope: all` reads them
         */
        said?: string[];
        /**
         * The model refused this turn (OpenAI `refusal`, Anthropic `stop_reason: refusal`, Gemini `SAFETY`): its text, or the API's reason. Never a clarification
         */
        refusal?: string;
    }[];
    calls: {
        turn: number;
        tool: string;
        args: {
            [k: string]: Json;
        };
        result?: string;
        error?: string;
        malformed?: string;
        /**
         * With malformed: the arguments exactly as the model wrote them
         */
        raw?: string;
        /**
         * The server refused the call for its arguments (a JSON-RPC invalid-params error, or an input validation error result); its words are in error. It did not run
         */
        rejected?: true;
        /**
         * The call was never sent: why (e.g. "max_steps (3) reached")
         */
        notRun?: string;
        /**
         * The call was sent and no answer came before the scenario ended; error says so
         */
        unanswered?: true;
        /**
         * A live call to a tool with an outputSchema that returned a result: its structuredContent checked against the schema (JSON Schema 2020-12); an error result only when it says the server refused its own output (the SDK's McpServer: `Output validation error`)
         */
        structured?: {
            /**
             * valid; missing: no structuredContent; invalid: it does not match the outputSchema (missing and invalid are server faults); unchecked: the schema could not be compiled
             */
            status: 'valid' | 'missing' | 'invalid' | 'unchecked';
            /**
             * Why, for any status but valid
             */
            detail?: string;
        };
        /**
         * The tool ran as a task (`execution.taskSupport`; see docs/client-features.md)
         */
        task?: {
            id: string;
            /**
             * The last status seen: working, input_required, completed, failed, cancelled
             */
            status: string;
            /**
             * The task's last statusMessage
             */
            message?: string;
            /**
             * tasks/get requests sent
             */
            polls: number;
            /**
             * The call was given up (the scenario ended first): tasks/cancel was sent
             */
            cancelled?: true;
        };
        /**
         * Progress notifications the server sent during the call, in order
         */
        progress?: {
            progress: number;
            total?: number;
            message?: string;
        }[];
        stubbed: boolean;
        durationMs: number;
        /**
         * The result's size in tokens (report.json `tokens.encoding`), error text included
         */
        tokens?: number;
        /**
         * A live result larger than the cap (`result_token_cap`): the cap it passed. A host with that cap would cut or refuse it
         */
        pastCap?: number;
    }[];
    requests: {
        method: string;
        path: string;
        query: {
            [k: string]: string;
        };
        body?: Json;
        status: number;
        unrouted?: boolean;
        graphql?: {
            type: 'query' | 'mutation' | 'subscription' | 'unknown';
            name?: string;
            why?: string;
        }[];
        at: number;
        /**
         * The calls (indices in `calls`) that may have sent it: those running on its server process when it arrived, else those of the last busy spell (what a call set off in the background). More than one: parallel calls, which the spy cannot tell apart. Absent: no call had reached the process (its start-up)
         */
        calls?: number[];
        /**
         * As `calls`, for the idempotence probes (indices in `probes`)
         */
        probes?: number[];
        /**
         * Came after the scenario's row was built (past `spy.settle_ms`), from the process it called last: the row was re-decided with it
         */
        late?: boolean;
    }[];
    /**
     * The replay self-test's repeats of idempotentHint: true calls with the same arguments (live mode); the model never saw them
     */
    probes?: {
        /**
         * The call repeated (its index in `calls`)
         */
        call: number;
        result?: string;
        error?: string;
        durationMs: number;
    }[];
    /**
     * The server's sampling requests during the calls and what answered them (`client.sampling`)
     */
    sampling?: {
        turn: number;
        /**
         * The call (its index in `calls`) the server asked during
         */
        call?: number;
        /**
         * The request's messages; content that is not text is named with its MIME type and size, e.g. `[image (image/png), 120 bytes not shown]`
         */
        messages: {
            role: string;
            text: string;
        }[];
        systemPrompt?: string;
        maxTokens?: number;
        /**
         * `provider`: the scenario's model answered; `stub`: a scenario's `sampling` text; `none`: the server got an error (`error`)
         */
        answeredBy: 'provider' | 'stub' | 'none';
        /**
         * The answer the server got
         */
        text?: string;
        /**
         * The model named in the answer
         */
        model?: string;
        /**
         * The error the server got instead of an answer
         */
        error?: string;
        /**
         * Tokens the answer cost (also in the row's usage)
         */
        usage?: {
            /**
             * The whole prompt, cached tokens included
             */
            inputTokens: number;
            outputTokens: number;
            /**
             * The part of inputTokens read from a prompt cache
             */
            cachedTokens: number;
        };
        durationMs: number;
    }[];
    /**
     * The server's elicitation requests (form or URL mode) and how the scripted user answered (`elicit`); a URL is never opened
     */
    elicitations?: {
        turn: number;
        /**
         * The call (its index in `calls`) the request came during
         */
        call?: number;
        mode: 'form' | 'url';
        message: string;
        requestedSchema?: Json;
        /**
         * URL mode: the URL the user was asked to open (never opened)
         */
        url?: string;
        elicitationId?: string;
        /**
         * The scripted user's answer
         */
        action: 'accept' | 'decline' | 'cancel';
        /**
         * With accept: the values sent
         */
        content?: {
            [k: string]: Json;
        };
        /**
         * No `elicit` answer matched the request: it was declined
         */
        unscripted?: true;
        /**
         * When the answer was sent (ms since the epoch, as spy requests)
         */
        at: number;
        /**
         * Calls the model had made when the answer was sent: later ones come after it
         */
        callsBefore: number;
    }[];
    hooks: {
        phase: 'before' | 'after';
        command: string;
        exitCode: number | null;
        stdout: string;
        stderr: string;
        durationMs: number;
    }[];
    usage: {
        /**
         * The whole prompt, cached tokens included
         */
        inputTokens: number;
        outputTokens: number;
        /**
         * The part of inputTokens read from a prompt cache
         */
        cachedTokens: number;
    };
    /**
     * From the config price table, when it names this provider
     */
    cost?: {
        currency: 'USD';
        input: number;
        output: number;
        cached: number;
        total: number;
    };
    latencyMs: number;
    attempts: number;
    /**
     * How clarification and answer checks were graded: baseline, judge:<spec>, or judge:<spec>+baseline when the judge failed on some
     */
    grading?: string;
    /**
     * The judge's tokens for this row
     */
    judgeUsage?: {
        /**
         * The whole prompt, cached tokens included
         */
        inputTokens: number;
        outputTokens: number;
        /**
         * The part of inputTokens read from a prompt cache
         */
        cachedTokens: number;
    };
    /**
     * Present when a tool answered with an error: whether the model retried it with corrected arguments (an observation, never a verdict)
     */
    recovery?: {
        /**
         * Tool error episodes: a tool answered with an error (isError, or its arguments refused); later errors of the same tool in the same turn belong to the same episode
         */
        errors: number;
        /**
         * Episodes after which the model called the same tool again in the turn with other arguments and the server accepted the call
         */
        recovered: number;
        episodes: {
            tool: string;
            turn: number;
            /**
             * The failing call's index in calls
             */
            call: number;
            recovered: boolean;
            /**
             * The correcting call's index in calls
             */
            by?: number;
        }[];
    };
}
export interface Config {
    server?: ServerConfig;
    /**
     * A saved tool list (`mcp-eval catalog`) served instead of a server: stub mode only. Used when no server is given.
     */
    catalog?: string;
    /**
     * What the MCP client declares to the server and how it answers what the server asks: elicitation, sampling, roots, tasks. All off by default (a declared capability can change the tools a server lists). See docs/client-features.md.
     */
    client?: {
        /**
         * Declare elicitation: `true` both modes (form and URL), or `{ form, url }`. Off by default. Requests are answered by the scenario's scripted user (`elicit`); one no script answers is declined and recorded.
         */
        elicitation?: boolean | {
            /**
             * Form mode: the server asks for values by a JSON schema.
             */
            form?: boolean;
            /**
             * URL mode: the server asks the user to open a URL (recorded, never opened).
             */
            url?: boolean;
        };
        /**
         * How a server's `sampling/createMessage` is answered. `provider`: by the scenario's provider, the same model as the conversation (its tokens count in the row's usage; cached and retried like the other requests, within the scenario's timeout); `stub`: from the scenario's `sampling` texts; `off` (the default): sampling is not declared, and a request gets an error. See docs/client-features.md.
         */
        sampling?: 'provider' | 'stub' | 'off';
        /**
         * Declare roots and answer `roots/list` with these; `[]` declares roots and lists none. Absent (default): roots are not declared.
         */
        roots?: {
            /**
             * A `file://` URI.
             */
            uri: string;
            /**
             * A name for the root.
             */
            name?: string;
        }[];
        /**
         * How tools that support tasks are run. See docs/client-features.md.
         */
        tasks?: {
            /**
             * Also run as tasks the tools that declare `execution.taskSupport: optional` (those that declare `required` always are).
             */
            optional?: boolean;
        };
    };
    /**
     * Scenarios' default mode. `live`: tool calls go to the server; `stub`: the spy answers them from the expected calls' `stub`, the server executes nothing.
     */
    mode?: 'live' | 'stub';
    /**
     * The spy HTTP backend, the API the server under test talks to (start it with its base URL set to `${spy.url}`): every request is logged for the gates.
     */
    spy?: {
        /**
         * What the spy HTTP backend answers, tried in order: the first matching route wins. An unmatched request gets a 404 JSON answer and is logged all the same.
         */
        routes?: {
            /**
             * The HTTP method (case-insensitive); any method when absent.
             */
            method?: string;
            /**
             * A path pattern: `*` matches within one path segment, `**` any number of segments, the rest is literal; it matches the normalized path (decoded, case ignored, `//` as `/`: see docs/spy.md), the query string is ignored and a trailing `/` is optional.
             */
            path: string;
            /**
             * The HTTP status of the answer.
             */
            status?: number;
            json?: Json;
            /**
             * A text body (`text/plain`) instead of `json`.
             */
            text?: string;
            /**
             * Headers of the answer, over its content-type.
             */
            headers?: {
                [k: string]: string;
            };
            /**
             * A GraphQL endpoint: each request to its path (by any method: a GET may carry a mutation) is logged with its operations, and `no_mutation` counts it only when one is a mutation, a persisted query (a hash without its text) or cannot be read; a query reads whatever its method.
             */
            graphql?: boolean;
            /**
             * Milliseconds to wait before answering: a slow backend, for timeouts.
             */
            delay?: number;
        }[];
        /**
         * A fixed loopback port for the spy backend, for a server started outside the run; scenarios then run one at a time. An ephemeral port otherwise.
         */
        port?: number;
        /**
         * Requests that read although their method is not GET/HEAD/OPTIONS (search, GraphQL queries): no `no_mutation` gate counts them. With `graphql: true`, only the requests whose operations are all queries.
         */
        reads?: {
            /**
             * The HTTP method (case-insensitive); any method when absent.
             */
            method?: string;
            /**
             * A path pattern: `*` matches within one path segment, `**` any number of segments, the rest is literal; it matches the normalized path (decoded, case ignored, `//` as `/`: see docs/spy.md), the query string is ignored and a trailing `/` is optional. Any path when absent.
             */
            path?: string;
            /**
             * A GraphQL endpoint: a request to its path (by any method: a GET may carry a mutation) reads only when every operation it carries is a query or subscription; a mutation, a persisted query (a hash without its text) or a request that cannot be read still counts.
             */
            graphql?: boolean;
        }[];
        /**
         * Milliseconds a live scenario's request log stays open after its last tool call returns, for what the call set off (a background job); meanwhile a stateless server's process stays the caller's. A request that comes later still belongs to the scenario that called the process last: its row is re-decided with it, never the next scenario's. Default: 250 when a live scenario's server can reach the spy (`${spy.url}` or `${spy.port}` in its command, args, env, url, headers or cwd, or a fixed `spy.port`); 0 when none can, since nothing it sends could arrive.
         */
        settle_ms?: number;
    };
    /**
     * How the spy holds each tool call to the tool's declared annotations (`readOnlyHint`, `destructiveHint`, `idempotentHint`): `gate` (default) fails the row with `annotation:read_only`, `annotation:non_destructive` or `annotation:idempotent` when the spy saw the call break its promise, and records an observation where it cannot see the server's requests (stub mode, a server not wired to `${spy.url}`); `observe` only records; `off` skips. See docs/server-checks.md.
     */
    annotations?: 'gate' | 'observe' | 'off';
    /**
     * Tools that must not destroy anything before the user confirmed in a later turn, nor after the user declined (`confirms: false` on a turn): `true` (default) the tools that declare `destructiveHint: true`; a list: those and the listed tools; `false`: none. Fails `confirmation`. See docs/server-checks.md.
     */
    confirm_destructive?: boolean | string[];
    /**
     * The corpus files: globs (or files, folders) relative to the config's folder, each format detected; or `{ path, format, thresholds }`. `--corpus` replaces them.
     */
    corpus?: (string | {
        /**
         * A glob, a file or a folder (every .yaml, .yml and .json below it), relative to the config's folder.
         */
        path: string;
        /**
         * The files' format; detected from each file's name and shape when absent.
         */
        format?: 'native' | 'tiered' | 'casefile' | 'answer-fixtures';
        /**
         * A thresholds file for this corpus: the config's `thresholds` shape, or a tiered corpus's thresholds.yaml (`default`, `per_model`).
         */
        thresholds?: string;
    })[];
    /**
     * Values of the corpus's `{NAME}` placeholders, over the environment's (a scenario's or file's `vars` win).
     */
    vars?: {
        [k: string]: string | number | boolean;
    };
    /**
     * The models to evaluate: `<provider>:<model>` (`openai:gpt-4.1-mini`), `claude-code[:<model>]`, `replay`, or an object. Flags and inputs replace them; with none anywhere, one default model per provider key set in the environment, else `replay`.
     */
    providers?: (string | {
        /**
         * The name the provider is reported under (and that `thresholds.providers` uses).
         */
        id?: string;
        /**
         * Claude Code: runs `claude -p` headless against the spy MCP proxy.
         */
        provider: 'claude-code';
        /**
         * The model `claude` uses; Claude Code's own choice when absent.
         */
        model?: string;
    } | {
        /**
         * The name the provider is reported under (and that `thresholds.providers` uses).
         */
        id?: string;
        /**
         * The model API: an adapter preset.
         */
        provider: 'openai' | 'gemini' | 'anthropic' | 'groq' | 'openrouter' | 'together' | 'ollama' | 'openai-compatible';
        /**
         * The model's name in that API.
         */
        model: string;
        /**
         * The API's base URL: required for `openai-compatible`, else the preset's.
         */
        base_url?: string;
        /**
         * The environment variable holding the API key, instead of the preset's (`OPENAI_API_KEY`, …). A provider whose key is not set is skipped.
         */
        api_key_env?: string;
        /**
         * Sampling temperature.
         */
        temperature?: number;
        /**
         * The most tokens a reply may have.
         */
        max_tokens?: number;
        /**
         * Sampling seed, for APIs that take one (OpenAI-compatible, Gemini).
         */
        seed?: number;
        /**
         * Seconds per model request.
         */
        timeout?: number;
        /**
         * Retries of a transient error (rate limit, overload, 5xx), with exponential backoff.
         */
        retries?: number;
    } | {
        /**
         * The name the provider is reported under (and that `thresholds.providers` uses).
         */
        id?: string;
        /**
         * Plays a file of scripted behaviours instead of asking a model (docs/scripted.md).
         */
        provider: 'scripted';
        /**
         * The behaviours file (YAML or JSON), relative to the config's folder.
         */
        file: string;
    })[];
    /**
     * An LLM judge for clarification and answer turns: a provider spec, or `{ spec, samples }` to ask `samples` times per grade and take the majority; without one, a deterministic baseline grades them.
     */
    judge?: string | {
        /**
         * The name the provider is reported under (and that `thresholds.providers` uses).
         */
        id?: string;
        /**
         * Claude Code: runs `claude -p` headless against the spy MCP proxy.
         */
        provider: 'claude-code';
        /**
         * The model `claude` uses; Claude Code's own choice when absent.
         */
        model?: string;
    } | {
        /**
         * The name the provider is reported under (and that `thresholds.providers` uses).
         */
        id?: string;
        /**
         * The model API: an adapter preset.
         */
        provider: 'openai' | 'gemini' | 'anthropic' | 'groq' | 'openrouter' | 'together' | 'ollama' | 'openai-compatible';
        /**
         * The model's name in that API.
         */
        model: string;
        /**
         * The API's base URL: required for `openai-compatible`, else the preset's.
         */
        base_url?: string;
        /**
         * The environment variable holding the API key, instead of the preset's (`OPENAI_API_KEY`, …). A provider whose key is not set is skipped.
         */
        api_key_env?: string;
        /**
         * Sampling temperature.
         */
        temperature?: number;
        /**
         * The most tokens a reply may have.
         */
        max_tokens?: number;
        /**
         * Sampling seed, for APIs that take one (OpenAI-compatible, Gemini).
         */
        seed?: number;
        /**
         * Seconds per model request.
         */
        timeout?: number;
        /**
         * Retries of a transient error (rate limit, overload, 5xx), with exponential backoff.
         */
        retries?: number;
    } | {
        /**
         * The judge model, as a provider spec (a string or the object form).
         */
        spec: string | {
            /**
             * The name the provider is reported under (and that `thresholds.providers` uses).
             */
            id?: string;
            /**
             * The model API: an adapter preset.
             */
            provider: 'openai' | 'gemini' | 'anthropic' | 'groq' | 'openrouter' | 'together' | 'ollama' | 'openai-compatible';
            /**
             * The model's name in that API.
             */
            model: string;
            /**
             * The API's base URL: required for `openai-compatible`, else the preset's.
             */
            base_url?: string;
            /**
             * The environment variable holding the API key, instead of the preset's (`OPENAI_API_KEY`, …). A provider whose key is not set is skipped.
             */
            api_key_env?: string;
            /**
             * Sampling temperature.
             */
            temperature?: number;
            /**
             * The most tokens a reply may have.
             */
            max_tokens?: number;
            /**
             * Sampling seed, for APIs that take one (OpenAI-compatible, Gemini).
             */
            seed?: number;
            /**
             * Seconds per model request.
             */
            timeout?: number;
            /**
             * Retries of a transient error (rate limit, overload, 5xx), with exponential backoff.
             */
            retries?: number;
        };
        /**
         * Verdicts asked per grade (default 1); the majority of those that answer decides, a tie leaves the grade to the deterministic grader. Agreement is reported.
         */
        samples?: number;
    };
    /**
     * What a comparison with a baseline counts as a regression.
     */
    regression?: {
        /**
         * A pair regressed or fixed only through LLM-judge grades (every deterministic check the same, trial by trial): `ignore` (default) lists it as judge-only and it does not make the verdict regressed nor fail `fail-on-regression`; `count` counts it as any other.
         */
        judge_only?: 'ignore' | 'count';
    };
    /**
     * The accuracy the run must reach, per provider (0–1). Only `--fail-on-threshold` turns unmet thresholds into exit code 1.
     */
    thresholds?: {
        /**
         * Minimum accuracy over all scored scenarios (passed / scored, `>=`, no rounding).
         */
        overall?: number;
        /**
         * Minimum accuracy per tier: `selection`, `args`, `sequence`, `clarification`, `answer`, `safety`. A tier with no scored scenario meets its threshold.
         */
        tiers?: {
            [k: string]: number;
        };
        /**
         * Minimum accuracy per scenario `category`, by category name.
         */
        categories?: {
            [k: string]: number;
        };
        /**
         * Overrides for one provider, by provider spec or model name: its `overall`, `tiers` and `categories` replace the ones above key by key.
         */
        providers?: {
            [k: string]: {
                /**
                 * Minimum accuracy over all scored scenarios (passed / scored, `>=`, no rounding).
                 */
                overall?: number;
                /**
                 * Minimum accuracy per tier: `selection`, `args`, `sequence`, `clarification`, `answer`, `safety`. A tier with no scored scenario meets its threshold.
                 */
                tiers?: {
                    [k: string]: number;
                };
                /**
                 * Minimum accuracy per scenario `category`, by category name.
                 */
                categories?: {
                    [k: string]: number;
                };
            };
        };
    };
    /**
     * What a fault of the server under test does to its row: a live result of a tool that declares an `outputSchema` with no `structuredContent`, or one that does not match the schema (JSON Schema 2020-12, draft-07 when the schema's `$schema` names it; MCP 2025-11-25: "Servers **MUST** provide structured results that conform to this schema"). `show` (default): listed on the row and counted in the summary, the row's verdict unchanged; `fail`: the row also fails the `structured_output` check.
     */
    server_faults?: 'show' | 'fail';
    /**
     * Token budgets of the tool surface (not spend: see `budget`), checked like `thresholds`: a budget exceeded makes `thresholds.met` false, which fails the run only with `--fail-on-threshold` (the action: `fail-on-threshold: true`).
     */
    budgets?: {
        /**
         * The most tokens the server's whole tool list may cost (the sum of each tool's `total` in report.json `tokens.tools`).
         */
        tools_tokens?: number;
        /**
         * The most tokens one tool result from the server may cost (live calls).
         */
        result_tokens?: number;
    };
    /**
     * A spending cap (not the tool surface's token `budgets`): once the run's model requests or their cost reach it, no new scenario starts and the rest are `skipped` ("budget: …"); running ones finish and the report is written as usual. `--budget-usd`/`--budget-requests` and the action's `budget-usd`/`budget-requests` replace each part.
     */
    budget?: {
        /**
         * The most US dollars the run may spend on model requests, priced by `prices` (a model with no price counts nothing).
         */
        usd?: number;
        /**
         * The most model requests the run may send (an answer from the cache counts).
         */
        requests?: number;
    };
    /**
     * Tool results past this many tokens (o200k_base) are flagged on their row, whatever its verdict: a host with such a cap cuts or refuses them. The default is Claude Code's default cap on an MCP tool's output.
     */
    result_token_cap?: number;
    default_stub?: Json;
    /**
     * Scenarios run at once (1 when `spy.port` is set).
     */
    concurrency?: number;
    /**
     * Seconds per scenario (default of scenarios' `timeout`).
     */
    timeout?: number;
    /**
     * Seconds per before/after hook (default of scenarios' `hook_timeout`; without either, a hook gets the scenario's time left).
     */
    hook_timeout?: number;
    /**
     * Tool rounds per turn (default of scenarios' `max_steps`).
     */
    max_steps?: number;
    /**
     * Runs of each scenario per provider (default of scenarios' `repeat`).
     */
    repeat?: number;
    /**
     * Same-job A/B (`mcp-eval ab`): every scenario runs against two versions of the server, their trials interleaved (base, head, base, head, …) through one pool with the same providers, so that a model that drifts during the run drifts on both sides alike. The head report compares with the base report (`<out>/base/`).
     */
    ab?: {
        base: ServerConfig;
        head?: ServerConfig;
    };
    /**
     * Adaptive trials, with `ab` only (instead of `repeat`): after `min` trials per side, a pair gets another base/head trial only while the trials left up to `max` could still make it regressed or fixed, were they to go either way (all passing on one side, all failing on the other); a pair classed regressed or fixed is decided and stops. `--trials-min`/`--trials-max` replace each part.
     */
    trials?: {
        /**
         * Trials per side of every (scenario, provider) pair.
         */
        min: number;
        /**
         * The most trials per side a pair gets while its comparison is undecided.
         */
        max: number;
    };
    /**
     * Prices per million tokens, by model or provider spec: the report adds costs.
     */
    prices?: {
        [k: string]: {
            /**
             * USD per million input tokens.
             */
            input: number;
            /**
             * USD per million output tokens.
             */
            output: number;
            /**
             * USD per million cached input tokens.
             */
            cached?: number;
        };
    };
    /**
     * Argument names of imported case files compared only for presence (free text such as SQL): `{ $nonEmpty: true }`.
     */
    free_text_params?: string[];
    /**
     * Store each model answer, keyed by the whole request and the trial: a rerun of an unchanged corpus makes no model request. Repeats stay distinct samples; live tool results are never cached (they are part of the request). `--cache`/`--no-cache` and the action's `cache` input override it.
     */
    cache?: boolean | {
        /**
         * Where answers are stored, relative to the config (default `.mcp-eval-cache`).
         */
        dir?: string;
        /**
         * Past this size the least recently used answers are removed (default 500).
         */
        max_mb?: number;
    };
}
export interface ServerConfig {
    /**
     * stdio: the command that starts the server under test. Give `command` or `url`.
     */
    command?: string;
    /**
     * stdio: the arguments of `command`.
     */
    args?: string[];
    /**
     * stdio: environment variables of the server, added to a minimal inherited environment (`PATH`, `HOME`, …). Point its API base URL at the spy: `{ API_URL: "${spy.url}" }`.
     */
    env?: {
        [k: string]: string;
    };
    /**
     * stdio: the folder `command` runs in, relative to the config's folder.
     */
    cwd?: string;
    /**
     * Streamable HTTP: the URL of a running server; loopback only (`127.0.0.1`, `::1`, `localhost`) unless `allow_remote`.
     */
    url?: string;
    /**
     * Streamable HTTP: headers sent with every request to `url`.
     */
    headers?: {
        [k: string]: string;
    };
    /**
     * Allow a `url` that is not a loopback address.
     */
    allow_remote?: boolean;
    /**
     * Seconds to wait for the server to answer `initialize`, and then for its whole `tools/list`: every page together, at most 1,000 pages and 10,000 tools, a cursor never repeated.
     */
    startup_timeout?: number;
    /**
     * The longest tool result kept, in bytes of UTF-8 (1 MiB by default): a longer one is cut, with a note such as `[cut: 10,485,760 bytes; limit 1,048,576 (server.max_result_bytes)]`. The cut text is what the model sees and what the report keeps.
     */
    max_result_bytes?: number;
    /**
     * The server keeps no state from one tool call to the next: each live call is lent a process from the pool for that call alone, so many scenarios share a few processes and the spy requests logged during a call are its own (a server that cannot reach the spy runs its calls side by side). By default a live scenario holds one process from its first call to its last answer.
     */
    stateless?: boolean;
    /**
     * The most server processes at once for live scenarios, per scenario `server` variant: by default a little over half of `concurrency` for a stateful server (9 for 16), growing up to `concurrency` when scenarios hold their process longer, with room for one more per scenario asleep on a `Retry-After` while it holds one (docs/concurrency.md), and 2 for a stateless one; a number set here is a cap. They start on demand (a free one is reused first): while the model answers a scenario that expects a call, or at a scenario's first call. Model requests in flight are `concurrency`, whatever this is. Stub-mode scenarios need no process of their own: the one that listed the tools serves them all.
     */
    pool?: number;
}
