// Token counts: the tokenizer checked against OpenAI's published o200k_base figures, and what is
// counted for a tool and for a tool result.
import { describe, expect, it } from 'vitest';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { ENCODING, measureCalls, tokensOf, toolSurface, toolTokens } from '../../src/mcp/tokens.js';
import type { RecordedCall } from '../../src/model/transcript.js';

describe('the o200k_base tokenizer', () => {
  // OpenAI Cookbook, "How to count tokens with tiktoken", section 5 (compare_encodings), whose
  // output lists each string's o200k_base tokens.
  it.each([
    ['antidisestablishmentarianism', [493, 129901, 376, 160388, 21203, 2367]],
    ['お誕生日おめでとう', [8930, 9697, 243, 128225, 8930, 17693, 4344, 48669]],
  ])('encodes %s as OpenAI publishes it', (text, tokens) => {
    expect(encode(text)).toEqual(tokens);
    expect(tokensOf(text)).toBe(tokens.length);
  });

  it('counts "2 + 2 = 4" as 7 tokens, as the cookbook does', () => {
    expect(tokensOf('2 + 2 = 4')).toBe(7);
  });

  it('is named in the report as o200k_base', () => {
    expect(ENCODING).toBe('o200k_base');
  });

  it('counts text that spells a special token as plain text, never throwing', () => {
    // "<|endoftext|>" as a control token would be 1 token; as text a host sends, it is several.
    expect(tokensOf('a <|endoftext|> b')).toBeGreaterThan(3);
  });
});

describe('long text', () => {
  it('counts ordinary text and JSON in pieces exactly as a whole', () => {
    const json = JSON.stringify(
      Array.from({ length: 2000 }, (_, i) => ({ id: `c${i}`, name: `cluster ${i}`, ok: i % 2 })),
    );
    const prose = 'The spy sees every request a server makes. '.repeat(500);
    for (const text of [json, JSON.stringify(JSON.parse(json), null, 2), prose]) {
      expect(text.length).toBeGreaterThan(10_000);
      expect(tokensOf(text)).toBe(encode(text, { disallowedSpecial: new Set() }).length);
    }
  });

  it('counts a megabyte with no word break in bounded time, not quadratic', () => {
    const started = performance.now();
    // 'x' × 1 MiB is 131,072 tokens of 8 x's; whole, BPE over one piece takes minutes.
    expect(tokensOf('x'.repeat(1024 * 1024))).toBe(131_072);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('a tool as a host sends it', () => {
  const tool = {
    name: 'get_weather',
    description: 'Get the current weather in a given location',
    inputSchema: {
      type: 'object',
      properties: { location: { type: 'string', description: 'The city' } },
      required: ['location'],
    },
    outputSchema: { type: 'object', properties: { temperature: { type: 'number' } } },
  };

  it('counts name + description, the input schema, the output schema apart, and the total without the output schema', () => {
    const t = toolTokens(tool);
    expect(t).toEqual({
      name: 'get_weather',
      description: tokensOf(
        '{"name":"get_weather","description":"Get the current weather in a given location"}',
      ),
      input: tokensOf(JSON.stringify(tool.inputSchema)),
      output: tokensOf(JSON.stringify(tool.outputSchema)),
      total: tokensOf(
        JSON.stringify({
          name: tool.name,
          description: tool.description,
          inputSchema: tool.inputSchema,
        }),
      ),
    });
    // A longer description costs more: the count follows the text.
    const longer = toolTokens({
      ...tool,
      description: `${tool.description}, in Celsius or Fahrenheit`,
    });
    expect(longer.total - t.total).toBe(longer.description - t.description);
    expect(longer.total).toBeGreaterThan(t.total);
  });

  it('sums the tools into the tools/list total and keeps the budgets', () => {
    const other = { name: 'ping', inputSchema: { type: 'object' } };
    const s = toolSurface([tool, other], 25_000, { tools_tokens: 100 });
    expect(s.total).toBe(toolTokens(tool).total + toolTokens(other).total);
    expect(s.tools.map((t) => t.name)).toEqual(['get_weather', 'ping']);
    expect(s.tools[1].output).toBeUndefined();
    expect(s).toMatchObject({
      encoding: 'o200k_base',
      resultCap: 25_000,
      budgets: { tools_tokens: 100 },
    });
  });
});

describe('tool results', () => {
  const call = (extra: Partial<RecordedCall>): RecordedCall => ({
    turn: 0,
    tool: 't',
    args: {},
    stubbed: false,
    durationMs: 1,
    ...extra,
  });

  it('measures every answered result and flags a live one past the cap only', () => {
    const big = 'word '.repeat(50);
    const calls = [
      call({ result: big }),
      call({ result: big, stubbed: true }),
      call({ error: 'short' }),
      call({ error: 'Invalid tool call: x', malformed: 'x' }),
      call({ error: 'not run: max_steps', notRun: 'max_steps' }),
    ];
    measureCalls(calls, 20);
    expect(calls[0]).toMatchObject({ tokens: tokensOf(big), pastCap: 20 });
    expect(calls[0].tokens).toBeGreaterThan(20);
    // A stub is the corpus's words, not the server's: measured, not flagged.
    expect(calls[1].tokens).toBe(tokensOf(big));
    expect(calls[1].pastCap).toBeUndefined();
    expect(calls[2]).toMatchObject({ tokens: 1 });
    expect(calls[2].pastCap).toBeUndefined();
    // Our own words for a call that never ran: not measured.
    expect(calls[3].tokens).toBeUndefined();
    expect(calls[4].tokens).toBeUndefined();
  });
});
