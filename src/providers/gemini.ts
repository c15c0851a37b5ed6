// Gemini through @google/genai: generateContent with functionDeclarations.
import {
  GoogleGenAI,
  type Content,
  type FunctionDeclaration,
  type GenerateContentResponse,
  type Part,
} from '@google/genai';
import { errorText, historySession, toModelCall, type AdapterOptions } from './common.js';
import { toProviderError } from './errors.js';
import { checkedFetch, isObject, type BodyCheck } from './fetch.js';
import { toGeminiSchema } from './gemini-schema.js';
import { createToolNameMap } from './names.js';
import type { ModelCall, Provider } from './types.js';
import type { ToolSpec } from '../model/tool.js';

const RESPONSE: BodyCheck = {
  what: 'generateContent response',
  problem(body) {
    if (!isObject(body)) return 'not a JSON object';
    // A blocked prompt comes back without candidates, with the reason in promptFeedback.
    if (isObject(body.promptFeedback) && body.promptFeedback.blockReason) return undefined;
    return Array.isArray(body.candidates) && body.candidates.length ? undefined : 'no `candidates`';
  },
};

/** Finish reasons that mean the API withheld the answer on policy grounds. */
const WITHHELD = new Set([
  'SAFETY',
  'PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
]);

/** A blocked prompt or a candidate stopped for safety, in the API's own terms. */
function refusalOf(res: GenerateContentResponse): string | undefined {
  const feedback = res.promptFeedback;
  if (feedback?.blockReason) {
    const why = feedback.blockReasonMessage ? `: ${feedback.blockReasonMessage}` : '';
    return `the API blocked the prompt (blockReason: ${feedback.blockReason})${why}`;
  }
  const candidate = res.candidates?.[0];
  const reason = candidate?.finishReason;
  if (!reason || !WITHHELD.has(reason)) return undefined;
  const flagged = (candidate.safetyRatings ?? []).filter((r) => r.blocked).map((r) => r.category);
  const categories = flagged.length ? `; ${flagged.join(', ')}` : '';
  const message = candidate.finishMessage ? `: ${candidate.finishMessage}` : '';
  return `the API stopped the answer (finishReason: ${reason}${categories})${message}`;
}

export function geminiProvider(opts: AdapterOptions): Provider {
  const ai = new GoogleGenAI({
    apiKey: opts.apiKey,
    // No retryOptions: the SDK does not retry, we do.
    httpOptions: { baseUrl: opts.baseUrl, ...(opts.timeoutMs ? { timeout: opts.timeoutMs } : {}) },
  });
  return {
    id: opts.id,
    name: opts.name,
    model: opts.model,
    start(specs: ToolSpec[]) {
      const names = createToolNameMap(specs.map((t) => t.name));
      const declarations: FunctionDeclaration[] = specs.map((t) => {
        const parameters = toGeminiSchema(t.inputSchema);
        // Gemini rejects an OBJECT without properties; a tool without parameters omits them.
        const empty = !parameters.properties || Object.keys(parameters.properties).length === 0;
        return {
          name: names.toApi(t.name),
          ...(t.description ? { description: t.description } : {}),
          ...(empty ? {} : { parameters }),
        };
      });
      // Gemini call ids are optional; remember which ids and names the API itself sent.
      const apiIds = new Set<string>();
      const apiNames = new Map<string, string>();
      let counter = 0;
      return historySession<Content>(opts, {
        userMessage: (text) => [{ role: 'user', parts: [{ text }] }],
        resultMessages: (calls, outcomes) => [
          {
            role: 'user',
            parts: outcomes.map((o, i) => ({
              functionResponse: {
                ...(apiIds.has(calls[i].id) ? { id: calls[i].id } : {}),
                name: apiNames.get(calls[i].id) ?? calls[i].tool,
                response: o.isError ? { error: errorText(o) } : { output: o.text },
              },
            })),
          },
        ],
        async send(contents, signal) {
          // ApiError carries no headers; keep the response's own to read retry-after.
          let headers: Headers | undefined;
          const recordingFetch = checkedFetch(
            opts.name,
            RESPONSE,
            (r) => (headers = r.headers),
            opts.cache,
          );
          let res;
          try {
            res = await ai.models.generateContent({
              model: opts.model,
              contents,
              config: {
                abortSignal: signal,
                httpOptions: { fetch: recordingFetch },
                ...(declarations.length ? { tools: [{ functionDeclarations: declarations }] } : {}),
                ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}),
                ...(opts.maxTokens !== undefined ? { maxOutputTokens: opts.maxTokens } : {}),
                ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
              },
            });
          } catch (err) {
            throw toProviderError(opts.name, err, signal, headers, opts.timeoutMs);
          }
          const content = res.candidates?.[0]?.content;
          const parts: Part[] = content?.parts ?? [];
          const calls: ModelCall[] = [];
          for (const part of parts) {
            const fc = part.functionCall;
            if (!fc) continue;
            // Older models send no call id; results are then matched by name and order.
            const id = fc.id ?? `call_${++counter}`;
            if (fc.id) apiIds.add(id);
            apiNames.set(id, fc.name ?? '');
            calls.push(toModelCall(id, fc.name ?? '', fc.args, names));
          }
          const text = parts
            .filter((p) => typeof p.text === 'string' && !p.thought)
            .map((p) => p.text)
            .join('');
          const u = res.usageMetadata;
          // A refusal's text, if the model wrote some, is already the reply; this says why.
          const refusal = refusalOf(res);
          return {
            step: {
              text,
              calls,
              ...(refusal ? { refusal } : {}),
              ...(res.modelVersion ? { served: res.modelVersion } : {}),
              ...(u
                ? {
                    usage: {
                      inputTokens: u.promptTokenCount ?? 0,
                      // Thinking tokens are billed as output.
                      outputTokens: (u.candidatesTokenCount ?? 0) + (u.thoughtsTokenCount ?? 0),
                      cachedTokens: u.cachedContentTokenCount ?? 0,
                    },
                  }
                : {}),
            },
            // The model's content goes back verbatim: thought signatures must be echoed.
            reply: parts.length ? [{ role: 'model', parts }] : [],
          };
        },
      });
    },
  };
}
