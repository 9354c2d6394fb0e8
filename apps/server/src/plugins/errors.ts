import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException } from '../db/pg-errors.ts';
import { HttpError, reasonPhrase } from '../lib/http-errors.ts';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

/** A field's own message when the schema has one; zod's generic ones get the field's name in front. */
function validationMessage(err: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(err)) return err.message;
  const first = err.validation[0];
  if (!first) return 'The request is not valid';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const text = first.message ?? 'is not valid';
  const generic = /^(Invalid|Too (big|small)|Expected|Unrecognized)/.test(text);
  if (!field) return generic ? `The request ${err.validationContext ?? 'body'} is not valid` : text;
  return generic ? `${field}: ${text}` : text;
}

/** A failed query's message lists its parameters (e-mails, hashes): log the SQL and the cause only. */
function loggable(err: Error): unknown {
  if (!(err instanceof DrizzleQueryError)) return err;
  const cause = err.cause as { message?: string; code?: string } | undefined;
  return {
    type: 'DrizzleQueryError',
    query: err.query,
    cause: cause?.message,
    code: cause?.code,
    stack: err.stack?.split('\n').slice(1).join('\n'),
  };
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';
/** How long a client is asked to wait while the database restarts (it takes 1-10 s). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One error shape, `{statusCode, error, message}`; 5xx internals are logged, never sent. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      let statusCode = 500;
      let message = 'Something went wrong on our side. Please try again.';
      let code: string | undefined;
      if (err instanceof HttpError) {
        statusCode = err.statusCode;
        message = err.message;
        code = err.code;
      } else if (hasZodFastifySchemaValidationErrors(err)) {
        statusCode = 400;
        message = validationMessage(err);
      } else if (isResponseSerializationError(err)) {
        request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      } else if (err.code && FASTIFY_MESSAGES[err.code]) {
        statusCode = err.statusCode ?? 400;
        message = FASTIFY_MESSAGES[err.code] ?? message;
      } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
        statusCode = err.statusCode;
        message = err.message;
      } else if (isDatabaseUnavailable(err)) {
        statusCode = 503;
        message = DATABASE_UNAVAILABLE_MESSAGE;
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        request.log.warn({ err: loggable(err) }, 'the database is unavailable');
      } else if (isDataException(err)) {
        statusCode = 400;
        message = 'The request holds a value that cannot be stored. Please check what you entered.';
        request.log.warn({ err: loggable(err) }, 'a data exception got past the request schema');
      }
      if (statusCode >= 500 && statusCode !== 503)
        request.log.error({ err: loggable(err) }, 'request failed');
      return reply
        .code(statusCode)
        .send({ statusCode, error: reasonPhrase(statusCode), message, ...(code ? { code } : {}) });
    });
  },
  { name: 'errors' },
);
