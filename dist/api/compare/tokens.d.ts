import type { TokensDiff, TokensReport } from '../model/tokens.js';
/** Absent when a side did not count its tools, or counted them with another encoding. */
export declare function diffTokens(base: TokensReport | undefined, head: TokensReport | undefined): TokensDiff | undefined;
