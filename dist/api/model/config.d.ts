import { z } from 'zod';
export type { Route } from './route.js';
export declare const thresholdsSchema: z.ZodObject<{
    overall: z.ZodOptional<z.ZodNumber>;
    tiers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodNumber>>;
    categories: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodNumber>>;
    providers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
        overall: z.ZodOptional<z.ZodNumber>;
        tiers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodNumber>>;
        categories: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodNumber>>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
export type Thresholds = z.infer<typeof thresholdsSchema>;
export declare const serverSchema: z.ZodObject<{
    command: z.ZodOptional<z.ZodString>;
    args: z.ZodOptional<z.ZodArray<z.ZodString>>;
    env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    cwd: z.ZodOptional<z.ZodString>;
    url: z.ZodOptional<z.ZodString>;
    headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    allow_remote: z.ZodOptional<z.ZodBoolean>;
    startup_timeout: z.ZodOptional<z.ZodNumber>;
    max_result_bytes: z.ZodOptional<z.ZodNumber>;
    stateless: z.ZodOptional<z.ZodBoolean>;
    pool: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type ServerConfig = z.infer<typeof serverSchema>;
export declare const FORMATS: readonly ["native", "tiered", "casefile", "answer-fixtures"];
export type Format = (typeof FORMATS)[number];
export declare const corpusEntrySchema: z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
    path: z.ZodString;
    format: z.ZodOptional<z.ZodEnum<{
        native: "native";
        tiered: "tiered";
        casefile: "casefile";
        "answer-fixtures": "answer-fixtures";
    }>>;
    thresholds: z.ZodOptional<z.ZodString>;
}, z.core.$strict>]>;
/** Model APIs by name; each is an adapter preset (providers/spec.ts). */
export declare const PROVIDER_NAMES: readonly ["openai", "gemini", "anthropic", "groq", "openrouter", "together", "ollama", "openai-compatible"];
export type ProviderName = (typeof PROVIDER_NAMES)[number];
/** The object form of a provider spec, as written in mcp-eval.yaml. */
export declare const providerObjectSchema: z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    provider: z.ZodEnum<{
        openai: "openai";
        gemini: "gemini";
        anthropic: "anthropic";
        groq: "groq";
        openrouter: "openrouter";
        together: "together";
        ollama: "ollama";
        "openai-compatible": "openai-compatible";
    }>;
    model: z.ZodString;
    base_url: z.ZodOptional<z.ZodURL>;
    api_key_env: z.ZodOptional<z.ZodString>;
    temperature: z.ZodOptional<z.ZodNumber>;
    max_tokens: z.ZodOptional<z.ZodNumber>;
    seed: z.ZodOptional<z.ZodNumber>;
    timeout: z.ZodOptional<z.ZodNumber>;
    retries: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type ProviderObject = z.infer<typeof providerObjectSchema>;
/** The agent CLI provider in object form; the string forms are `claude-code[:<model>]`. */
export declare const agentObjectSchema: z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    provider: z.ZodLiteral<"claude-code">;
    model: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export type AgentObject = z.infer<typeof agentObjectSchema>;
export declare const providerSpecSchema: z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    provider: z.ZodLiteral<"claude-code">;
    model: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    provider: z.ZodEnum<{
        openai: "openai";
        gemini: "gemini";
        anthropic: "anthropic";
        groq: "groq";
        openrouter: "openrouter";
        together: "together";
        ollama: "ollama";
        "openai-compatible": "openai-compatible";
    }>;
    model: z.ZodString;
    base_url: z.ZodOptional<z.ZodURL>;
    api_key_env: z.ZodOptional<z.ZodString>;
    temperature: z.ZodOptional<z.ZodNumber>;
    max_tokens: z.ZodOptional<z.ZodNumber>;
    seed: z.ZodOptional<z.ZodNumber>;
    timeout: z.ZodOptional<z.ZodNumber>;
    retries: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>]>;
