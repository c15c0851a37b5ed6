// Provider specs ("openai:gpt-4.1-mini" or an object) → a ready Provider, or a reason to skip.
import { SetupError } from '../errors.js';
import { DEFAULTS } from '../model/defaults.js';
import {
  agentObjectSchema,
  KNOWN_PROVIDERS,
  providerObjectSchema,
  type ProviderName,
  type ProviderObject,
  type ProviderSpec,
} from '../model/config.js';
import { CLAUDE_COMMAND, claudeCodeProvider, findExecutable } from './claude-code.js';
import type { AdapterOptions } from './common.js';
import { lazyProvider, type Api } from './lazy.js';
import { replayProvider } from './replay.js';
import { withRetries, type RetryOptions } from './retry.js';
import type { Provider } from './types.js';
import type { ResponseCache } from './cache.js';
import type { Env } from '../model/api.js';

interface Preset {
  api: Api;
  /** Key variables, first set one wins; empty when no key is needed. */
  keyEnv: string[];
  baseUrl?: string;
  /** The SDK's own base-URL variable, honoured when config gives no base_url. */
  baseUrlEnv?: string;
}

/** One preset per provider name; a name without its preset does not typecheck. */
const PRESETS = {
  openai: {
    api: 'openai',
    keyEnv: ['OPENAI_API_KEY'],
    baseUrl: 'https://api.openai.com/v1',
    baseUrlEnv: 'OPENAI_BASE_URL',
  },
  gemini: {
    api: 'gemini',
    keyEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
    baseUrl: 'https://generativelanguage.googleapis.com',
    baseUrlEnv: 'GOOGLE_GEMINI_BASE_URL',
  },
  anthropic: {
    api: 'anthropic',
    keyEnv: ['ANTHROPIC_API_KEY'],
    baseUrl: 'https://api.anthropic.com',
    baseUrlEnv: 'ANTHROPIC_BASE_URL',
  },
  groq: { api: 'openai', keyEnv: ['GROQ_API_KEY'], baseUrl: 'https://api.groq.com/openai/v1' },
  openrouter: {
    api: 'openai',
    keyEnv: ['OPENROUTER_API_KEY'],
    baseUrl: 'https://openrouter.ai/api/v1',
  },
  together: { api: 'openai', keyEnv: ['TOGETHER_API_KEY'], baseUrl: 'https://api.together.xyz/v1' },
  ollama: { api: 'openai', keyEnv: [], baseUrl: 'http://127.0.0.1:11434/v1' },
  // Any other OpenAI-compatible server: base_url is required, api_key_env optional.
  'openai-compatible': { api: 'openai', keyEnv: [] },
} satisfies Record<ProviderName, Preset>;

/** The id a spec is reported under, without resolving it. */
export function specId(spec: ProviderSpec): string {
  if (typeof spec === 'string') return spec;
  if (spec.provider === 'scripted') return spec.id ?? `scripted:${spec.file}`;
  return spec.id ?? (spec.model ? `${spec.provider}:${spec.model}` : spec.provider);
}

/** The behaviours file of `scripted:FILE` or `{ provider: scripted, file }`; undefined for any
 * other spec. */
export function scriptedFile(spec: ProviderSpec): string | undefined {
  if (typeof spec !== 'string') return spec.provider === 'scripted' ? spec.file : undefined;
  if (spec !== 'scripted' && !spec.startsWith('scripted:')) return undefined;
  const file = spec.slice('scripted:'.length);
  if (!file)
    throw new SetupError(`"${spec}": expected scripted:<file>, e.g. scripted:scripted.yaml`);
  return file;
}

function unknownProvider(name: string): SetupError {
  return new SetupError(
    `unknown provider "${name}"; known providers: ${KNOWN_PROVIDERS.join(', ')}`,
  );
}

