import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The spec's client sends `Content-Type: application/json` on every authenticated call, including
 * bodiless ones (logout, accept, cancel). An empty JSON body therefore means "no body", not a 400.
 * Anything else goes through Fastify's own (prototype-poisoning-safe) JSON parser.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
