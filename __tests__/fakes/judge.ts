// A fake OpenAI-compatible judge: the real SDK talks to it on loopback; each reply is a verdict.
import { afterEach } from 'vitest';
import {
  startFake,
  type FakeServer,
  type RecordedRequest,
  type Reply,
} from '../providers/fake-http.js';

export const completion = (content: string): Reply => ({
  json: {
    id: 'chatcmpl-j',
    object: 'chat.completion',
    created: 0,
    model: 'judge-m',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 50, completion_tokens: 7, total_tokens: 57 },
  },
});
export const verdict = (passed: boolean, reasoning: string) =>
  completion(JSON.stringify({ passed, reasoning }));

const fakes: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});
export async function fake(script: Reply[] | ((req: RecordedRequest, i: number) => Reply)) {
  const f = await startFake(script);
  fakes.push(f);
  return f;
}
