import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PackingGuideInput, PackingGuideGenerationError } from './generator.ts';
import { completion, type LlmStub, sendJson, startLlmStub } from '../../../test/support/llm-stub-server.ts';
import { chatCompletionsUrl, OpenAiPackingGuideGenerator } from './openai-generator.ts';

const input: PackingGuideInput = {
  tourTitle: 'Alleppey Backwaters',
  location: 'Alleppey, Kerala',
  category: 'romantic',
  bookingDate: '2026-07-18',
  numPeople: 3,
  partyWords: '3 people',
  tripDays: 4,
  tripDaysFromTour: true,
  travellerName: 'Meera',
};

const API_KEY = 'sk-test-do-not-log-1234567890';

let stub: LlmStub;
beforeAll(async () => {
  stub = await startLlmStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  stub.respond = (reply) => sendJson(reply, 200, completion('## Clothing\n\n- Rain jacket'));
});

const generator = (options: Partial<ConstructorParameters<typeof OpenAiPackingGuideGenerator>[0]> = {}) =>
  new OpenAiPackingGuideGenerator({ baseUrl: `${stub.origin}/v1`, apiKey: API_KEY, model: 'guide-model', ...options });

async function failure(promise: Promise<unknown>): Promise<PackingGuideGenerationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PackingGuideGenerationError);
  return error as PackingGuideGenerationError;
}

describe('chatCompletionsUrl', () => {
  it.each([
    ['https://api.openai.com/v1', 'https://api.openai.com/v1/chat/completions'],
    ['https://api.openai.com/v1/', 'https://api.openai.com/v1/chat/completions'],
    ['https://api.openai.com', 'https://api.openai.com/v1/chat/completions'],
    ['https://api.openai.com/', 'https://api.openai.com/v1/chat/completions'],
    ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:11434/v1/chat/completions'],
    ['https://llm.example.in/openai/v1/chat/completions', 'https://llm.example.in/openai/v1/chat/completions'],
  ])('%s posts to %s', (base, url) => {
    expect(chatCompletionsUrl(base)).toBe(url);
  });
});

describe('OpenAI-compatible packing guide generator', () => {
  it('sends the model, a system and a user message with every input, and the bearer key', async () => {
    const guide = await generator().generate(input);
    expect(guide).toBe('## Clothing\n\n- Rain jacket');

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
    const body = request!.body as { model: string; temperature: number; messages: { role: string; content: string }[] };
    expect(body.model).toBe('guide-model');
    expect(typeof body.temperature).toBe('number');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    const user = body.messages[1]!.content;
    expect(user).toContain('Alleppey, Kerala');
    expect(user).toContain('Alleppey Backwaters');
    expect(user).toContain('July 2026');
    expect(user).toContain('3 people');
    expect(user).toContain('Trip length: 4 days');
    expect(user).toContain('romantic');
    expect(user).toContain('Meera');
    expect(body.messages[0]!.content).toMatch(/packing guide/i);
  });

  it('sends no authorization header without a key, and adds /v1 to a bare host', async () => {
    await generator({ apiKey: undefined, baseUrl: `${stub.origin}/` }).generate(input);
    expect(stub.requests[0]!.url).toBe('/v1/chat/completions');
    expect(stub.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('unwraps an answer fenced as a markdown code block', async () => {
    stub.respond = (reply) => sendJson(reply, 200, completion('```markdown\n## Footwear\n\n- Sandals\n```'));
    expect(await generator().generate(input)).toBe('## Footwear\n\n- Sandals');
  });

  it('fails on an error answer without repeating the key', async () => {
    stub.respond = (reply) => sendJson(reply, 500, { error: { message: `Incorrect API key provided: ${API_KEY}` } });
    const error = await failure(generator().generate(input));
    expect(error.message).toContain('500');
    expect(error.message).not.toContain(API_KEY);
  });

  it.each([
    ['an empty guide', completion('   ')],
    ['no choices', { choices: [] }],
    ['a content that is not text', completion(null)],
  ])('fails on %s', async (_case, answer) => {
    stub.respond = (reply) => sendJson(reply, 200, answer);
    await failure(generator().generate(input));
  });

  it('fails on an answer that is not JSON', async () => {
    stub.respond = (reply) => reply.writeHead(200, { 'content-type': 'application/json' }).end('<html>gateway</html>');
    await failure(generator().generate(input));
  });

  it('gives up when the server is too slow', async () => {
    stub.respond = (reply) => {
      const timer = setTimeout(() => sendJson(reply, 200, completion('too late')), 5_000);
      reply.on('close', () => clearTimeout(timer));
    };
    const error = await failure(generator({ timeoutMs: 100 }).generate(input));
    expect(error.message).toMatch(/did not answer in time/);
  });

  it('fails when the server cannot be reached', async () => {
    const gone = await startLlmStub();
    await gone.close();
    await failure(generator({ baseUrl: `${gone.origin}/v1` }).generate(input));
  });
});
