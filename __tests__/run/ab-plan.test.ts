// Which servers an A/B runs: flags over the config's `ab`, over the run's own server.
import { describe, expect, it } from 'vitest';
import { abServers, trialPlan } from '../../src/run/ab-plan.js';
import type { Config } from '../../src/model/config.js';
import type { EvalOptions } from '../../src/run/options.js';

const own = { command: 'node', args: ['dist/index.js'], env: { API_URL: '${spy.url}' } };
const config = (extra: Partial<Config> = {}): Config => ({ dir: '/cfg', server: own, ...extra });
const opts = (extra: Partial<EvalOptions> = {}): EvalOptions => ({
  cwd: '/work',
  out: 'out',
  log: { info: () => undefined, notice: () => undefined, warn: () => undefined },
  ...extra,
});

describe('abServers', () => {
  it('--base-cwd alone starts the run’s own server in that folder, env kept', () => {
    const sides = abServers(config(), opts({ ab: { base: { cwd: '../base' } } }), own);
    expect(sides.base).toEqual({ ...own, cwd: '/base' });
    expect(sides.head).toBe(own);
  });

  it('a base checkout (the action’s same-job): the server’s folder inside the repository is the same folder there', () => {
    const checkout = { repo: '/repo', at: '/tmp/base' };
    const base = (server: typeof own & { cwd?: string }, dir = '/repo/evals') =>
      abServers(config({ dir, server }), opts({ ab: { base: { checkout } } }), server).base;
    // The config's folder (relative args such as dist/index.js resolve there), or its cwd.
    expect(base(own)).toEqual({ ...own, cwd: '/tmp/base/evals' });
    expect(base({ ...own, cwd: '../server' })).toEqual({ ...own, cwd: '/tmp/base/server' });
    expect(base({ ...own, cwd: '/repo/pkg' })).toEqual({ ...own, cwd: '/tmp/base/pkg' });
    // Outside the repository, or not known before the server starts: as written.
    expect(base({ ...own, cwd: '/opt/server' })).toEqual({ ...own, cwd: '/opt/server' });
    expect(base({ ...own, cwd: '${env:DIR}' })).toEqual({ ...own, cwd: '${env:DIR}' });
    expect(() =>
      abServers(
        config({ dir: '/repo', server: { url: 'http://127.0.0.1:1/mcp' } }),
        opts({ ab: { base: { checkout } } }),
        { url: 'http://127.0.0.1:1/mcp' },
      ),
    ).toThrow(
      /The base server is at `url` http:\/\/127.0.0.1:1\/mcp: a checkout of the base commit cannot start it/,
    );
  });

  it('--base-server replaces the command of ab.base, keeping its env', () => {
    const base = { command: 'old', env: { A: '1' } };
    const sides = abServers(
      config({ ab: { base } }),
      opts({ ab: { base: { command: 'node "b c/x.js" --flag' } } }),
      own,
    );
    expect(sides.base).toEqual({ command: 'node', args: ['b c/x.js', '--flag'], env: { A: '1' } });
  });

  it('--head-url makes the head a running server; ab.head wins over the run’s server', () => {
    const head = { command: 'node', args: ['head.js'] };
    const sides = abServers(
      config({ ab: { base: own, head } }),
      opts({ ab: { head: { url: 'http://127.0.0.1:3000/mcp' } } }),
      own,
    );
    expect(sides.head).toEqual({ url: 'http://127.0.0.1:3000/mcp' });
    expect(abServers(config({ ab: { base: own, head } }), opts({ ab: {} }), own).head).toBe(head);
  });

  it('names the flags or the field of what cannot be', () => {
    expect(() => abServers(config(), opts({ ab: {} }), own)).toThrow(
      /needs a base server: `ab.base` in the config, or --base-server, --base-url or --base-cwd/,
    );
    expect(() =>
      abServers(config(), opts({ ab: { head: { command: 'x', url: 'http://127.0.0.1:1' } } }), own),
    ).toThrow('Give --head-server or --head-url, not both');
    expect(() =>
      abServers(
        config({ ab: { base: { url: 'http://127.0.0.1:1/mcp' } } }),
        opts({ ab: { base: { cwd: 'b' } } }),
        own,
      ),
    ).toThrow(
      /--base-cwd is the folder of a server started by a command: the base server is at `url`/,
    );
    expect(() =>
      abServers(
        config({ spy: { port: 4000 } } as Partial<Config>),
        opts({ ab: { base: { cwd: 'b' } } }),
        own,
      ),
    ).toThrow(/remove `spy.port`/);
    expect(() =>
      abServers(config(), opts({ ab: { base: { cwd: 'b' } }, baseline: { path: 'r.json' } }), own),
    ).toThrow(/--baseline .* does not apply/);
  });
});

describe('trialPlan', () => {
  it('takes each part from the flag, else the config; min over max is refused', () => {
    const c = config({ trials: { min: 2, max: 5 } });
    expect(trialPlan(c, opts({ ab: {}, trials: { max: 9 } }))).toEqual({ min: 2, max: 9 });
    expect(trialPlan(config(), opts({ ab: {} }))).toBeUndefined();
    expect(() => trialPlan(c, opts({ ab: {}, trials: { min: 7 } }))).toThrow(
      '--trials-min/--trials-max: min (7) is more than max (5)',
    );
    expect(() => trialPlan(config(), opts({ ab: {}, trials: { min: 7 } }))).toThrow(
      'give both min and max (max is missing)',
    );
  });
});
