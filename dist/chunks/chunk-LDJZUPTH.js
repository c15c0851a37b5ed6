import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  Z95,
  wilson
} from "./chunk-YHV2K2RC.js";

// src/compare/paired.ts
function halfBinomialCdf(k, m) {
  let term = 0.5 ** m;
  let sum = term;
  for (let x = 1; x <= k; x++) {
    term = term * (m - x + 1) / x;
    sum += term;
  }
  return sum;
}
function mcnemarExact(lost, gained) {
  const m = lost + gained;
  if (m === 0) return 1;
  return Math.min(1, 2 * halfBinomialCdf(Math.min(lost, gained), m));
}
function newcombePaired(t, z = Z95) {
  const { n, both: a, lost: b, gained: c } = t;
  if (n === 0) return null;
  const d = n - a - b - c;
  const base = a + b;
  const head = a + c;
  const wb = wilson(base, n, z);
  const wh = wilson(head, n, z);
  const pb = base / n;
  const ph = head / n;
  const margins = base * (n - base) * head * (n - head);
  const cross = a * d - b * c;
  const numerator = cross > n / 2 ? cross - n / 2 : cross >= 0 ? 0 : cross;
  const phi = margins === 0 ? 0 : numerator / Math.sqrt(margins);
  const down = [ph - wh.low, wb.high - pb];
  const up = [wh.high - ph, pb - wb.low];
  const spread = ([x, y]) => Math.sqrt(Math.max(0, x * x - 2 * phi * x * y + y * y));
  const diff = ph - pb;
  return { low: diff - spread(down), high: diff + spread(up) };
}
function pairsToDetect(alpha, max = 1e3) {
  for (let m = 1; m <= max; m++) if (mcnemarExact(m, 0) < alpha) return m;
  return null;
}

export {
  mcnemarExact,
  newcombePaired,
  pairsToDetect
};
