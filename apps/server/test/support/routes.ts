import type { FastifyInstance } from 'fastify';

/**
 * Every operation in the OpenAPI document the server serves, with who may call it. A new route
 * that is not classified here fails the access matrix, so access is decided on purpose.
 */
/** `reseller`: the OCTO API (decision 038), behind a reseller's key rather than a session, answering OCTO's errors. */
export type Access = 'public' | 'visitor-or-signed-in' | 'signed-in' | 'traveller' | 'admin' | 'reseller';

export const publicRoutes = new Set([
  'POST /api/user/register',
  'POST /api/user/login',
  'POST /api/admin/login',
  'POST /api/admin/register',
  // Emailed links: the token in the body is the credential.
  'POST /api/user/password/forgot',
  'POST /api/user/password/reset',
  'POST /api/user/email/confirm',
  'GET /api/routes/destinations',
  'GET /api/routes/suggest',
  'GET /api/routes/{category}',
  'GET /api/routes/tours/{id}',
  'GET /api/routes/tours/{id}/availability',
  'GET /api/routes/tours/{id}/reviews',
  'GET /api/routes/cancellation-policy',
  'GET /api/payment/config',
  'POST /api/payment/webhook',
  'GET /api/payment/sandbox/checkout.js',
  'POST /api/payment/sandbox/pay',
  // Signed link from an email: no sign-in, the token says whose.
  'POST /api/emails/unsubscribe',
  // A payment link's page, opened from its email: the signed token in the path is the credential.
  'GET /api/payment/links/{token}',
  'POST /api/payment/links/{token}/verify',
  // The Contact page: visitors write to the operator; rate limits, not a session, hold it back.
  'GET /api/routes/contact',
  'POST /api/contact',
  // The footer's newsletter box (rate-limited like the contact form) and its emailed links (signed tokens).
  'POST /api/newsletter/subscribe',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  // An emailed invitation to the operator's team: the token is the credential.
  'GET /api/team/invitations/{token}',
  'POST /api/team/invitations/accept',
  // Browsers' speed measurements: anonymous by design (decision 053).
  'POST /api/vitals',
]);

/** Open to visitors, but a token, when sent, must be valid (decision 007). */
export const visitorOrSignedInRoutes = new Set(['GET /api/moments/all']);

export function accessOf(method: string, path: string): Access {
  const route = `${method} ${path}`;
  if (publicRoutes.has(route)) return 'public';
  if (visitorOrSignedInRoutes.has(route)) return 'visitor-or-signed-in';
  if (route === 'POST /api/user/logout') return 'signed-in';
  if (path.startsWith('/api/admin/')) return 'admin';
  if (path.startsWith('/octo/')) return 'reseller';
  if (path.startsWith('/api/user/') || path.startsWith('/api/moments/') || path.startsWith('/api/payment/')) return 'traveller';
  throw new Error(`${route} is not classified in the access matrix`);
}

interface OpenApiSchema {
  type?: string;
  properties?: Record<string, OpenApiSchema>;
  enum?: unknown[];
}

export interface DocumentedRoute {
  method: string;
  /** The path as documented, with `{name}` placeholders. */
  path: string;
  access: Access;
  pathParameters: string[];
  queryParameters: string[];
  /** The documented JSON body's top-level properties; undefined when the body is not JSON. */
  bodyProperties: string[] | undefined;
  /** multipart/form-data routes (described in prose, not as a schema). */
  multipart: boolean;
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: OpenApiSchema }> };
  description?: string;
}

export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([lowerMethod, operation]) => {
      const method = lowerMethod.toUpperCase();
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content['application/json'];
      return {
        method,
        path,
        access: accessOf(method, path),
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParameters: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: json ? Object.keys(json.schema?.properties ?? {}) : undefined,
        multipart: operation.description?.includes('multipart/form-data') ?? false,
      };
    }),
  );
}
