import type { Config } from '../../config.ts';
import type { PackingGuideGenerator } from './generator.ts';
import { OfflinePackingGuideGenerator } from './offline-generator.ts';
import { OpenAiPackingGuideGenerator } from './openai-generator.ts';

export function createPackingGuideGenerator(config: Config['packingGuide']): PackingGuideGenerator {
  if (config.provider === 'offline') return new OfflinePackingGuideGenerator();
  // config.ts already refuses to start without these; this keeps the types honest.
  if (!config.baseUrl || !config.model) throw new Error('PACKING_GUIDE_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL');
  return new OpenAiPackingGuideGenerator({ baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model });
}
