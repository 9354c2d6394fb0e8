import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';

/** A pg driver error as it arrives wrapped by Drizzle: the SQLSTATE is on the cause. */
function pgError(code: string) {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
  return Object.assign(new Error('Failed query: insert into …'), { cause });
}

async function appThrowing(err: Error) {
  const warnings: string[] = [];
  const app = Fastify({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) },
    },
  });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw err;
  });
  return { app, warnings };
}

describe('the error handler', () => {
  it('answers a PostgreSQL data exception (class 22) with 400 and logs a warning', async () => {
    const { app, warnings } = await appThrowing(pgError('22021'));
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request holds a value that cannot be stored. Please check what you entered.',
    });
    expect(warnings).toContain('a data exception got past the request schema');
    await app.close();
  });

  it('still answers other database failures with a 500 that says nothing of the SQL', async () => {
    const { app } = await appThrowing(pgError('23503'));
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('insert');
    await app.close();
  });

  it.each([
    ['a server shutting down (57P01)', pgError('57P01')],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection exception (08006)', pgError('08006')],
  ])('answers %s with 503 and Retry-After, never 500', async (_what, err) => {
    const { app, warnings } = await appThrowing(err);
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    });
    expect(warnings).toContain('the database is unavailable');
    await app.close();
  });
});
