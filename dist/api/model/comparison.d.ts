import { z } from 'zod';
/** The classes, in the order they are decided: the first that applies is the one. */
export declare const COMPARISON_CLASSES: readonly ["new", "removed", "not-comparable", "regressed", "fixed", "changed-few", "flaky", "unchanged"];
export declare const comparisonClassSchema: z.ZodEnum<{
    new: "new";
    removed: "removed";
    "not-comparable": "not-comparable";
    regressed: "regressed";
    fixed: "fixed";
    "changed-few": "changed-few";
    flaky: "flaky";
    unchanged: "unchanged";
}>;
export type ComparisonClass = z.infer<typeof comparisonClassSchema>;
export declare const passCountSchema: z.ZodObject<{
    passes: z.ZodNumber;
    n: z.ZodNumber;
}, z.core.$strip>;
export type PassCount = z.infer<typeof passCountSchema>;
export declare const intervalSchema: z.ZodObject<{
    low: z.ZodNumber;
    high: z.ZodNumber;
}, z.core.$strip>;
export declare const baseRunSchema: z.ZodObject<{
    id: z.ZodNumber;
    url: z.ZodString;
    sha: z.ZodString;
    branch: z.ZodString;
    createdAt: z.ZodString;
    number: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
export type BaseRun = z.infer<typeof baseRunSchema>;
/**
 * How every place names the base run — the comment, the job summary, report.md, notices: by the
 * number people see in the Actions tab, "run #42"; "run 9001" (its id) only for a report written
 * before the number was recorded.
 */
export declare function baseRunName(run: Pick<BaseRun, 'id' | 'number'>): string;
/** The base run's name linked to its page, in Markdown: "[run #42](https://…/runs/9001)". */
export declare function baseRunLink(run: Pick<BaseRun, 'id' | 'number' | 'url'>): string;
/** The same in plain text (notices, logs, the comparison's label): "run #42 (https://…)". */
export declare function baseRunText(run: Pick<BaseRun, 'id' | 'number' | 'url'>): string;
export declare const scenarioComparisonSchema: z.ZodObject<{
    scenario: z.ZodString;
    provider: z.ZodString;
    tier: z.ZodOptional<z.ZodString>;
    class: z.ZodEnum<{
        new: "new";
        removed: "removed";
        "not-comparable": "not-comparable";
        regressed: "regressed";
        fixed: "fixed";
        "changed-few": "changed-few";
        flaky: "flaky";
        unchanged: "unchanged";
    }>;
    base: z.ZodOptional<z.ZodObject<{
        passes: z.ZodNumber;
        n: z.ZodNumber;
    }, z.core.$strip>>;
    head: z.ZodOptional<z.ZodObject<{
        passes: z.ZodNumber;
        n: z.ZodNumber;
    }, z.core.$strip>>;
    p: z.ZodOptional<z.ZodNumber>;
    trialsNeeded: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    why: z.ZodOptional<z.ZodString>;
    served: z.ZodOptional<z.ZodObject<{
        base: z.ZodArray<z.ZodString>;
        head: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    wouldBe: z.ZodOptional<z.ZodEnum<{
        new: "new";
        removed: "removed";
        "not-comparable": "not-comparable";
        regressed: "regressed";
        fixed: "fixed";
        "changed-few": "changed-few";
        flaky: "flaky";
        unchanged: "unchanged";
    }>>;
    reason: z.ZodOptional<z.ZodString>;
    toolChanged: z.ZodOptional<z.ZodBoolean>;
    changedTools: z.ZodOptional<z.ZodArray<z.ZodString>>;
    judgeOnly: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export type ScenarioComparison = z.infer<typeof scenarioComparisonSchema>;
export declare const aggregateDeltaSchema: z.ZodObject<{
    provider: z.ZodString;
    tier: z.ZodOptional<z.ZodString>;
    base: z.ZodObject<{
        passes: z.ZodNumber;
        n: z.ZodNumber;
    }, z.core.$strip>;
    head: z.ZodObject<{
        passes: z.ZodNumber;
        n: z.ZodNumber;
    }, z.core.$strip>;
    delta: z.ZodNullable<z.ZodNumber>;
    interval: z.ZodNullable<z.ZodObject<{
        low: z.ZodNumber;
        high: z.ZodNumber;
    }, z.core.$strip>>;
    significant: z.ZodBoolean;
}, z.core.$strip>;
export type AggregateDelta = z.infer<typeof aggregateDeltaSchema>;
export declare const toolChangeSchema: z.ZodObject<{
    name: z.ZodString;
    description: z.ZodOptional<z.ZodObject<{
        base: z.ZodOptional<z.ZodString>;
        head: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    schemaChanged: z.ZodBoolean;
    title: z.ZodOptional<z.ZodObject<{
        base: z.ZodOptional<z.ZodString>;
        head: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    outputSchema: z.ZodOptional<z.ZodEnum<{
        removed: "removed";
        added: "added";
        changed: "changed";
    }>>;
    annotations: z.ZodOptional<z.ZodArray<z.ZodObject<{
        hint: z.ZodString;
        base: z.ZodOptional<z.ZodUnknown>;
        head: z.ZodOptional<z.ZodUnknown>;
    }, z.core.$strip>>>;
    iconsChanged: z.ZodOptional<z.ZodLiteral<true>>;
    execution: z.ZodOptional<z.ZodObject<{
        base: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        head: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type ToolChange = z.infer<typeof toolChangeSchema>;
export declare const toolsDiffSchema: z.ZodObject<{
    added: z.ZodArray<z.ZodString>;
    removed: z.ZodArray<z.ZodString>;
    changed: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        description: z.ZodOptional<z.ZodObject<{
            base: z.ZodOptional<z.ZodString>;
            head: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        schemaChanged: z.ZodBoolean;
        title: z.ZodOptional<z.ZodObject<{
            base: z.ZodOptional<z.ZodString>;
            head: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        outputSchema: z.ZodOptional<z.ZodEnum<{
            removed: "removed";
            added: "added";
            changed: "changed";
        }>>;
        annotations: z.ZodOptional<z.ZodArray<z.ZodObject<{
            hint: z.ZodString;
            base: z.ZodOptional<z.ZodUnknown>;
            head: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$strip>>>;
        iconsChanged: z.ZodOptional<z.ZodLiteral<true>>;
        execution: z.ZodOptional<z.ZodObject<{
            base: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
            head: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type ToolsDiff = z.infer<typeof toolsDiffSchema>;
export declare const confusionEntrySchema: z.ZodObject<{
    expected: z.ZodString;
    chosen: z.ZodNullable<z.ZodString>;
    count: z.ZodNumber;
    unrunnable: z.ZodOptional<z.ZodLiteral<true>>;
}, z.core.$strip>;
export type ConfusionEntry = z.infer<typeof confusionEntrySchema>;
export declare const confusionSchema: z.ZodObject<{
    provider: z.ZodString;
    base: z.ZodArray<z.ZodObject<{
        expected: z.ZodString;
        chosen: z.ZodNullable<z.ZodString>;
        count: z.ZodNumber;
        unrunnable: z.ZodOptional<z.ZodLiteral<true>>;
    }, z.core.$strip>>;
    head: z.ZodArray<z.ZodObject<{
        expected: z.ZodString;
        chosen: z.ZodNullable<z.ZodString>;
        count: z.ZodNumber;
        unrunnable: z.ZodOptional<z.ZodLiteral<true>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Confusion = z.infer<typeof confusionSchema>;
export declare const confusedPairSchema: z.ZodObject<{
    tools: z.ZodArray<z.ZodString>;
    base: z.ZodNumber;
    head: z.ZodNumber;
    changed: z.ZodBoolean;
}, z.core.$strip>;
export type ConfusedPair = z.infer<typeof confusedPairSchema>;
export declare const comparisonSchema: z.ZodObject<{
    base: z.ZodObject<{
        label: z.ZodString;
        startedAt: z.ZodString;
        run: z.ZodOptional<z.ZodObject<{
            id: z.ZodNumber;
            url: z.ZodString;
            sha: z.ZodString;
            branch: z.ZodString;
            createdAt: z.ZodString;
            number: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>>;
    }, z.core.$strip>;
    verdict: z.ZodEnum<{
        regressed: "regressed";
        unchanged: "unchanged";
        improved: "improved";
    }>;
    judgeOnly: z.ZodOptional<z.ZodEnum<{
        count: "count";
        ignore: "ignore";
    }>>;
    counts: z.ZodRecord<z.ZodEnum<{
        new: "new";
        removed: "removed";
        "not-comparable": "not-comparable";
        regressed: "regressed";
        fixed: "fixed";
        "changed-few": "changed-few";
        flaky: "flaky";
        unchanged: "unchanged";
    }> & z.core.$partial, z.ZodNumber>;
    scenarios: z.ZodArray<z.ZodObject<{
        scenario: z.ZodString;
        provider: z.ZodString;
        tier: z.ZodOptional<z.ZodString>;
        class: z.ZodEnum<{
            new: "new";
            removed: "removed";
            "not-comparable": "not-comparable";
            regressed: "regressed";
            fixed: "fixed";
            "changed-few": "changed-few";
            flaky: "flaky";
            unchanged: "unchanged";
        }>;
        base: z.ZodOptional<z.ZodObject<{
            passes: z.ZodNumber;
            n: z.ZodNumber;
        }, z.core.$strip>>;
        head: z.ZodOptional<z.ZodObject<{
            passes: z.ZodNumber;
            n: z.ZodNumber;
        }, z.core.$strip>>;
        p: z.ZodOptional<z.ZodNumber>;
        trialsNeeded: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        why: z.ZodOptional<z.ZodString>;
        served: z.ZodOptional<z.ZodObject<{
            base: z.ZodArray<z.ZodString>;
            head: z.ZodArray<z.ZodString>;
        }, z.core.$strip>>;
        wouldBe: z.ZodOptional<z.ZodEnum<{
            new: "new";
            removed: "removed";
            "not-comparable": "not-comparable";
            regressed: "regressed";
            fixed: "fixed";
            "changed-few": "changed-few";
            flaky: "flaky";
            unchanged: "unchanged";
        }>>;
        reason: z.ZodOptional<z.ZodString>;
        toolChanged: z.ZodOptional<z.ZodBoolean>;
        changedTools: z.ZodOptional<z.ZodArray<z.ZodString>>;
        judgeOnly: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
    aggregates: z.ZodArray<z.ZodObject<{
        provider: z.ZodString;
        tier: z.ZodOptional<z.ZodString>;
        base: z.ZodObject<{
            passes: z.ZodNumber;
            n: z.ZodNumber;
        }, z.core.$strip>;
        head: z.ZodObject<{
            passes: z.ZodNumber;
            n: z.ZodNumber;
        }, z.core.$strip>;
        delta: z.ZodNullable<z.ZodNumber>;
        interval: z.ZodNullable<z.ZodObject<{
            low: z.ZodNumber;
            high: z.ZodNumber;
        }, z.core.$strip>>;
        significant: z.ZodBoolean;
    }, z.core.$strip>>;
    tools: z.ZodOptional<z.ZodObject<{
        added: z.ZodArray<z.ZodString>;
        removed: z.ZodArray<z.ZodString>;
        changed: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            description: z.ZodOptional<z.ZodObject<{
                base: z.ZodOptional<z.ZodString>;
                head: z.ZodOptional<z.ZodString>;
            }, z.core.$strip>>;
            schemaChanged: z.ZodBoolean;
            title: z.ZodOptional<z.ZodObject<{
                base: z.ZodOptional<z.ZodString>;
                head: z.ZodOptional<z.ZodString>;
            }, z.core.$strip>>;
            outputSchema: z.ZodOptional<z.ZodEnum<{
                removed: "removed";
                added: "added";
                changed: "changed";
            }>>;
            annotations: z.ZodOptional<z.ZodArray<z.ZodObject<{
                hint: z.ZodString;
                base: z.ZodOptional<z.ZodUnknown>;
                head: z.ZodOptional<z.ZodUnknown>;
            }, z.core.$strip>>>;
            iconsChanged: z.ZodOptional<z.ZodLiteral<true>>;
            execution: z.ZodOptional<z.ZodObject<{
                base: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
                head: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    tokens: z.ZodOptional<z.ZodObject<{
        encoding: z.ZodString;
        base: z.ZodNumber;
        head: z.ZodNumber;
        tools: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            base: z.ZodOptional<z.ZodNumber>;
            head: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    confusion: z.ZodArray<z.ZodObject<{
        provider: z.ZodString;
        base: z.ZodArray<z.ZodObject<{
            expected: z.ZodString;
            chosen: z.ZodNullable<z.ZodString>;
            count: z.ZodNumber;
            unrunnable: z.ZodOptional<z.ZodLiteral<true>>;
        }, z.core.$strip>>;
        head: z.ZodArray<z.ZodObject<{
            expected: z.ZodString;
            chosen: z.ZodNullable<z.ZodString>;
            count: z.ZodNumber;
            unrunnable: z.ZodOptional<z.ZodLiteral<true>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    confusedPairs: z.ZodArray<z.ZodObject<{
        tools: z.ZodArray<z.ZodString>;
        base: z.ZodNumber;
        head: z.ZodNumber;
        changed: z.ZodBoolean;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Comparison = z.infer<typeof comparisonSchema>;
/** Judge-only pairs the verdict left out (`regression: { judge_only: ignore }`, the default). */
export declare const ignoredJudgeOnly: (c: Comparison) => {
    scenario: string;
    provider: string;
    class: "new" | "removed" | "not-comparable" | "regressed" | "fixed" | "changed-few" | "flaky" | "unchanged";
    tier?: string | undefined;
    base?: {
        passes: number;
        n: number;
    } | undefined;
    head?: {
        passes: number;
        n: number;
    } | undefined;
    p?: number | undefined;
    trialsNeeded?: number | null | undefined;
    why?: string | undefined;
    served?: {
        base: string[];
        head: string[];
    } | undefined;
    wouldBe?: "new" | "removed" | "not-comparable" | "regressed" | "fixed" | "changed-few" | "flaky" | "unchanged" | undefined;
    reason?: string | undefined;
    toolChanged?: boolean | undefined;
    changedTools?: string[] | undefined;
    judgeOnly?: boolean | undefined;
}[];
/** Pairs of a class that the verdict counted. */
export declare const counted: (c: Comparison, k: ComparisonClass) => number;
