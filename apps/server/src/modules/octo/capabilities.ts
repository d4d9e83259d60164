import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OctoCapabilityId } from './octo-types.ts';

/** What Yatrika offers beside the OCTO core. */
export const supportedCapabilities: readonly OctoCapabilityId[] = ['octo/content', 'octo/pricing'];

export interface Capabilities {
  content: boolean;
  pricing: boolean;
}

/**
 * The capabilities a request asks for (`Octo-Capabilities: octo/content, octo/pricing`), those we
 * offer, in any case and with any spacing; others are ignored, as the specification allows.
 */
export function requestedCapabilities(request: FastifyRequest): OctoCapabilityId[] {
  const header = request.headers['octo-capabilities'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const asked = text
    .split(',')
    .map((each) => each.trim().toLowerCase())
    .filter(Boolean);
  return supportedCapabilities.filter((id) => asked.includes(id));
}

/** Reads the request's capabilities and answers them in the `Octo-Capabilities` header (and, for content, its language). */
export function useCapabilities(request: FastifyRequest, reply: FastifyReply): Capabilities {
  const ids = requestedCapabilities(request);
  reply.header('Octo-Capabilities', ids.join(', '));
  const content = ids.includes('octo/content');
  if (content) {
    reply.header('Content-Language', 'en-IN');
    reply.header('Available-Languages', 'en-IN');
  }
  return { content, pricing: ids.includes('octo/pricing') };
}
