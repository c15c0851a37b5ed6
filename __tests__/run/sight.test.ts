// Which servers the spy backend can see, and what validate says of the gates that cannot.
import { describe, expect, it } from 'vitest';
import { blindGates, blindSpot } from '../../src/run/sight.js';
import { scenario } from '../helpers.js';

const live = { mode: 'live' as const };

describe('blindSpot', () => {
  it('sees a server given ${spy.url} or ${spy.port} anywhere in its config or the scenario override', () => {
    expect(
      blindSpot({ server: { command: 'x', env: { API: '${spy.url}/v1' } } }, live),
    ).toBeUndefined();
    expect(
      blindSpot({ server: { command: 'x', args: ['--port=${spy.port}'] } }, live),
    ).toBeUndefined();
    expect(
      blindSpot({ server: { command: 'x' } }, { ...live, server: { env: { API: '${spy.url}' } } }),
    ).toBeUndefined();
  });

  it('sees any live server when the spy has a fixed port', () => {
    expect(
      blindSpot({ server: { url: 'http://127.0.0.1:3000/mcp' }, spyPort: 4010 }, live),
    ).toBeUndefined();
  });

  it('says why it cannot see: stub mode, a catalog, an outside server, an unwired command', () => {
    expect(
      blindSpot({ server: { command: 'x', env: { A: '${spy.url}' } } }, { mode: 'stub' }),
    ).toMatch(/stub mode/);
    expect(blindSpot({}, live)).toBe('no server runs behind the catalog');
    expect(blindSpot({ server: { url: 'http://127.0.0.1:3000/mcp' } }, live)).toBe(
      'the server at http://127.0.0.1:3000/mcp runs outside this run and `spy.port` is not set, so its API requests cannot reach the spy',
    );
    expect(blindSpot({ server: { command: 'x', env: { A: 'http://127.0.0.1:9' } } }, live)).toMatch(
      /without \$\{spy\.url\} or \$\{spy\.port\}/,
    );
  });
});

describe('blindGates', () => {
  it('names each scenario with request gates that cannot see, where it is written', () => {
    const gated = scenario({
      id: 'g',
      mode: 'stub',
      gates: [
        { kind: 'no_mutation' },
        { kind: 'no_request', request: {} },
        { kind: 'no_call', tool: 't' },
      ],
    });
    const callOnly = scenario({ id: 'c', mode: 'stub', gates: [{ kind: 'no_call', tool: 't' }] });
    expect(blindGates([gated, callOnly], { server: { command: 'x' } })).toEqual([
      `${gated.origin.file}:${gated.origin.line}: scenario "g": no_mutation, no_request cannot observe (the scenario runs in stub mode: the server executes nothing, so it sends no request); it will be reported unobserved, never passed`,
    ]);
  });
});
