// The run's model side: the providers and the judge resolved from their specs, and the response
// cache they share when `cache` is on.
import path from 'node:path';
import { resolveProvider, scriptedFile, specId } from '../providers/spec.js';
import { scriptedProvider } from '../providers/scripted.js';
import { loadScript } from '../corpus/scripted.js';
import { ResponseCache, type SecretTest } from '../providers/cache.js';
import { describeBackoff, RequestLimiter } from '../providers/limiter.js';
import type { Provider } from '../providers/types.js';
import { judgeOf, type ProviderSpec, type Config, type JudgeSpec } from '../model/config.js';
import type { JudgeInfo, ProviderInfo, Report } from '../model/report.js';
import { DEFAULTS } from '../model/defaults.js';
import { Judge } from '../score/judge.js';
import type { ProviderChoice } from './announce.js';
import type { EvalOptions } from './options.js';

/** The cache the options or the config ask for: a flag's folder is relative to the working
 * folder, the config's to the config. It keeps no answer that `holdsSecret`. */
export function openCache(
  option: EvalOptions['cache'],
  config: Pick<Config, 'cache' | 'dir'>,
  cwd: string,
  holdsSecret?: SecretTest,
): ResponseCache | undefined {
  if (option === false) return undefined;
  const written = config.cache === true ? {} : config.cache || undefined;
  if (option === undefined && !written) return undefined;
  const dir =
    typeof option === 'string'
      ? path.resolve(cwd, option)
      : path.resolve(config.dir, written?.dir ?? DEFAULTS.cacheDir);
  return new ResponseCache(
    dir,
    (written?.max_mb ?? DEFAULTS.cacheMaxMb) * 1024 * 1024,
    holdsSecret,
  );
}

/** Rids the cache of secrets, trims it to its size and says what it did, for report.json. */
export async function closeCache(
  cache: ResponseCache | undefined,
  cwd: string,
): Promise<Pick<Report, 'cache'>> {
  if (!cache) return {};
  await cache.sweep();
  const evicted = await cache.trim();
  return { cache: { dir: path.relative(cwd, cache.dir) || '.', ...cache.stats, evicted } };
}

/** The scripted providers among `specs`, their files loaded and checked (relative to `dir`). */
export async function loadScripted(
  specs: ProviderSpec[],
  dir: string,
  cwd: string,
): Promise<Map<ProviderSpec, Provider>> {
  const built = new Map<ProviderSpec, Provider>();
  for (const spec of specs) {
    const file = scriptedFile(spec);
    if (file === undefined) continue;
    const script = await loadScript(file, dir, cwd);
    built.set(spec, scriptedProvider(specId(spec), file, script));
  }
  return built;
}

export function resolveProviders(
  choice: ProviderChoice,
  env: NodeJS.ProcessEnv,
  notices: string[],
  cache?: ResponseCache,
  scripted = new Map<ProviderSpec, Provider>(),
): { providers: Provider[]; infos: ProviderInfo[]; limiters: Map<string, RequestLimiter> } {
  const { specs, fallback } = choice;
  if (fallback) {
    notices.push(
      'No provider named and no provider key in the environment: using the replay provider, which plays the expected calls.',
    );
  }
  const providers: Provider[] = [];
  const infos: ProviderInfo[] = [];
  const limiters = new Map<string, RequestLimiter>();
  for (const spec of specs) {
    // Replay and agent CLIs take no slots: resolveProvider hands the limiter to retries only.
    const limiter = new RequestLimiter(apiOf(spec));
    const built = scripted.get(spec);
    const r = built
      ? { provider: built }
      : resolveProvider(spec, env, { cache, retry: { limiter } });
    if ('provider' in r) {
      providers.push(r.provider);
      limiters.set(r.provider.id, limiter);
      infos.push({
        id: r.provider.id,
        name: r.provider.name,
        model: r.provider.model,
        status: 'ran',
      });
    } else {
      const id = specId(spec);
      const [name, model = ''] = id.split(/:(.*)/);
      notices.push(`Provider ${id} skipped: ${r.skipped}`);
      infos.push({ id, name, model, status: 'skipped', reason: r.skipped });
    }
  }
  return { providers, infos, limiters };
}

const apiOf = (spec: ProviderSpec) =>
  typeof spec === 'string' ? spec.split(':')[0] : spec.provider;

/**
 * After the run: the providers (and the judge) whose in-flight requests were lowered by rate
 * limits get `backoff` in their info, and a line each for the notices.
 */
export function backoffNotices(
  infos: ProviderInfo[],
  limiters: Map<string, RequestLimiter>,
  judge?: { id: string; limiter?: RequestLimiter },
): string[] {
  const lines: string[] = [];
  for (const info of infos) {
    const backoff = limiters.get(info.id)?.backoff;
    if (!backoff) continue;
    info.backoff = backoff;
    lines.push(describeBackoff(info.id, backoff));
  }
  const judged = judge?.limiter?.backoff;
  if (judged) lines.push(describeBackoff(`Judge ${judge.id}`, judged));
  return lines;
}

/** The judge a run uses: the spec named by a flag or input over the config's, and the samples
 * named over the config's, each on its own (`--judge` alone keeps the config's samples). */
export function chooseJudge(
  named: { judge?: string; judgeSamples?: number },
  configured: JudgeSpec | undefined,
): JudgeChoice | undefined {
  const config = configured === undefined ? undefined : judgeOf(configured);
  const spec = named.judge ?? config?.spec;
  if (spec === undefined) return undefined;
  return { spec, samples: named.judgeSamples ?? config?.samples ?? 1 };
}
export type JudgeChoice = ReturnType<typeof judgeOf>;

/** The LLM judge, or why there is none (then the deterministic baseline grades). */
export function resolveJudge(
  chosen: JudgeChoice | undefined,
  env: NodeJS.ProcessEnv,
  notices: string[],
  onStop: (reason: string) => void,
  cache?: ResponseCache,
): { judge?: Judge; info?: JudgeInfo; limiter?: RequestLimiter } {
  if (chosen === undefined) return {};
  const { spec, samples } = chosen;
  const id = specId(spec);
  const skip = (reason: string) => {
    notices.push(
      `Judge ${id} skipped: ${reason}; clarification and answer checks use the deterministic baseline.`,
    );
    return { info: { id, status: 'skipped' as const, reason } };
  };
  const limiter = new RequestLimiter(apiOf(spec));
  const r = resolveProvider(spec, env, { cache, retry: { limiter } });
  if ('skipped' in r) return skip(r.skipped);
  if (r.provider.agent || r.provider.id === 'replay') {
    return skip('a judge must be a model API provider (not replay or an agent CLI)');
  }
  return {
    judge: new Judge(r.provider, { onStop, samples }),
    info: { id, status: 'used', ...(samples > 1 ? { samples } : {}) },
    limiter,
  };
}
