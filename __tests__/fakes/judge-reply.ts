// A chat completion of the OpenAI API holding one judge reply, for the judges' loopback fakes.
import type { Reply } from './wire.js';

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
