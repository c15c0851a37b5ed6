// Runs scenarios through the real engine (evaluate()) against a given MCP server, with a model
// scripted by a function of each request behind a loopback fake of its wire protocol, and
// returns the rows, what the fake received and the written report. Nothing leaves 127.0.0.1.
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import type { ResultRow } from '../../src/model/report.js';
import { evaluate } from '../../src/run/evaluate.js';
import type { Call } from '../labeled/behaviours.js';
import { answer } from '../labeled/fake-model.js';
import type { Api } from '../fakes/wire.js';
import { startFake, type RecordedRequest } from '../fakes/wire.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const EVERYTHING = {
  command: process.execPath,
  args: [path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')],
};
export const FIXTURE = {
  command: process.execPath,
  args: [path.join(ROOT, '__tests__/fixtures/servers/client-features.mjs')],
};

/** One model step: its text and its tool calls. */
export interface Step {
  text?: string;
  calls?: Call[];
  /** Answer with this HTTP error instead (retry-after-ms 0: a retry comes at once). */
  fail?: number;
  /** Never answer. */
  hang?: true;
}

const PROVIDERS: Record<Api, (url: string) => { provider: object; env: Record<string, string> }> = {
  openai: (url) => ({
    provider: { provider: 'openai', model: 'gpt-4.1-mini', retries: 1 },
    env: { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: `${url}/v1` },
  }),
  anthropic: (url) => ({
    provider: { provider: 'anthropic', model: 'claude-scripted', retries: 1 },
    env: { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: url },
  }),
  gemini: (url) => ({
    provider: { provider: 'gemini', model: 'gemini-2.5-flash', retries: 1 },
    env: { GEMINI_API_KEY: 'k', GOOGLE_GEMINI_BASE_URL: url },
  }),
};

/** The request's body as text, to read what the model was sent. */
export const bodyText = (r: RecordedRequest) => JSON.stringify(r.body ?? {});

/** The model was sent a tool's result already in this request (each API's own form). */
export function afterToolResult(api: Api, r: RecordedRequest): boolean {
  const body = bodyText(r);
  if (api === 'openai') return body.includes('"role":"tool"');
  if (api === 'anthropic') return body.includes('"tool_result"');
  return body.includes('"functionResponse"');
}

export interface EngineRun {
  rows: ResultRow[];
  /** The tools the server listed. */
  tools: string[];
  requests: RecordedRequest[];
  markdown: string;
  html: string;
  /** Model requests made by each run (with `runs`), in order. */
  requestsPerRun: number[];
}

export async function runEngine(opts: {
  api: Api;
  server: object;
  scenarios: object[];
  /** The model's step for each request it gets. */
  model: (r: RecordedRequest) => Step;
  config?: object;
  /** Runs the same corpus this many times in the same folder (a cache there is reused). */
  runs?: number;
}): Promise<EngineRun> {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-client-')));
  const fake = await startFake((r) => {
    const step = opts.model(r);
    if (step.hang) return 'hang';
    if (step.fail)
      return {
        status: step.fail,
        headers: { 'retry-after-ms': '0' },
        json: { error: { message: 'scripted' } },
      };
    return { json: answer(opts.api, step.text ?? '', step.calls ?? []) };
  });
  try {
    const { provider, env } = PROVIDERS[opts.api](fake.url);
    writeFileSync(path.join(dir, 'corpus.yaml'), stringify({ scenarios: opts.scenarios }));
    const config = path.join(dir, 'mcp-eval.yaml');
    writeFileSync(
      config,
      stringify({
        server: opts.server,
        mode: 'live',
        corpus: ['corpus.yaml'],
        providers: [provider],
        concurrency: 1,
        ...opts.config,
      }),
    );
    const out = path.join(dir, 'report');
    const silent = { info: () => undefined, notice: () => undefined, warn: () => undefined };
    const requestsPerRun: number[] = [];
    let outcome!: Awaited<ReturnType<typeof evaluate>>;
    for (let i = 0; i < (opts.runs ?? 1); i++) {
      const before = fake.requests.length;
      outcome = await evaluate({ cwd: dir, config, out, log: silent, env });
      requestsPerRun.push(fake.requests.length - before);
    }
    return {
      rows: outcome.report.results,
      tools: (outcome.report.tools ?? []).map((t) => t.name),
      requests: fake.requests,
      markdown: readFileSync(path.join(out, 'report.md'), 'utf8'),
      html: readFileSync(path.join(out, 'report.html'), 'utf8'),
      requestsPerRun,
    };
  } finally {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
