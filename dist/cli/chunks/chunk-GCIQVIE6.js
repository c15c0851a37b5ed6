import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  external_exports
} from "./chunk-ZXOGZ666.js";

// src/model/tokens.ts
var tokens = external_exports.number().int().min(0);
var budgetsSchema = external_exports.strictObject({
  tools_tokens: external_exports.number().int().positive().optional().describe(
    "The most tokens the server's whole tool list may cost (the sum of each tool's `total` in report.json `tokens.tools`)."
  ).meta({ examples: [8e3] }),
  result_tokens: external_exports.number().int().positive().optional().describe("The most tokens one tool result from the server may cost (live calls).").meta({ examples: [1e4] })
}).describe(
  "Token budgets of the tool surface (not spend: see `budget`), checked like `thresholds`: a budget exceeded makes `thresholds.met` false, which fails the run only with `--fail-on-threshold` (the action: `fail-on-threshold: true`)."
);
var toolTokensSchema = external_exports.object({
  name: external_exports.string(),
  description: tokens.describe("Tokens of JSON.stringify({ name, description })"),
  input: tokens.describe("Tokens of JSON.stringify(inputSchema)"),
  output: tokens.optional().describe(
    "Tokens of JSON.stringify(outputSchema), when the tool declares one; not in total: a model API has no place for it in a tool definition"
  ),
  total: tokens.describe(
    "Tokens of JSON.stringify({ name, description, inputSchema }): the tool as a host sends it to a model"
  )
});
var largestResultSchema = external_exports.object({
  tokens,
  tool: external_exports.string(),
  scenario: external_exports.string(),
  provider: external_exports.string(),
  repetition: external_exports.number().int()
});
var tokensReportSchema = external_exports.object({
  encoding: external_exports.string().describe("The tokenizer encoding counted with").meta({ examples: ["o200k_base"] }),
  total: tokens.describe("The whole tools/list: the sum of the tools' `total`"),
  tools: external_exports.array(toolTokensSchema).describe("Per tool, in tools/list order"),
  resultCap: tokens.describe(
    "Tool results past this many tokens are flagged on their row (`result_token_cap`; 25,000 by default)"
  ),
  results: external_exports.object({
    measured: external_exports.number().int().describe("Live tool results measured (stubs are not the server’s)"),
    pastCap: external_exports.number().int().describe("Of those, results past `resultCap`"),
    largest: largestResultSchema.optional()
  }).optional().describe("The tool results of the run’s rows"),
  budgets: budgetsSchema.optional().describe("The budgets the run was checked against")
});
var tokensDiffSchema = external_exports.object({
  encoding: external_exports.string(),
  base: tokens.describe("The baseline's whole tools/list"),
  head: tokens.describe("This run's whole tools/list"),
  tools: external_exports.array(
    external_exports.object({
      name: external_exports.string(),
      base: tokens.optional().describe("The tool's total in the baseline; absent: added"),
      head: tokens.optional().describe("… in this run; absent: removed")
    })
  ).describe("Every tool of either side, the largest change first")
});

export {
  budgetsSchema,
  tokensReportSchema,
  tokensDiffSchema
};
