export interface Problem {
    file: string;
    line?: number;
    column?: number;
    /** Dotted path of the offending field, e.g. scenarios[3].expect.calls[0].tool */
    field?: string;
    message: string;
}
/** What an error says, whatever was thrown. */
export declare function errorMessage(err: unknown): string;
export declare function formatProblem(p: Problem): string;
/** By file, then line: the order a person fixes them in. */
export declare function sortProblems(problems: Problem[]): Problem[];
export declare class SetupError extends Error {
    readonly problems: Problem[];
    constructor(message: string, problems?: Problem[]);
    /** The whole message: the summary, then one line per problem. */
    describe(): string;
}
/** What the run's cancel cut short while it was only starting (a server's start-up, its tool
 * list): the run ends as cancelled, not with a setup error. */
export declare class CancelledError extends Error {
    constructor(signal: AbortSignal);
}
