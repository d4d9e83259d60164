import type { PackingGuideGenerator, PackingGuideInput } from './generator.ts';
import { PackingGuideGenerationError } from './generator.ts';
import { monthNameOf } from './trip.ts';

export interface OpenAiGeneratorOptions {
  /** By convention it includes the version: "https://api.openai.com/v1". A bare host gets "/v1". */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  temperature?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** A runaway answer should not fill the booking row or the traveller's screen. */
const MAX_GUIDE_CHARS = 40_000;

/** Where to POST, whether the base URL was given with or without "/v1" or a trailing slash. */
export function chatCompletionsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/chat/completions')) return url.toString();
  url.pathname = `${path === '' ? '/v1' : path}/chat/completions`;
  return url.toString();
}

const systemPrompt = [
  "You are Yatrika's travel assistant. Write a practical packing guide in Markdown for a tour in India.",
  'Start with one short line naming the tour, the place, the month and the party size.',
  'Then use "##" headings: Weather to expect (the season, temperature range and rain for that region in that month),',
  'Clothing, Footwear, Documents and money (ID, booking confirmation, cash and UPI, permits only where the destination needs them),',
  'Health and safety, Electronics, one section for the tour category',
  '(adventure gear; modest dress and temple etiquette for religious trips; heritage walks; a romantic getaway),',
  'and the quantities for the whole group, scaled to the number of people and days.',
  'Use "-" bullet lists. No links, images, tables or HTML. Answer with the guide only.',
].join(' ');

export function buildMessages(input: PackingGuideInput) {
  const user = [
    `Tour: ${input.tourTitle}`,
    `Location: ${input.location}`,
    `Category: ${input.category ?? 'not known'}`,
    `Start date: ${input.bookingDate} (${monthNameOf(input.bookingDate)} ${input.bookingDate.slice(0, 4)})`,
    input.tripDaysFromTour ? `Trip length: ${input.tripDays} days` : `Trip length: about ${input.tripDays} days (an estimate: the tour is no longer listed)`,
    `Party: ${input.partyWords}`,
    `Traveller's name: ${input.travellerName}`,
  ].join('\n');
  return [
    { role: 'system' as const, content: systemPrompt },
    { role: 'user' as const, content: user },
  ];
}

/** Models like to wrap the whole answer in a ```markdown fence; the client renders markdown itself. */
function unwrapFence(text: string): string {
  const fenced = /^```(?:markdown|md)?\s*\n([\s\S]*?)\n```$/i.exec(text);
  return fenced ? fenced[1]!.trim() : text;
}

function capLength(text: string): string {
  if (text.length <= MAX_GUIDE_CHARS) return text;
  const cut = text.slice(0, MAX_GUIDE_CHARS);
  return cut.slice(0, cut.lastIndexOf('\n') > 0 ? cut.lastIndexOf('\n') : MAX_GUIDE_CHARS);
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** Any OpenAI-compatible Chat Completions server (OpenAI, Azure, Ollama, vLLM, LiteLLM…). */
export class OpenAiPackingGuideGenerator implements PackingGuideGenerator {
  private readonly url: string;

  constructor(private readonly options: OpenAiGeneratorOptions) {
    this.url = chatCompletionsUrl(options.baseUrl);
  }

  async generate(input: PackingGuideInput): Promise<string> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const body = JSON.stringify({
      model: this.options.model,
      messages: buildMessages(input),
      temperature: this.options.temperature ?? 0.4,
    });

    let completion: ChatCompletion;
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        // The status only: error bodies may echo parts of the API key.
        throw new PackingGuideGenerationError(`The packing guide provider answered HTTP ${response.status}.`);
      }
      completion = (await response.json()) as ChatCompletion;
    } catch (error) {
      if (error instanceof PackingGuideGenerationError) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PackingGuideGenerationError(
        timedOut ? 'The packing guide provider did not answer in time.' : 'The packing guide provider could not be reached or answered invalid JSON.',
        { cause: error },
      );
    }

    const content = completion?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      throw new PackingGuideGenerationError('The packing guide provider answered without a guide.');
    }
    return capLength(unwrapFence(content.trim()));
  }
}
