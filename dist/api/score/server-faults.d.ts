import { type RecordedCall } from '../model/transcript.js';
import type { Check } from './check.js';
/** The calls whose results broke their tool's output schema. */
export declare const structuredFaults: (calls: RecordedCall[]) => RecordedCall[];
/** With `server_faults: fail`: a row whose server broke an output schema fails. A row with no
 * checked result has nothing to say. */
export declare const structuredOutput: Check;
