// Resource links and embedded resources in tool results, through the real engine: each of the
// three wire fakes receives them as text naming the URI and MIME type (a text resource with its
// text; binary content named, never passed).
import { describe, expect, it } from 'vitest';
import type { Api } from '../fakes/wire.js';
import { afterToolResult, bodyText, EVERYTHING, runEngine } from './engine.js';

const APIS: Api[] = ['openai', 'anthropic', 'gemini'];

describe.each(APIS)('resources in tool results on %s', (api) => {
  it('passes resource links and an embedded resource to the model as text', async () => {
    const run = await runEngine({
      api,
      server: EVERYTHING,
      scenarios: [
        {
          id: `resources-${api}`,
          prompt: 'Show me some resources.',
          expect: {
            order: 'any',
            calls: [{ tool: 'get-resource-links' }, { tool: 'get-resource-reference' }],
          },
        },
      ],
      model: (r) =>
        afterToolResult(api, r)
          ? { text: 'Here they are.' }
          : {
              calls: [
                { tool: 'get-resource-links', args: { count: 2 } },
                { tool: 'get-resource-reference', args: { resourceType: 'Text', resourceId: 2 } },
              ],
            },
    });
    const [row] = run.rows;
    expect(row.status).toBe('pass');
    const [links, reference] = row.calls.map((c) => c.result ?? '');
    // The URI, MIME type, name and description as the server sent them (it calls its blob
    // text/plain too).
    expect(links).toBe(
      'Here are 2 resource links to resources available in this server:\n' +
        '[resource link: demo://resource/dynamic/blob/1 (text/plain; Blob Resource 1: Resource 1: plaintext resource)]\n' +
        '[resource link: demo://resource/dynamic/text/2 (text/plain; Text Resource 2: Resource 2: plaintext resource)]',
    );
    expect(reference).toMatch(/^\[resource: \S+\/text\/2 \(text\/plain\)\]\n\S/m);
    expect(`${links}${reference}`).not.toContain('"type"');
    // What the model API received is that text, in its own tool-result form.
    const last = bodyText(run.requests.at(-1)!);
    for (const text of [links, reference])
      expect(last).toContain(JSON.stringify(text).slice(1, -1));
  });
});
