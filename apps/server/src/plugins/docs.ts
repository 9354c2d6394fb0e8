import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/route-schemas.ts';
import { documentedPath, operationIdFor } from './openapi-ids.ts';

/** Methods that take a request body: Fastify's JSON parser answers a malformed one with 400. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type DocumentedRoute = Parameters<typeof jsonSchemaTransform>[0];

/** A body-taking route that declares no 400 still gets one, from the parser: the document says so. */
function withParserError(method: string, schema: DocumentedRoute['schema']): DocumentedRoute['schema'] {
  const response = schema?.response as Record<string, unknown> | undefined;
  if (!schema || schema.hide || !response || !BODY_METHODS.has(method) || '400' in response) return schema;
  return { ...schema, response: { ...response, ...errorResponses(400) } };
}

/**
 * The route schemas as the published contract (ADR 003, "The published contract"): zod turned into
 * JSON Schema, then the path without a trailing slash, an operationId from method and path, a
 * summary for a route that has none (`GET /api/auth/profile`; the OpenAPI test lists them), and
 * the parser's 400. The route's own schema is left as it is; only the document changes.
 */
function documentRoute(input: DocumentedRoute): { schema: FastifySchema; url: string } {
  const method = String([input.route.method].flat()[0]);
  const out = jsonSchemaTransform({ ...input, schema: withParserError(method, input.schema) });
  if (!out.schema || (out.schema as { hide?: boolean }).hide) return out;
  const url = documentedPath(out.url);
  return {
    url,
    schema: {
      ...out.schema,
      operationId: out.schema.operationId ?? operationIdFor(method, url),
      summary: out.schema.summary ?? `${method} ${url.replace(/:(\w+)/g, '{$1}')}`,
    },
  };
}

/** OpenAPI generated from the route schemas; served at /api/openapi.json with docs at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Njira API',
          description:
            'Freight marketplace: cargo owners post loads, transporters bid, shipments are tracked.',
          version: '1.0.0',
          // No licence is granted (the repository has none): SPDX's form for terms of one's own.
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        // Relative: the origin the document was fetched from, whatever PUBLIC_URL says (ADR 003).
        servers: [{ url: '/', description: 'The server this document was fetched from' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: documentRoute,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'docs' },
);