export type ProviderSpec = string | ProviderObject | AgentObject;
/** The judge with options: `{ spec, samples }`; a bare provider spec is one sample. */
export declare const judgeObjectSchema: z.ZodObject<{
    spec: z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        provider: z.ZodEnum<{
            openai: "openai";
            gemini: "gemini";
            anthropic: "anthropic";
            groq: "groq";
            openrouter: "openrouter";
            together: "together";
            ollama: "ollama";
            "openai-compatible": "openai-compatible";
        }>;
        model: z.ZodString;
        base_url: z.ZodOptional<z.ZodURL>;
        api_key_env: z.ZodOptional<z.ZodString>;
        temperature: z.ZodOptional<z.ZodNumber>;
        max_tokens: z.ZodOptional<z.ZodNumber>;
        seed: z.ZodOptional<z.ZodNumber>;
        timeout: z.ZodOptional<z.ZodNumber>;
        retries: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>]>;
    samples: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type JudgeObject = z.infer<typeof judgeObjectSchema>;
export type JudgeSpec = ProviderSpec | JudgeObject;
/** The provider spec and the samples per grade of a judge as configured. */
export declare function judgeOf(spec: JudgeSpec): {
    spec: ProviderSpec;
    samples: number;
};
export declare const priceSchema: z.ZodObject<{
    input: z.ZodNumber;
    output: z.ZodNumber;
    cached: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type Price = z.infer<typeof priceSchema>;
export type Prices = Record<string, Price>;
export declare const configSchema: z.ZodObject<{
    server: z.ZodOptional<z.ZodObject<{
        command: z.ZodOptional<z.ZodString>;
        args: z.ZodOptional<z.ZodArray<z.ZodString>>;
        env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        cwd: z.ZodOptional<z.ZodString>;
        url: z.ZodOptional<z.ZodString>;
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        allow_remote: z.ZodOptional<z.ZodBoolean>;
        startup_timeout: z.ZodOptional<z.ZodNumber>;
        max_result_bytes: z.ZodOptional<z.ZodNumber>;
        stateless: z.ZodOptional<z.ZodBoolean>;
        pool: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    catalog: z.ZodOptional<z.ZodString>;
    mode: z.ZodOptional<z.ZodEnum<{
        live: "live";
        stub: "stub";
    }>>;
    spy: z.ZodOptional<z.ZodObject<{
        routes: z.ZodOptional<z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodString;
            status: z.ZodOptional<z.ZodNumber>;
            json: z.ZodOptional<z.ZodJSONSchema>;
            text: z.ZodOptional<z.ZodString>;
            headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
            graphql: z.ZodOptional<z.ZodBoolean>;
            delay: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>>;
        port: z.ZodOptional<z.ZodNumber>;
        reads: z.ZodOptional<z.ZodArray<z.ZodObject<{
            method: z.ZodOptional<z.ZodString>;
            path: z.ZodOptional<z.ZodString>;
            graphql: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>>>;
        settle_ms: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    annotations: z.ZodOptional<z.ZodEnum<{
        gate: "gate";
        observe: "observe";
        off: "off";
    }>>;
    confirm_destructive: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodArray<z.ZodString>]>>;
    corpus: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
        path: z.ZodString;
        format: z.ZodOptional<z.ZodEnum<{
            native: "native";
            tiered: "tiered";
            casefile: "casefile";
            "answer-fixtures": "answer-fixtures";
        }>>;
        thresholds: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>]>>>;
    vars: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>>>;
    providers: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        provider: z.ZodLiteral<"claude-code">;
        model: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        provider: z.ZodEnum<{
            openai: "openai";
            gemini: "gemini";
            anthropic: "anthropic";
            groq: "groq";
            openrouter: "openrouter";
            together: "together";
            ollama: "ollama";
            "openai-compatible": "openai-compatible";
        }>;
        model: z.ZodString;
        base_url: z.ZodOptional<z.ZodURL>;
        api_key_env: z.ZodOptional<z.ZodString>;
        temperature: z.ZodOptional<z.ZodNumber>;
        max_tokens: z.ZodOptional<z.ZodNumber>;
        seed: z.ZodOptional<z.ZodNumber>;
        timeout: z.ZodOptional<z.ZodNumber>;
        retries: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>]>>>;
    judge: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        provider: z.ZodLiteral<"claude-code">;
        model: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        provider: z.ZodEnum<{
            openai: "openai";
            gemini: "gemini";
            anthropic: "anthropic";
            groq: "groq";
            openrouter: "openrouter";
            together: "together";
            ollama: "ollama";
            "openai-compatible": "openai-compatible";
        }>;
        model: z.ZodString;
        base_url: z.ZodOptional<z.ZodURL>;
        api_key_env: z.ZodOptional<z.ZodString>;
        temperature: z.ZodOptional<z.ZodNumber>;
        max_tokens: z.ZodOptional<z.ZodNumber>;
        seed: z.ZodOptional<z.ZodNumber>;
        timeout: z.ZodOptional<z.ZodNumber>;
        retries: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>, z.ZodObject<{
        spec: z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
            id: z.ZodOptional<z.ZodString>;
            provider: z.ZodEnum<{
                openai: "openai";
                gemini: "gemini";
                anthropic: "anthropic";
                groq: "groq";
                openrouter: "openrouter";
                together: "together";
                ollama: "ollama";
                "openai-compatible": "openai-compatible";
            }>;
            model: z.ZodString;
            base_url: z.ZodOptional<z.ZodURL>;
            api_key_env: z.ZodOptional<z.ZodString>;
            temperature: z.ZodOptional<z.ZodNumber>;
            max_tokens: z.ZodOptional<z.ZodNumber>;
            seed: z.ZodOptional<z.ZodNumber>;
            timeout: z.ZodOptional<z.ZodNumber>;
            retries: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>]>;
        samples: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>]>>;
    regression: z.ZodOptional<z.ZodObject<{
        judge_only: z.ZodOptional<z.ZodEnum<{
            count: "count";
            ignore: "ignore";
        }>>;
    }, z.core.$strict>>;
    thresholds: z.ZodOptional<z.ZodObject<{
        overall: z.ZodOptional<z.ZodNumber>;
        tiers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodNumber>>;
        categories: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodNumber>>;
        providers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
            overall: z.ZodOptional<z.ZodNumber>;
            tiers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodNumber>>;
            categories: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodNumber>>;
        }, z.core.$strict>>>;
    }, z.core.$strict>>;
    server_faults: z.ZodOptional<z.ZodEnum<{
        fail: "fail";
        show: "show";
    }>>;
    budgets: z.ZodOptional<z.ZodObject<{
        tools_tokens: z.ZodOptional<z.ZodNumber>;
        result_tokens: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    budget: z.ZodOptional<z.ZodObject<{
        usd: z.ZodOptional<z.ZodNumber>;
        requests: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    result_token_cap: z.ZodOptional<z.ZodNumber>;
    default_stub: z.ZodOptional<z.ZodJSONSchema>;
    concurrency: z.ZodOptional<z.ZodNumber>;
    timeout: z.ZodOptional<z.ZodNumber>;
    hook_timeout: z.ZodOptional<z.ZodNumber>;
    max_steps: z.ZodOptional<z.ZodNumber>;
    repeat: z.ZodOptional<z.ZodNumber>;
    prices: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
        input: z.ZodNumber;
        output: z.ZodNumber;
        cached: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>>;
    free_text_params: z.ZodOptional<z.ZodArray<z.ZodString>>;
    cache: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
        dir: z.ZodOptional<z.ZodString>;
        max_mb: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>]>>;
}, z.core.$strict>;
/** The loaded config: its fields, the file it came from and the folder paths resolve against. */
export type Config = z.infer<typeof configSchema> & {
    file?: string;
    dir: string;
    /** Where a value of the config was written (file, line, column of `text` in it). */
    locate?: (at: readonly (string | number)[], text: string) => {
        file: string;
        line?: number;
        column?: number;
    };
};
