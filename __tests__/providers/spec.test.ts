import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type FakeServer } from '../fakes/wire.js';
import { SetupError } from '../../src/errors.js';
import {
  defaultProvidersFromEnv,
  parseProviderSpec,
  resolveProvider,
} from '../../src/providers/spec.js';
import { providerObjectSchema } from '../../src/model/config.js';

const provider = (r: ReturnType<typeof resolveProvider>) => {
  if (!('provider' in r)) throw new Error(`skipped: ${r.skipped}`);
  return r.provider;
};

describe('provider specs', () => {
  it('parses provider:model strings, keeping colons in the model', () => {
    expect(parseProviderSpec('openai:gpt-4.1-mini')).toEqual({
      id: 'openai:gpt-4.1-mini',
      provider: 'openai',
      model: 'gpt-4.1-mini',
    });
    expect(parseProviderSpec('ollama:llama3.1:8b').model).toBe('llama3.1:8b');
  });

  it('rejects unknown providers, listing the known ones', () => {
    expect(() => parseProviderSpec('mistral:large')).toThrow(SetupError);
    expect(() => parseProviderSpec('mistral:large')).toThrow(
      /unknown provider "mistral".*openai, gemini, anthropic, groq, openrouter, together, ollama/,
    );
    expect(() => parseProviderSpec({ provider: 'nope', model: 'x' } as never)).toThrow(
      /known providers/,
    );
    expect(() => parseProviderSpec('openai')).toThrow(/<provider>:<model>/);
    expect(() => parseProviderSpec('openai-compatible:x')).toThrow(/base_url/);
  });

  it('validates the object form', () => {
    expect(
      providerObjectSchema.safeParse({ provider: 'openai-compatible', model: 'm' }).success,
    ).toBe(false);
    expect(
      providerObjectSchema.safeParse({
        provider: 'groq',
        model: 'm',
        temperature: 0,
        seed: 1,
        timeout: 30,
      }).success,
    ).toBe(true);
    expect(() => parseProviderSpec({ provider: 'openai', model: 'm', max_tokens: -1 })).toThrow(
      /max_tokens/,
    );
    expect(parseProviderSpec({ provider: 'openai', model: 'm' }).id).toBe('openai:m');
    expect(parseProviderSpec({ id: 'mine', provider: 'openai', model: 'm' }).id).toBe('mine');
  });

  it('skips a provider whose key is missing, with the variable named', () => {
    expect(resolveProvider('openai:gpt-4.1-mini', {})).toEqual({
      skipped: 'OPENAI_API_KEY is not set',
    });
    expect(resolveProvider('gemini:gemini-2.5-flash', { OPENAI_API_KEY: 'k' })).toEqual({
      skipped: 'GEMINI_API_KEY or GOOGLE_API_KEY is not set',
    });
    expect(resolveProvider('groq:llama', { GROQ_API_KEY: '' })).toEqual({
      skipped: 'GROQ_API_KEY is not set',
    });
    expect(
      resolveProvider(
        {
          provider: 'openai-compatible',
          model: 'm',
          base_url: 'http://127.0.0.1:1/v1',
          api_key_env: 'MY_KEY',
        },
        {},
      ),
    ).toEqual({ skipped: 'MY_KEY is not set' });
  });

  it('resolves presets, keys and base URLs', () => {
    const groq = provider(resolveProvider('groq:llama-3.3', { GROQ_API_KEY: 'k' }));
    expect(groq).toMatchObject({ id: 'groq:llama-3.3', name: 'groq', model: 'llama-3.3' });
    // Ollama needs no key.
    expect(provider(resolveProvider('ollama:qwen3', {})).name).toBe('ollama');
    expect(provider(resolveProvider('gemini:g', { GOOGLE_API_KEY: 'k' })).name).toBe('gemini');
    expect(provider(resolveProvider('replay', {})).name).toBe('replay');
  });

  describe('base URL precedence', () => {
    let fake: FakeServer | undefined;
    afterEach(() => fake?.close());
    const reply = {
      json: { choices: [{ index: 0, message: { role: 'assistant', content: 'hi' } }] },
    };
    const hi = { user: 'hi', expect: { order: 'any' as const, extra_calls: 'allow' as const } };

    it('prefers base_url in config over OPENAI_BASE_URL', async () => {
      fake = await startFake([reply]);
      const p = provider(
        resolveProvider(
          { provider: 'openai', model: 'm', base_url: `${fake.url}/v1`, retries: 0 },
          // Nothing listens on port 9; reaching it would fail the test.
          { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
        ),
      );
      expect((await p.start([]).user(hi, new AbortController().signal)).text).toBe('hi');
      expect(fake.requests).toHaveLength(1);
    });

    it('lets a preset ignore OPENAI_BASE_URL but honour base_url', async () => {
      fake = await startFake([reply]);
      const p = provider(
        resolveProvider(
          { provider: 'ollama', model: 'qwen3', base_url: `${fake.url}/v1` },
          { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
        ),
      );
      await p.start([]).user(hi, new AbortController().signal);
      expect(fake.requests[0].headers.authorization).toBe('Bearer not-needed');
    });
  });

  it('lists default providers from the keys present', () => {
    expect(defaultProvidersFromEnv({})).toEqual([]);
    expect(
      defaultProvidersFromEnv({ OPENAI_API_KEY: 'a', GOOGLE_API_KEY: 'b', ANTHROPIC_API_KEY: 'c' }),
    ).toEqual([
      { spec: 'openai:gpt-4.1-mini', key: 'OPENAI_API_KEY' },
      { spec: 'gemini:gemini-2.5-flash', key: 'GOOGLE_API_KEY' },
      { spec: 'anthropic:claude-sonnet-4-5', key: 'ANTHROPIC_API_KEY' },
    ]);
    expect(defaultProvidersFromEnv({ GEMINI_API_KEY: 'b', GOOGLE_API_KEY: 'c' })).toEqual([
      { spec: 'gemini:gemini-2.5-flash', key: 'GEMINI_API_KEY' },
    ]);
  });
});
