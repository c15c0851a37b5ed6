/** model/duration.ts's duration() in browser JavaScript: 350 ms, 1.2 s, 3 min 05 s, 1 h 02 min
 * (a test holds the two to the same output); '—' for a duration the report does not have. */
export declare const DURATION_JS: string;
export declare const SCRIPT: string;
