// The model SDKs warn about deprecations on every request: the Anthropic SDK console.warn()s
// "The model '…' is deprecated" each time a deprecated model is called, Google's on each call
// of a deprecated method, and Node libraries use process.emitWarning('…', 'DeprecationWarning')
// (without a code, Node repeats those). A run makes hundreds of requests; each distinct
// deprecation message is printed once. Other warnings pass through untouched.
import { format } from 'node:util';

const PATCHED = Symbol.for('mcp-eval.deprecations-once');

type Patchable = { [PATCHED]?: true };

/** Patches `con.warn` and `proc.emitWarning` (the process's own by default) once; idempotent. */
export function deprecationsOnce(
  con: Pick<Console, 'warn'> = console,
  proc: Pick<NodeJS.Process, 'emitWarning'> = process,
): void {
  const seen = new Set<string>();
  const first = (key: string) => !seen.has(key) && Boolean(seen.add(key));

  if (!(con as Patchable)[PATCHED]) {
    const warn = con.warn.bind(con);
    con.warn = (...args: unknown[]) => {
      const text = format(...args);
      if (/deprecat/i.test(text) && !first(`console:${text}`)) return;
      warn(...args);
    };
    (con as Patchable)[PATCHED] = true;
  }

  if (!(proc as Patchable)[PATCHED]) {
    const emit = proc.emitWarning.bind(proc) as (...args: unknown[]) => void;
    proc.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
      const [typeOrOptions, code] = rest;
      const options =
        typeof typeOrOptions === 'object' && typeOrOptions !== null
          ? (typeOrOptions as { type?: string; code?: string })
          : { type: typeOrOptions as string | undefined, code: code as string | undefined };
      const type = warning instanceof Error ? warning.name : options.type;
      const message = warning instanceof Error ? warning.message : String(warning);
      if (type === 'DeprecationWarning' && !first(`${options.code ?? ''}:${message}`)) return;
      emit(warning, ...rest);
    }) as NodeJS.Process['emitWarning'];
    (proc as Patchable)[PATCHED] = true;
  }
}
