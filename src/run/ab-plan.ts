// A same-job A/B's plan: the base and head servers (flags over the config's `ab`, over the
// top-level `server`) and the trials per side (`trials: { min, max }`, or the fixed `repeat`).
import path from 'node:path';
import type { Config, ServerConfig } from '../model/config.js';
import { SetupError } from '../errors.js';
import type { EvalOptions, ServerFlags } from './options.js';
import { splitCommand } from './command-line.js';

export interface AbServers {
  base: ServerConfig;
  head: ServerConfig;
}

export interface TrialPlan {
  min: number;
  max: number;
}

type Side = 'base' | 'head';

/** The two servers of `mcp-eval ab`; `server` is the run's own (with --server-command). */
export function abServers(
  config: Config,
  opts: EvalOptions,
  server: ServerConfig | undefined,
): AbServers {
  if (opts.baseline || opts.lateBaseline) {
    throw new SetupError(
      'A same-job A/B compares head with its own base side: --baseline (an earlier report) does not apply',
    );
  }
  if (config.spy?.port !== undefined) {
    throw new SetupError(
      '`spy.port` puts one spy backend on a fixed port: a same-job A/B runs two servers, each behind its own; remove `spy.port`',
    );
  }
  const head = withFlags('head', config.ab?.head ?? server, opts.ab?.head, opts.cwd);
  // Flags without `ab.base` change the run's own server (its env kept): --base-cwd alone starts
  // it in another folder (a checkout of the base).
  const given = opts.ab?.base;
  const flagged = given && (given.command || given.url || given.cwd || given.checkout);
  const from = config.ab?.base ?? (flagged ? server : undefined);
  const base = withFlags('base', from, given, opts.cwd, config.dir);
  if (!base) {
    throw new SetupError(
      'mcp-eval ab needs a base server: `ab.base` in the config, or --base-server, --base-url or --base-cwd',
    );
  }
  if (!head) {
    throw new SetupError(
      'mcp-eval ab needs a head server: `server` or `ab.head` in the config, or --head-server or --head-url',
    );
  }
  return { base, head };
}

function withFlags(
  side: Side,
  from: ServerConfig | undefined,
  flags: ServerFlags | undefined,
  cwd: string,
  dir?: string,
): ServerConfig | undefined {
  if (!flags) return from;
  if (flags.server) return flags.server;
  if (flags.command && flags.url) {
    throw new SetupError(`Give --${side}-server or --${side}-url, not both`);
  }
  if (flags.url && flags.cwd) {
    throw new SetupError(
      `--${side}-cwd is the folder of a server started by a command: a server at --${side}-url has none`,
    );
  }
  let out = from;
  if (flags.url)
    out = { ...from, command: undefined, args: undefined, cwd: undefined, url: flags.url };
  if (flags.command) {
    const [command, ...args] = splitCommand(flags.command, `--${side}-server`);
    out = { ...from, url: undefined, command, args };
  }
  if (flags.cwd) {
    if (out?.url) {
      throw new SetupError(
        `--${side}-cwd is the folder of a server started by a command: the ${side} server is at \`url\` ${out.url}`,
      );
    }
    out = { ...out, cwd: path.resolve(cwd, flags.cwd) };
  }
  if (flags.checkout && out) out = inCheckout(side, out, flags.checkout, dir ?? cwd);
  return out;
}

/** The server started from another checkout: its folder (the config's folder, or `cwd` from
 * there), when inside the repository, is the same folder in the checkout; relative `args`
 * then resolve there too. A folder outside the repository is no part of either version. */
function inCheckout(
  side: Side,
  server: ServerConfig,
  checkout: { repo: string; at: string },
  dir: string,
): ServerConfig {
  if (server.url) {
    throw new SetupError(
      `The ${side} server is at \`url\` ${server.url}: a checkout of the ${side} commit cannot start it; give the server as a command (\`server.command\`)`,
    );
  }
  // A placeholder is filled when the server starts: the folder is not known yet.
  if (server.cwd?.includes('${')) return server;
  const folder = path.resolve(dir, server.cwd ?? '.');
  const inside = path.relative(checkout.repo, folder);
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside))
    return server;
  return { ...server, cwd: path.join(checkout.at, inside) };
}

/** Trials per side: `trials` (flags over the config's) with `ab` only, never with `repeat`. */
export function trialPlan(config: Config, opts: EvalOptions): TrialPlan | undefined {
  const min = opts.trials?.min ?? config.trials?.min;
  const max = opts.trials?.max ?? config.trials?.max;
  if (min === undefined && max === undefined) return undefined;
  const named = opts.trials ? '--trials-min/--trials-max' : '`trials` in the config';
  if (!opts.ab) {
    throw new SetupError(
      `${named}: adaptive trials stop a pair once its base/head comparison is decided, so they need a same-job A/B (mcp-eval ab); a plain run uses \`repeat\``,
    );
  }
  if (opts.repeat !== undefined || config.repeat !== undefined) {
    const repeat = opts.repeat !== undefined ? '--repeat' : '`repeat` in the config';
    throw new SetupError(`${named} and ${repeat}: give one (trials adapt, repeat is fixed)`);
  }
  if (min === undefined || max === undefined) {
    throw new SetupError(
      `${named}: give both min and max (${min === undefined ? 'min' : 'max'} is missing)`,
    );
  }
  if (min > max) throw new SetupError(`${named}: min (${min}) is more than max (${max})`);
  return { min, max };
}
