import { z } from 'zod';
export declare const budgetsSchema: z.ZodObject<{
    tools_tokens: z.ZodOptional<z.ZodNumber>;
    result_tokens: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type Budgets = z.infer<typeof budgetsSchema>;
export declare const toolTokensSchema: z.ZodObject<{
    name: z.ZodString;
    description: z.ZodNumber;
    input: z.ZodNumber;
    output: z.ZodOptional<z.ZodNumber>;
    total: z.ZodNumber;
}, z.core.$strip>;
export type ToolTokens = z.infer<typeof toolTokensSchema>;
/** The largest tool result of the run and where it came from. */
export declare const largestResultSchema: z.ZodObject<{
    tokens: z.ZodNumber;
    tool: z.ZodString;
    scenario: z.ZodString;
    provider: z.ZodString;
    repetition: z.ZodNumber;
}, z.core.$strip>;
export declare const tokensReportSchema: z.ZodObject<{
    encoding: z.ZodString;
    total: z.ZodNumber;
    tools: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        description: z.ZodNumber;
        input: z.ZodNumber;
        output: z.ZodOptional<z.ZodNumber>;
        total: z.ZodNumber;
    }, z.core.$strip>>;
    resultCap: z.ZodNumber;
    results: z.ZodOptional<z.ZodObject<{
        measured: z.ZodNumber;
        pastCap: z.ZodNumber;
        largest: z.ZodOptional<z.ZodObject<{
            tokens: z.ZodNumber;
            tool: z.ZodString;
            scenario: z.ZodString;
            provider: z.ZodString;
            repetition: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    budgets: z.ZodOptional<z.ZodObject<{
        tools_tokens: z.ZodOptional<z.ZodNumber>;
        result_tokens: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
}, z.core.$strip>;
export type TokensReport = z.infer<typeof tokensReportSchema>;
/** report.comparison.tokens: the tool surface's cost, base → head. */
export declare const tokensDiffSchema: z.ZodObject<{
    encoding: z.ZodString;
    base: z.ZodNumber;
    head: z.ZodNumber;
    tools: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        base: z.ZodOptional<z.ZodNumber>;
        head: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type TokensDiff = z.infer<typeof tokensDiffSchema>;
