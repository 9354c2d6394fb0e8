import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reasonPhrase } from '../lib/http-errors.ts';

/**
 * Serves the built SPA beside /api: hashed assets cached for a year, index.html always revalidated,
 * and any other GET that wants HTML gets index.html (history fallback). Unknown /api paths stay JSON 404s.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root: string | null }) => {
    const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders(res, file) {
          // Hashed bundles never change; other files (clips, icons) may, so a day; the page itself
          // always revalidates so a deploy is seen at once.
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          const page = file.endsWith('.html');
          res.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=86400',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        request.method === 'GET' &&
        !request.url.startsWith('/api') &&
        request.headers.accept?.includes('text/html');
      if (root && wantsPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const message = request.url.startsWith('/api')
        ? `No API route ${request.method} ${request.url.split('?')[0]}`
        : 'Not found';
      return reply.code(404).send({ statusCode: 404, error: reasonPhrase(404), message });
    });
  },
  { name: 'web' },
);
