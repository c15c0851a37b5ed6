import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/report/pct.ts
function pct(s) {
  if (!s || s.accuracy === null) return "—";
  return `${Math.round(s.accuracy * 1e3) / 10}% (${s.counts.pass}/${s.scored})`;
}

export {
  pct
};
