// Faults of the server under test, beside the model's doing: a tool that declares an
// outputSchema and returned no structuredContent, or content that does not match it.
import { isStructuredFault, type RecordedCall } from '../model/transcript.js';
import type { Check } from './check.js';

/** The calls whose results broke their tool's output schema. */
export const structuredFaults = (calls: RecordedCall[]): RecordedCall[] =>
  calls.filter((c) => isStructuredFault(c.structured));

const describe = (c: RecordedCall) => `${c.tool}: ${c.structured?.detail ?? c.structured?.status}`;

/** With `server_faults: fail`: a row whose server broke an output schema fails. A row with no
 * checked result has nothing to say. */
export const structuredOutput: Check = (_scenario, t) => {
  const checked = t.calls.filter((c) => c.structured && c.structured.status !== 'unchecked');
  if (!checked.length) return [];
  const faults = structuredFaults(checked);
  return [
    {
      check: 'structured_output',
      passed: faults.length === 0,
      reason: faults.length
        ? `the server broke its output schema in ${faults.length} of ${checked.length} result(s): ${faults.map(describe).join('; ')}`
        : `${checked.length} structured result(s) matched their output schema`,
      expected: 'structuredContent matching each tool’s outputSchema',
      actual: faults.map((c) => ({ tool: c.tool, status: c.structured?.status ?? 'unchecked' })),
    },
  ];
};
