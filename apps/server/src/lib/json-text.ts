import type { FastifyReply } from 'fastify';

/**
 * The JSON text of a `T`, written by PostgreSQL as the API sends it (ADR 010): Node passes it on
 * without parsing and serialising it again. The brand keeps it from being mistaken for any string.
 */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/**
 * Sends JSON text as it is (Fastify does not serialise a string again); the route's response schema
 * documents it, and the tests hold what PostgreSQL writes to that schema.
 */
export function sendJsonText(reply: FastifyReply, json: string, statusCode = 200) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(json);
}
