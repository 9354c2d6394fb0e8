// Micro-benchmarks of the per-request costs the CPU profiles of `npm run bench:api` point at, each
// as the server does it today and as it could be done, in µs per call (one process, no I/O):
//   1. building the SQL of GET /api/quotes/:id with Drizzle's query builder vs a prepared query;
//   2. verifying the access token with jose and a Uint8Array secret (imported per call) vs a key
//      imported once vs node:crypto HMAC;
//   3. serializing a quote and a 20-quote page with the zod type provider's serializer (zod encode +
//      JSON.stringify) vs JSON.stringify alone vs fast-json-stringify from the same schema.
//
//   npx tsx bench/api/read-path-micro.ts
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { type Quote, quoteSchema } from '@njira/domain';
import { eq, fillPlaceholders, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { partyColumns } from '../../apps/server/src/db/queries/quotes.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';

const { quotes, shipments, users } = schema;

function time(label: string, fn: () => unknown, ms = 1500): number {
  for (let i = 0; i < 2000; i++) fn(); // warm-up
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
  }
  const us = ((performance.now() - start) * 1000) / n;
  console.log(`  ${label.padEnd(62)} ${us.toFixed(1).padStart(8)} µs`);
  return us;
}

async function timeAsync(label: string, fn: () => Promise<unknown>, ms = 1500): Promise<number> {
  for (let i = 0; i < 500; i++) await fn();
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    await fn();
    n++;
  }
  const us = ((performance.now() - start) * 1000) / n;
  console.log(`  ${label.padEnd(62)} ${us.toFixed(1).padStart(8)} µs`);
  return us;
}

// 1. SQL building ------------------------------------------------------------------------------
const db = drizzle.mock({ schema });
const selectWithOwner = () =>
  db
    .select({
      quote: quotes,
      owner: partyColumns,
      shipmentId: shipments.id,
      shipmentTransporterId: shipments.transporterId,
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.ownerId))
    .leftJoin(shipments, eq(shipments.quoteId, quotes.id));
const id = '071b2c16-6e38-4c5c-9be9-6f43f1b24812';
console.log('1. SQL of findQuoteWithOwner (GET /api/quotes/:id runs it and one more like it)');
time('query builder + toSQL() per call (today)', () =>
  selectWithOwner().where(eq(quotes.id, id)).limit(1).toSQL(),
);
// A prepared query keeps its SQL; per call Drizzle only fills the placeholders.
const built = selectWithOwner()
  .where(eq(quotes.id, sql.placeholder('id')))
  .limit(1)
  .toSQL();
time('built once with sql.placeholder: fillPlaceholders per call', () =>
  fillPlaceholders(built.params, { id }),
);

// 2. Token verification ------------------------------------------------------------------------
const secret = 'a-secret-of-the-bench-that-is-long-enough-for-hs256';
const raw = new TextEncoder().encode(secret);
const token = await new SignJWT({ role: 'transporter' })
  .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  .setSubject(id)
  .setIssuer('njira')
  .setAudience('njira-api')
  .setIssuedAt()
  .setExpirationTime('15m')
  .sign(raw);
const options = { algorithms: ['HS256'], issuer: 'njira', audience: 'njira-api' };
console.log('2. Access token verification (every signed-in request)');
await timeAsync('jose jwtVerify, Uint8Array secret (today: importKey per call)', () =>
  jwtVerify(token, raw, options),
);
const cryptoKey = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
  'verify',
]);
await timeAsync('jose jwtVerify, CryptoKey imported once', () => jwtVerify(token, cryptoKey, options));
const keyObject = createSecretKey(raw);
await timeAsync('jose jwtVerify, KeyObject created once', () => jwtVerify(token, keyObject, options));
const [h, p, s] = token.split('.') as [string, string, string];
const expected = Buffer.from(s, 'base64url');
time('node:crypto HMAC-SHA256 of header.payload + timingSafeEqual', () =>
  timingSafeEqual(createHmac('sha256', raw).update(`${h}.${p}`).digest(), expected),
);

// 3. Serialization -----------------------------------------------------------------------------
const party = (n: number) => ({
  id: `0b2f${String(n).padStart(4, '0')}-6e38-4c5c-9be9-6f43f1b24812`,
  fullName: 'Mwila Chanda',
  companyName: 'Chanda Haulage',
});
const quote = (n: number, bids: number): Quote => ({
  id: `071b${String(n).padStart(4, '0')}-6e38-4c5c-9be9-6f43f1b24812`,
  status: 'ACTIVE',
  cargo: 'Mining - Copper cathodes, strapped bundles on pallets',
  cargoType: 'mining',
  cargoDescription: 'Copper cathodes, strapped bundles on pallets',
  fromLocation: 'Kitwe',
  fromAddress: 'Nkana East smelter gate, Kitwe',
  toLocation: 'Dar es Salaam Tanzania',
  toAddress: 'Berth 5, Dar es Salaam port',
  weight: 28_000,
  distance: 1_863,
  dimensions: '12 m x 2.4 m',
  pickupDate: '2026-11-25T06:00:00.000Z',
  deliveryDate: '2026-11-30T16:00:00.000Z',
  expiresAt: '2026-11-29T10:12:00.000Z',
  createdAt: '2026-11-22T10:12:00.000Z',
  estimatedValue: 950_000,
  maxBudget: 42_000,
  insuranceRequired: true,
  specialInstructions: 'Tarpaulins and two straps per bundle; escort from Nakonde.',
  cargoOwner: party(n),
  bids: Array.from({ length: bids }, (_, b) => ({
    id: `1c2d${String(b).padStart(4, '0')}-6e38-4c5c-9be9-6f43f1b24812`,
    amount: 38_000 + b * 250.5,
    estimatedDays: 5 + b,
    notes: b === 0 ? 'Can load within 24 hours' : null,
    createdAt: '2026-11-22T12:00:00.000Z',
    isAccepted: false,
    isOwn: b === 0,
    ...(b === 0 ? { transporter: party(100 + b) } : {}),
  })),
  bidCount: bids,
  lowestBid: 38_000,
  shipmentId: null,
});
const one = quote(1, 5);
const page = Array.from({ length: 20 }, (_, i) => quote(i, i % 6));
const pageSchema = z.array(quoteSchema);
const zodOne = serializerCompiler({ schema: quoteSchema, method: 'GET', url: '/api/quotes/:id' });
const zodPage = serializerCompiler({ schema: pageSchema, method: 'GET', url: '/api/quotes/active' });
const fjsOne = fastJson(z.toJSONSchema(quoteSchema, { io: 'output' }) as object);
const fjsPage = fastJson(z.toJSONSchema(pageSchema, { io: 'output' }) as object);
console.log(
  `3. Serialization: one quote with 5 bids (${JSON.stringify(one).length} B), a page of 20 (${JSON.stringify(page).length} B)`,
);
time('one quote: zod type provider serializer (today: encode + stringify)', () => zodOne(one));
time('one quote: JSON.stringify alone', () => JSON.stringify(one));
time('one quote: fast-json-stringify from z.toJSONSchema', () => fjsOne(one));
time('page of 20: zod type provider serializer (today)', () => zodPage(page));
time('page of 20: JSON.stringify alone', () => JSON.stringify(page));
time('page of 20: fast-json-stringify from z.toJSONSchema', () => fjsPage(page));
