import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/score/coverage.ts
function expectedTools(scenarios) {
  const names = /* @__PURE__ */ new Set();
  for (const s of scenarios) {
    for (const turn of s.turns) for (const c of turn.expect.calls ?? []) names.add(c.tool);
  }
  return [...names].sort();
}
function unexpectedTools(tools, expected) {
  const wanted = new Set(expected);
  return tools.map((t) => t.name).filter((name) => !wanted.has(name));
}

export {
  expectedTools,
  unexpectedTools
};
