import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));

// src/score/stats.ts
var Z95 = 1.959963984540054;
function wilson(c, n, z = Z95) {
  if (n === 0) return null;
  const p = c / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  const denom = 1 + z2 / n;
  return {
    low: c === 0 ? 0 : (centre - spread) / denom,
    high: c === n ? 1 : (centre + spread) / denom
  };
}
function newcombe(c1, n1, c2, n2, z = Z95) {
  const a = wilson(c1, n1, z);
  const b = wilson(c2, n2, z);
  if (!a || !b) return null;
  const p1 = c1 / n1;
  const p2 = c2 / n2;
  const d = p2 - p1;
  return {
    low: d - Math.sqrt((p2 - b.low) ** 2 + (a.high - p1) ** 2),
    high: d + Math.sqrt((b.high - p2) ** 2 + (p1 - a.low) ** 2)
  };
}
var LOG_FACTORIAL = [0, 0];
function logFactorial(n) {
  for (let i = LOG_FACTORIAL.length; i <= n; i++)
    LOG_FACTORIAL.push(LOG_FACTORIAL[i - 1] + Math.log(i));
  return LOG_FACTORIAL[n];
}
function fisherExact(a, b, c, d) {
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const n = row1 + row2;
  const fixed = logFactorial(row1) + logFactorial(row2) + logFactorial(col1) + logFactorial(n - col1) - logFactorial(n);
  const prob = (x) => Math.exp(
    fixed - logFactorial(x) - logFactorial(row1 - x) - logFactorial(col1 - x) - logFactorial(row2 - col1 + x)
  );
  const observed = prob(a);
  const tolerance = observed * (1 + 1e-7);
  let p = 0;
  for (let x = Math.max(0, col1 - row2); x <= Math.min(row1, col1); x++) {
    const q = prob(x);
    if (q <= tolerance) p += q;
  }
  return Math.min(1, p);
}
function trialsToDetect(before, after, alpha, max = 1e3) {
  if (before === after) return null;
  for (let n = 1; n <= max; n++) {
    const a = Math.round(before * n);
    const c = Math.round(after * n);
    if (a !== c && fisherExact(a, n - a, c, n - c) < alpha) return n;
  }
  return null;
}
function choose(n, k) {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = r * (n - k + i) / i;
  return r;
}
function passAtK(c, n, k) {
  if (k < 1 || k > n) return null;
  return 1 - choose(n - c, k) / choose(n, k);
}
function passHatK(c, n, k) {
  if (k < 1 || k > n) return null;
  return choose(c, k) / choose(n, k);
}

export {
  Z95,
  wilson,
  newcombe,
  fisherExact,
  trialsToDetect,
  passAtK,
  passHatK
};
