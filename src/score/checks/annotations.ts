// What the annotation checks share: the mode a scenario holds tools to their annotations in,
// and a tool's declared hint.
import { DEFAULTS } from '../../model/defaults.js';
import type { AnnotationMode, Scenario } from '../../model/scenario.js';
import type { Transcript } from '../../model/transcript.js';

export const annotationMode = (s: Pick<Scenario, 'annotations'>): AnnotationMode =>
  s.annotations ?? DEFAULTS.annotations;

type Hint = 'readOnlyHint' | 'destructiveHint' | 'idempotentHint';

/** The tool declares `hint` with this value: an absent hint is no promise. destructiveHint and
 * idempotentHint mean something "only when readOnlyHint == false" (MCP spec): a read-only
 * tool is held to readOnlyHint alone. */
export function hinted(t: Transcript, tool: string, hint: Hint, value: boolean): boolean {
  const a = t.annotations?.[tool];
  if (hint !== 'readOnlyHint' && a?.readOnlyHint === true) return false;
  return a?.[hint] === value;
}
