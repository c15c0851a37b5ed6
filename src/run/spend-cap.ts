// The run's spending cap: each part from the flag or input, else the config's; the providers it
// watches (budget.ts counts their requests), and a notice for the requests it cannot see.
import type { Config } from '../model/config.js';
import type { Provider } from '../providers/types.js';
import { Budget } from './budget.js';
import type { EvalOptions } from './options.js';

export function spendingCap(
  opts: Pick<EvalOptions, 'budget' | 'log'>,
  config: Config,
  providers: Provider[],
  notices: string[],
): { budget?: Budget; asked: Provider[] } {
  const cap = {
    usd: opts.budget?.usd ?? config.budget?.usd,
    requests: opts.budget?.requests ?? config.budget?.requests,
  };
  if (cap.usd === undefined && cap.requests === undefined) return { asked: providers };
  const budget = new Budget(cap, config.prices);
  const asked = providers.map((p) => budget.watch(p));
  // An agent CLI runs its own loop: the cap cannot see its requests, and says so.
  const unseen = providers.filter((p) => p.agent).map((p) => p.id);
  if (unseen.length) {
    const line = `The spending cap does not count the requests of ${unseen.join(', ')}: an agent CLI sends them itself.`;
    notices.push(line);
    opts.log.warn(line);
  }
  return { budget, asked };
}
