import type { Recovery } from '../model/report.js';
import type { RecordedCall } from '../model/transcript.js';
/**
 * The row's error episodes. An episode starts at a tool error and runs over the later calls to
 * the same tool in the same turn until one is accepted. It is recovered when that accepted call
 * has arguments other than every failed call of the episode: "corrected" is the next call to
 * the same tool, with different arguments, that the server accepted. Giving up (no later call
 * to the tool in the turn) or repeating the same failing call is no recovery; nor is the same
 * arguments sent again and accepted (a retry, not a correction).
 */
export declare function recovery(calls: RecordedCall[]): Recovery | undefined;
/** Over rows: tool error episodes and how many the model recovered from. */
export declare function recoveryRate(rows: {
    recovery?: Recovery;
}[]): {
    errors: number;
    recovered: number;
};
