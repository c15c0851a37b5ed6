// Between the corpus and the first scenario: the providers, the cache and the judge, and the
// lines that say what the run will do.
import type { EvalOptions } from './options.js';
import type { Plan } from './prepare.js';
import { requireTarget } from './prepare.js';
import { chooseProviders, describeSetup } from './announce.js';
import {
  chooseJudge,
  loadScripted,
  openCache,
  resolveJudge,
  resolveProviders,
} from './providers.js';
import { blindGates } from './sight.js';
import { Redactor, secretValues } from '../redact/redact.js';
import { cancelOf, orCancel } from './cancel.js';

export type Setup = Awaited<ReturnType<typeof setUp>>;

/** Samples named where no judge is: said, as the flag or input that named them. */
const NO_JUDGE_FOR: Record<NonNullable<EvalOptions['via']> | 'api', (n: number) => string> = {
  cli: (n) => `--judge-samples ${n} has no judge to ask (no --judge, and no judge in the config)`,
  action: (n) =>
    `The judge-samples input (${n}) has no judge to ask (the judge input is empty, and there is no judge in the config)`,
  api: (n) => `judgeSamples ${n} has no judge to ask (no judge option, and no judge in the config)`,
};

export async function setUp(opts: EvalOptions, plan: Plan, env: NodeJS.ProcessEnv) {
  const notices: string[] = [...plan.notices];
  const choice = chooseProviders(opts.providers, plan.config, env, opts.cwd, opts.via);
  // An answer holding a secret (the model repeating a key, in any form) is never kept on disk.
  const redactor = new Redactor(secretValues(env, plan.secrets));
  const cache = openCache(opts.cache, plan.config, opts.cwd, (text) => redactor.holds(text));
  // The action's restore of the cache (a download) is not waited for once the job is cancelled:
  // no model is asked after that, and the partial report cannot wait.
  const restoring = opts.prepared?.({
    files: [
      ...(plan.config.file ? [plan.config.file] : []),
      ...new Set(plan.scenarios.map((s) => s.origin.file)),
    ],
    ...(cache ? { cacheDir: cache.dir } : {}),
  });
  await orCancel(restoring ?? Promise.resolve(), cancelOf(opts.cancel));
  // A file named by a flag is the working folder's, one in the config the config's folder's.
  const scriptDir = opts.providers?.length ? opts.cwd : plan.config.dir;
  const scripted = await loadScripted(choice.specs, scriptDir, opts.cwd);
  const resolved = resolveProviders(choice, env, notices, cache, scripted);
  const { limiters } = resolved;
  const { providers, infos } = plan.unstartable
    ? skipAll(resolved, plan.unstartable, notices)
    : resolved;
  const skipped = Object.fromEntries(
    infos.flatMap((i) => (i.status === 'skipped' && i.reason ? [[i.id, i.reason]] : [])),
  );
  for (const line of describeSetup({
    cwd: opts.cwd,
    configFile: plan.config.file,
    via: opts.via,
    providers: { choice, skipped },
    thresholds: plan.thresholds,
    thresholdsFrom: plan.thresholdsFrom,
  }))
    opts.log.info(line);
  // After the opening lines, so that a config without a server still says what it loaded.
  requireTarget(plan);
  const chosen = chooseJudge(opts, plan.config.judge);
  if (!chosen && opts.judgeSamples !== undefined) {
    notices.push(
      `${NO_JUDGE_FOR[opts.via ?? 'api'](opts.judgeSamples)}: the deterministic baseline grades clarification and answers.`,
    );
  }
  const judged = resolveJudge(
    chosen,
    env,
    notices,
    (reason) => {
      if (judged.info) Object.assign(judged.info, { status: 'stopped', reason });
      opts.log.warn(
        `Judge ${judged.info?.id} stopped for the rest of the run: ${reason}; the baseline grades the rest`,
      );
    },
    cache,
  );
  const blind = blindGates(plan.scenarios, plan.target).length;
  if (blind) {
    notices.push(
      `${blind} scenario(s) have request gates the spy cannot see: they are reported unobserved (⚠️), never passed; \`mcp-eval validate\` lists them`,
    );
  }
  for (const n of notices) opts.log.notice(n);
  return { notices, cache, providers, infos, limiters, judged };
}

/** A server that cannot start (prepare.ts): every provider is skipped for it, as for a missing
 * key, and says so. */
function skipAll(
  resolved: ReturnType<typeof resolveProviders>,
  reason: string,
  notices: string[],
): Pick<ReturnType<typeof resolveProviders>, 'providers' | 'infos'> {
  const infos = resolved.infos.map((i) => {
    if (i.status !== 'ran') return i;
    notices.push(`Provider ${i.id} skipped: ${reason}`);
    return { ...i, status: 'skipped' as const, reason };
  });
  return { providers: [], infos };
}
