// A fake OpenAI-compatible judge: the real SDK talks to it on loopback; each reply is a verdict.
import { afterEach } from 'vitest';
import { startFake, type FakeServer, type RecordedRequest, type Reply } from './wire.js';

export { completion, verdict } from './judge-reply.js';

const fakes: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});
export async function fake(script: Reply[] | ((req: RecordedRequest, i: number) => Reply)) {
  const f = await startFake(script);
  fakes.push(f);
  return f;
}
