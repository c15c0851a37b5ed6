// The token cost of a server's tool surface and of its tool results: what a host puts in a
// model's context for it. Counted with a real tokenizer (mcp/tokens.ts names the encoding).
import { z } from 'zod';

const tokens = z.number().int().min(0);

export const budgetsSchema = z
  .strictObject({
    tools_tokens: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "The most tokens the server's whole tool list may cost (the sum of each tool's `total` in report.json `tokens.tools`).",
      )
      .meta({ examples: [8000] }),
    result_tokens: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('The most tokens one tool result from the server may cost (live calls).')
      .meta({ examples: [10000] }),
  })
  .describe(
    'Token budgets of the tool surface (not spend: see `budget`), checked like `thresholds`: a budget exceeded makes `thresholds.met` false, which fails the run only with `--fail-on-threshold` (the action: `fail-on-threshold: true`).',
  );
export type Budgets = z.infer<typeof budgetsSchema>;

export const toolTokensSchema = z.object({
  name: z.string(),
  description: tokens.describe('Tokens of JSON.stringify({ name, description })'),
  input: tokens.describe('Tokens of JSON.stringify(inputSchema)'),
  output: tokens
    .optional()
    .describe(
      'Tokens of JSON.stringify(outputSchema), when the tool declares one; not in total: a model API has no place for it in a tool definition',
    ),
  total: tokens.describe(
    'Tokens of JSON.stringify({ name, description, inputSchema }): the tool as a host sends it to a model',
  ),
});
export type ToolTokens = z.infer<typeof toolTokensSchema>;

/** The largest tool result of the run and where it came from. */
export const largestResultSchema = z.object({
  tokens,
  tool: z.string(),
  scenario: z.string(),
  provider: z.string(),
  repetition: z.number().int(),
});

export const tokensReportSchema = z.object({
  encoding: z
    .string()
    .describe('The tokenizer encoding counted with')
    .meta({ examples: ['o200k_base'] }),
  total: tokens.describe("The whole tools/list: the sum of the tools' `total`"),
  tools: z.array(toolTokensSchema).describe('Per tool, in tools/list order'),
  resultCap: tokens.describe(
    'Tool results past this many tokens are flagged on their row (`result_token_cap`; 25,000 by default)',
  ),
  results: z
    .object({
      measured: z
        .number()
        .int()
        .describe('Live tool results measured (stubs are not the server’s)'),
      pastCap: z.number().int().describe('Of those, results past `resultCap`'),
      largest: largestResultSchema.optional(),
    })
    .optional()
    .describe('The tool results of the run’s rows'),
  budgets: budgetsSchema.optional().describe('The budgets the run was checked against'),
});
export type TokensReport = z.infer<typeof tokensReportSchema>;

/** report.comparison.tokens: the tool surface's cost, base → head. */
export const tokensDiffSchema = z.object({
  encoding: z.string(),
  base: tokens.describe("The baseline's whole tools/list"),
  head: tokens.describe("This run's whole tools/list"),
  tools: z
    .array(
      z.object({
        name: z.string(),
        base: tokens.optional().describe("The tool's total in the baseline; absent: added"),
        head: tokens.optional().describe('… in this run; absent: removed'),
      }),
    )
    .describe('Every tool of either side, the largest change first'),
});
export type TokensDiff = z.infer<typeof tokensDiffSchema>;
