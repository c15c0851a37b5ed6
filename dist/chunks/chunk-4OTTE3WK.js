import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/model/duration.ts
function duration(ms) {
  const t = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  if (Math.round(t) < 1e3) return `${Math.round(t)} ms`;
  if (t < 59950) return `${(t / 1e3).toFixed(1)} s`;
  const s = Math.round(t / 1e3);
  const pad = (n) => String(n).padStart(2, "0");
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor(s % 3600 / 60))} min`;
}

export {
  duration
};
