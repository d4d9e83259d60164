import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ANY_STAFF, permissionNames } from '@yatrika/contract/staff';
import { isRouteAccess, staffRoutePrefix, type RouteAccess } from './auth.ts';

/** The sentence an operation's description gains: which permission a staff account needs. */
function permissionSentence(access: RouteAccess): string {
  if (access === 'anyone') return 'Staff permission: none; any staff account, and before sign-in where this operation says so.';
  if (access === ANY_STAFF) return "Staff permission: none; every signed-in staff account, for its own sign-in.";
  return `Staff permission: \`${access}\` (${permissionNames[access]}); a staff account whose role lacks it is answered 403 naming it.`;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route?: { config?: { permission?: unknown } } };

/**
 * Each operation a staff account may call shows the permission it needs, as the `x-permission`
 * extension (for other clients) and a sentence in its description (for people).
 */
function withPermission(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const access = input.route?.config?.permission;
  if (!isRouteAccess(access) || (access === 'anyone' && !input.url.startsWith(staffRoutePrefix))) return transformed;
  const schema = transformed.schema as Record<string, unknown>;
  const description = typeof schema.description === 'string' ? `${schema.description}\n\n${permissionSentence(access)}` : permissionSentence(access);
  return { ...transformed, schema: { ...schema, description, 'x-permission': access } };
}

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Yatrika API', version: '1.0.0', description: 'Tours, wishlist, reviews, moments and administration.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: withPermission,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