/** Validates a spec without looking at the environment; throws SetupError when it is wrong. */
export function parseProviderSpec(spec: string | ProviderObject): ProviderObject & { id: string } {
  if (typeof spec === 'string') {
    const colon = spec.indexOf(':');
    const name = colon < 0 ? spec : spec.slice(0, colon);
    // Model names may contain colons themselves (ollama "llama3.1:8b").
    const model = colon < 0 ? '' : spec.slice(colon + 1);
    if (!(name in PRESETS)) throw unknownProvider(name);
    if (name === 'openai-compatible') {
      throw new SetupError(
        `"${spec}": openai-compatible needs base_url; write it as an object { provider, model, base_url }`,
      );
    }
    if (!model)
      throw new SetupError(`"${spec}": expected <provider>:<model>, e.g. openai:gpt-4.1-mini`);
    return { id: spec, provider: name as ProviderName, model };
  }
  const raw = spec as unknown as Record<string, unknown>;
  if (typeof raw?.provider === 'string' && !(raw.provider in PRESETS))
    throw unknownProvider(raw.provider);
  const parsed = providerObjectSchema.safeParse(spec);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join('.') || 'provider'}: ${i.message}`,
    );
    throw new SetupError(`invalid provider spec: ${issues.join('; ')}`);
  }
  return { ...parsed.data, id: parsed.data.id ?? `${parsed.data.provider}:${parsed.data.model}` };
}

const set = (env: Env, name: string) => (env[name] ? env[name] : undefined);

export interface ResolveDeps {
  /** Backoff overrides (tests inject sleep and random). */
  retry?: Omit<RetryOptions, 'retries'>;
  /** The response cache, when the run keeps one. */
  cache?: ResponseCache;
}

/**
 * A provider ready to use (retries included), or why it was skipped. "replay" needs no key.
 * Throws SetupError for a spec that cannot work whatever the environment.
 */
export function resolveProvider(
  spec: ProviderSpec,
  env: Env,
  deps: ResolveDeps = {},
): { provider: Provider } | { skipped: string } {
  if (spec === 'replay' || spec === 'replay:') return { provider: replayProvider() };
  const agent = parseAgentSpec(spec);
  if (agent) {
    // Claude Code retries its own API calls; its key or login is its own business.
    const command = findExecutable(CLAUDE_COMMAND, env);
    if (!command) return { skipped: `${CLAUDE_COMMAND} (Claude Code) is not on PATH` };
    return { provider: claudeCodeProvider({ ...agent, command, env }) };
  }
  if (scriptedFile(spec) !== undefined)
    throw new SetupError(`${specId(spec)}: a scripted provider is built from its loaded file`);
  const p = parseProviderSpec(spec as string | ProviderObject);
  const preset: Preset = PRESETS[p.provider];
  const keyEnv = p.api_key_env ? [p.api_key_env] : preset.keyEnv;
  let apiKey: string | undefined;
  if (keyEnv.length) {
    apiKey = keyEnv.map((name) => set(env, name)).find(Boolean);
    if (!apiKey) return { skipped: `${keyEnv.join(' or ')} is not set` };
  }
  const baseUrl =
    p.base_url ?? (preset.baseUrlEnv ? set(env, preset.baseUrlEnv) : undefined) ?? preset.baseUrl;
  const options: AdapterOptions = {
    id: p.id,
    name: p.provider,
    model: p.model,
    // Local servers need no key, but the SDKs insist on one.
    apiKey: apiKey ?? 'not-needed',
    baseUrl: baseUrl as string,
    temperature: p.temperature,
    maxTokens: p.max_tokens,
    seed: p.seed,
    timeoutMs: (p.timeout ?? DEFAULTS.providerTimeout) * 1000,
    ...(deps.cache ? { cache: deps.cache } : {}),
    ...(p.provider === 'openai'
      ? { organization: set(env, 'OPENAI_ORG_ID'), project: set(env, 'OPENAI_PROJECT_ID') }
      : {}),
  };
  const provider = lazyProvider(preset.api, options);
  return {
    provider: withRetries(provider, { ...deps.retry, retries: p.retries ?? DEFAULTS.retries }),
  };
}

/**
 * The credentials a run could send to a model API: the value behind each spec's key variable
 * (its `api_key_env`, whatever its name, or its preset's) and behind every preset's, for the
 * providers picked from the environment. Values only; a spec that cannot parse adds none.
 */
export function credentialValues(specs: (ProviderSpec | undefined)[], env: Env): string[] {
  const names = new Set(Object.values(PRESETS).flatMap((p: Preset) => p.keyEnv));
  for (const spec of specs) {
    if (spec === undefined || typeof spec === 'string') continue;
    const keyEnv = (spec as { api_key_env?: unknown }).api_key_env;
    if (typeof keyEnv === 'string') names.add(keyEnv);
  }
  return [...names].flatMap((name) => set(env, name) ?? []);
}

/** `claude-code`, `claude-code:<model>` or its object form; undefined for any other spec. */
export function parseAgentSpec(spec: ProviderSpec): { id: string; model?: string } | undefined {
  if (typeof spec === 'string') {
    const m = /^claude-code(?::(.*))?$/.exec(spec);
    if (!m) return undefined;
    return { id: spec, ...(m[1] ? { model: m[1] } : {}) };
  }
  if (spec.provider !== 'claude-code') return undefined;
  const parsed = agentObjectSchema.safeParse(spec);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join('.') || 'provider'}: ${i.message}`,
    );
    throw new SetupError(`invalid provider spec: ${issues.join('; ')}`);
  }
  return { id: specId(parsed.data), ...(parsed.data.model ? { model: parsed.data.model } : {}) };
}

/** The providers run when neither config nor flags name one, each with the key that picks it. */
const DEFAULT_PROVIDERS: { spec: string; keyEnv: string[] }[] = [
  { spec: 'openai:gpt-4.1-mini', keyEnv: PRESETS.openai.keyEnv },
  { spec: 'gemini:gemini-2.5-flash', keyEnv: PRESETS.gemini.keyEnv },
  { spec: 'anthropic:claude-sonnet-4-5', keyEnv: PRESETS.anthropic.keyEnv },
];

/** The key variables that pick a default provider, for saying which were looked for. */
export const DEFAULT_KEY_ENV = DEFAULT_PROVIDERS.flatMap((p) => p.keyEnv);

/**
 * What to run when neither config nor flags name providers: one per key present, with the
 * name of the variable that chose it (its value is never returned).
 */
export function defaultProvidersFromEnv(env: Env): { spec: string; key: string }[] {
  return DEFAULT_PROVIDERS.flatMap(({ spec, keyEnv }) => {
    const key = keyEnv.find((name) => set(env, name));
    return key ? [{ spec, key }] : [];
  });
}
