// The naive reference of `npm run bench:api`: the same stack as the project (Fastify 5, the zod type
// provider for params and response, Drizzle on a `pg` pool of 10) answering one route, GET /loads/:id,
// by primary key on a 200,000-row table. No auth, no hooks, no logging. Every project route's req/s
// is compared with this one's, measured in the same run on the same PostgreSQL.
//
// Started by bench/api/run.mjs in its own process:
//   DATABASE_URL=… PORT=… node bench/api/reference-server.mjs
// It creates and fills `bench_loads` (if missing), then listens on 127.0.0.1 and prints `ready`.
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { z } from 'zod';

export const REFERENCE_ROWS = 200_000;

const loads = pgTable('bench_loads', {
  id: integer('id').primaryKey(),
  origin: text('origin').notNull(),
  destination: text('destination').notNull(),
  cargo: text('cargo').notNull(),
  weightKg: integer('weight_kg').notNull(),
  budgetNgwee: bigint('budget_ngwee', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!url || !port) {
  console.error('reference-server: DATABASE_URL and PORT are required');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => {});
const db = drizzle(pool);

await db.execute(sql`create table if not exists bench_loads (
  id integer primary key,
  origin text not null,
  destination text not null,
  cargo text not null,
  weight_kg integer not null,
  budget_ngwee bigint not null,
  status text not null,
  created_at timestamptz not null
)`);
const [{ n }] = (await db.execute(sql`select count(*)::int as n from bench_loads`)).rows;
if (n < REFERENCE_ROWS) {
  await db.execute(sql`truncate bench_loads`);
  await db.execute(sql`
    insert into bench_loads
    select g,
           (array['Lusaka','Kitwe','Ndola','Livingstone','Chipata','Chingola'])[1 + g % 6],
           (array['Lusaka','Kitwe','Ndola','Livingstone','Chipata','Dar es Salaam Tanzania','Harare Zimbabwe'])[1 + g % 7],
           'Load ' || g,
           1000 + g % 30000,
           100000 + (g * 7919) % 10000000,
           (array['ACTIVE','ACCEPTED','EXPIRED','CANCELLED'])[1 + g % 4],
           now() - make_interval(secs => g)
    from generate_series(1, ${REFERENCE_ROWS}) g`);
  await db.execute(sql`analyze bench_loads`);
}

const loadSchema = z.object({
  id: z.number().int(),
  origin: z.string(),
  destination: z.string(),
  cargo: z.string(),
  weightKg: z.number().int(),
  budgetNgwee: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});

const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.get(
  '/loads/:id',
  {
    schema: {
      params: z.object({ id: z.coerce.number().int().min(1) }),
      response: { 200: loadSchema, 404: z.object({ message: z.string() }) },
    },
  },
  async (request, reply) => {
    const [row] = await db.select().from(loads).where(eq(loads.id, request.params.id)).limit(1);
    if (!row) return reply.code(404).send({ message: 'not found' });
    return { ...row, createdAt: row.createdAt.toISOString() };
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
}

await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
