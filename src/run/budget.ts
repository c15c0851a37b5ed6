// The spending cap (`budget: { usd, requests }`): every model request the run's providers send is
// counted, with its cost from the price table; once a cap is reached no new scenario starts
// (pool.ts), and the rest are `skipped` with the reason. Scenarios already running finish.
import type { Prices } from '../model/config.js';
import type { ChatSession, ModelStep, Provider } from '../providers/types.js';
import type { Scenario } from '../model/scenario.js';
import { costOf, priceFor } from '../score/usage.js';
import type { BudgetCap } from '../model/api.js';

/** A part of the cap as a flag or an input gives it; throws what is wrong with it, in words. */
export function capPart(part: keyof BudgetCap, raw: string): number {
  const n = Number(raw);
  const ok = raw.trim() !== '' && Number.isFinite(n) && n > 0;
  if (part === 'usd' && !ok)
    throw new Error(`expected a positive number of US dollars, e.g. 5 or 0.5, got "${raw}"`);
  if (part === 'requests' && !(ok && Number.isSafeInteger(n)))
    throw new Error(`expected a whole number of model requests, 1 or more, got "${raw}"`);
  return n;
}

export class Budget {
  requests = 0;
  usd = 0;

  constructor(
    readonly cap: BudgetCap,
    private readonly prices: Prices | undefined,
  ) {}

  /** Why no new scenario may start, or undefined while under the cap. */
  reached(): string | undefined {
    const { usd, requests } = this.cap;
    if (requests !== undefined && this.requests >= requests)
      return `budget: ${this.requests} model request(s) reached the cap of ${requests}`;
    if (usd !== undefined && this.usd >= usd)
      return `budget: $${this.usd.toFixed(4)} spent reached the cap of $${usd}`;
    return undefined;
  }

  /** The provider, its sessions' requests counted. Agent CLIs run their own loop: not counted.
   * An answer from the response cache counts as a request: the cap errs on the side of spending
   * less. */
  watch(provider: Provider): Provider {
    // Replay and scripted answer from files: no model, no spend.
    if (provider.name === 'replay' || provider.name === 'scripted') return provider;
    const price = priceFor(this.prices, provider.id, provider.model)?.price;
    const count = async (step: Promise<ModelStep>) => {
      // A request that failed was sent all the same: counted, at no known cost.
      this.requests++;
      const done = await step;
      if (price && done.usage) this.usd += costOf(done.usage, price).total;
      return done;
    };
    // The provider's own object underneath: its methods and fields stay where they were.
    const watched: Provider = Object.create(provider);
    watched.start = (tools, options) => {
      const session = provider.start(tools, options);
      const counted: ChatSession = {
        user: (turn, signal) => count(session.user(turn, signal)),
        results: (outcomes, signal) => count(session.results(outcomes, signal)),
      };
      return counted;
    };
    return watched;
  }
}

/** What a job is to the estimate: its scenario and provider. */
interface Planned {
  scenario: Pick<Scenario, 'turns' | 'max_steps' | 'skip'>;
  provider: Pick<Provider, 'id' | 'name' | 'model' | 'agent'>;
}

/** Assumed for the range: output tokens a request, and history a step adds to the next input. */
const OUTPUT = [50, 500] as const;
const HISTORY_PER_STEP = 1000;
/** Characters a token, for the scenario's text (the tool list is counted with the tokenizer). */
const CHARS_PER_TOKEN = 4;

/**
 * The run's cost before it starts, as a range and with its assumptions in the line: each turn
 * takes 1 to max_steps + 1 requests; each request sends the tool list and the scenario's text,
 * the high end also earlier steps' history. Undefined when no job asks a model (replay, agents).
 */
export function estimate(
  jobs: Planned[],
  toolTokens: number,
  prices: Prices | undefined,
): string | undefined {
  let [reqLo, reqHi, inLo, inHi, usdLo, usdHi] = [0, 0, 0, 0, 0, 0];
  const unpriced = new Set<string>();
  let priced = false;
  for (const { scenario, provider } of jobs) {
    if (
      scenario.skip ||
      provider.agent ||
      provider.name === 'replay' ||
      provider.name === 'scripted'
    )
      continue;
    const turns = scenario.turns.length;
    const text = Math.ceil(scenario.turns.reduce((n, t) => n + t.user.length, 0) / CHARS_PER_TOKEN);
    const lo = turns;
    const hi = turns * (scenario.max_steps + 1);
    const perLo = toolTokens + text;
    // Request k of a turn (0-based) carries k steps of history: on average max_steps / 2.
    const perHi = perLo + (HISTORY_PER_STEP * scenario.max_steps) / 2;
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
    const usd = (req: number, input: number, output: number) =>
      costOf({ inputTokens: input, outputTokens: req * output, cachedTokens: 0 }, price).total;
    usdLo += usd(lo, lo * perLo, OUTPUT[0]);
    usdHi += usd(hi, hi * perHi, OUTPUT[1]);
  }
  if (reqHi === 0) return undefined;
  const k = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : String(Math.round(n)));
  const money = !priced ? 'no price in `prices`' : `$${usdLo.toFixed(2)}–$${usdHi.toFixed(2)}`;
  return (
    `Estimate: ${reqLo}–${reqHi} model request(s), ${k(inLo)}–${k(inHi)} input tokens, ${money}` +
    ` (assumed: 1 to max_steps + 1 requests a turn; each sends the tool list, ${toolTokens} tokens,` +
    ` and the scenario's text at ${CHARS_PER_TOKEN} characters a token, the high end ${HISTORY_PER_STEP} tokens of history a step;` +
    ` ${OUTPUT[0]}–${OUTPUT[1]} output tokens a request; no cache hits; the judge not counted` +
    `${unpriced.size ? `; no price for ${[...unpriced].join(', ')}: not in the $` : ''})`
  );
}
