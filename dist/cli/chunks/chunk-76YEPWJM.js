import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  costOf,
  priceFor
} from "./chunk-KQCSDRWO.js";

// src/run/budget.ts
function capPart(part, raw) {
  const n = Number(raw);
  const ok = raw.trim() !== "" && Number.isFinite(n) && n > 0;
  if (part === "usd" && !ok)
    throw new Error(`expected a positive number of US dollars, e.g. 5 or 0.5, got "${raw}"`);
  if (part === "requests" && !(ok && Number.isSafeInteger(n)))
    throw new Error(`expected a whole number of model requests, 1 or more, got "${raw}"`);
  return n;
}
var Budget = class {
  constructor(cap, prices) {
    this.cap = cap;
    this.prices = prices;
  }
  cap;
  prices;
  requests = 0;
  usd = 0;
  /** Why no new scenario may start, or undefined while under the cap. */
  reached() {
    const { usd, requests } = this.cap;
    if (requests !== void 0 && this.requests >= requests)
      return `budget: ${this.requests} model request(s) reached the cap of ${requests}`;
    if (usd !== void 0 && this.usd >= usd)
      return `budget: $${this.usd.toFixed(4)} spent reached the cap of $${usd}`;
    return void 0;
  }
  /** The provider, its sessions' requests counted. Agent CLIs run their own loop: not counted.
   * An answer from the response cache counts as a request: the cap errs on the side of spending
   * less. */
  watch(provider) {
    if (provider.name === "replay" || provider.name === "scripted") return provider;
    const price = priceFor(this.prices, provider.id, provider.model)?.price;
    const count = async (step) => {
      this.requests++;
      const done = await step;
      if (price && done.usage) this.usd += costOf(done.usage, price).total;
      return done;
    };
    const watched = Object.create(provider);
    watched.start = (tools, options) => {
      const session = provider.start(tools, options);
      const counted = {
        user: (turn, signal) => count(session.user(turn, signal)),
        results: (outcomes, signal) => count(session.results(outcomes, signal))
      };
      return counted;
    };
    return watched;
  }
};
var OUTPUT = [50, 500];
var HISTORY_PER_STEP = 1e3;
var CHARS_PER_TOKEN = 4;
function estimate(jobs, toolTokens, prices) {
  let [reqLo, reqHi, inLo, inHi, usdLo, usdHi] = [0, 0, 0, 0, 0, 0];
  const unpriced = /* @__PURE__ */ new Set();
  let priced = false;
  for (const { scenario, provider } of jobs) {
    if (scenario.skip || provider.agent || provider.name === "replay" || provider.name === "scripted")
      continue;
    const turns = scenario.turns.length;
    const text = Math.ceil(scenario.turns.reduce((n, t) => n + t.user.length, 0) / CHARS_PER_TOKEN);
    const lo = turns;
    const hi = turns * (scenario.max_steps + 1);
    const perLo = toolTokens + text;
    const perHi = perLo + HISTORY_PER_STEP * scenario.max_steps / 2;
    reqLo += lo;
    reqHi += hi;
    inLo += lo * perLo;
    inHi += hi * perHi;
    const price = priceFor(prices, provider.id, provider.model)?.price;
    if (!price) {
      unpriced.add(provider.id);
      continue;
    }
    priced = true;
    const usd = (req, input, output) => costOf({ inputTokens: input, outputTokens: req * output, cachedTokens: 0 }, price).total;
    usdLo += usd(lo, lo * perLo, OUTPUT[0]);
    usdHi += usd(hi, hi * perHi, OUTPUT[1]);
  }
  if (reqHi === 0) return void 0;
  const k = (n) => n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(Math.round(n));
  const money = !priced ? "no price in `prices`" : `$${usdLo.toFixed(2)}–$${usdHi.toFixed(2)}`;
  return `Estimate: ${reqLo}–${reqHi} model request(s), ${k(inLo)}–${k(inHi)} input tokens, ${money} (assumed: 1 to max_steps + 1 requests a turn; each sends the tool list, ${toolTokens} tokens, and the scenario's text at ${CHARS_PER_TOKEN} characters a token, the high end ${HISTORY_PER_STEP} tokens of history a step; ${OUTPUT[0]}–${OUTPUT[1]} output tokens a request; no cache hits; the judge not counted${unpriced.size ? `; no price for ${[...unpriced].join(", ")}: not in the $` : ""})`;
}

export {
  capPart,
  Budget,
  estimate
};
