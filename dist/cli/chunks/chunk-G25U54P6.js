import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/errors.ts
function errorMessage(err) {
  return err instanceof Error ? err.message : String(err);
}
function formatProblem(p) {
  const where = [p.file, p.line, p.line && p.column ? p.column : void 0].filter((x) => x !== void 0).join(":");
  return `${where}: ${p.field ? `${p.field}: ` : ""}${p.message}`;
}
function sortProblems(problems) {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)
  );
}
var SetupError = class extends Error {
  constructor(message, problems = []) {
    super(message);
    this.problems = problems;
    this.name = "SetupError";
  }
  problems;
  /** The whole message: the summary, then one line per problem. */
  describe() {
    return [this.message, ...this.problems.map((p) => `  ${formatProblem(p)}`)].join("\n");
  }
};
var CancelledError = class extends Error {
  constructor(signal) {
    super(`cancelled by ${String(signal.reason ?? "cancel")}`);
    this.name = "CancelledError";
  }
};

export {
  errorMessage,
  formatProblem,
  sortProblems,
  SetupError,
  CancelledError
};
