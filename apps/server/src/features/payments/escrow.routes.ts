import { shipmentPaymentSchema, walletInputSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { shipmentIdParams } from '../shipments/shipments.routes.ts';
import { GatewayUnavailableError, type PaymentKind } from './mobile-money/gateway.ts';
import { SIGNATURE_MAX_AGE_SECONDS } from './mobile-money/http-signatures.ts';

const tags = ['payments'];

/** A shipment's payment: where it stands, and the owner paying it by mobile money (issue 26). */
export const escrowRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { escrow } = services;

  app.get(
    '/:id/payment',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Where the shipment’s money stands (awaiting payment, processing, failed, held in escrow, released, refunded), for its owner, its transporter or an admin',
        params: shipmentIdParams,
        response: { 200: shipmentPaymentSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => escrow.payment(callerOf(request), request.params.id),
  );

  app.post(
    '/:id/payment',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary:
          'The cargo owner pays the accepted bid from a mobile-money wallet into escrow: the provider asks for approval on that phone, naming the owner’s company; the answer is where the payment stands. At most 5 prompts to one number, 5 for one shipment and 10 by one owner in 10 minutes (429 beyond)',
        params: shipmentIdParams,
        body: walletInputSchema,
        response: { 200: shipmentPaymentSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => escrow.pay(callerOf(request), request.params.id, request.body),
  );

  app.post(
    releaseRoute,
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary:
          'The cargo owner confirms a delivered shipment: escrow is released, 80% to the transporter (paid out to its mobile-money wallet) and 20% to the platform. Without it, escrow is released 72 hours after a delivery proven by the receiver’s code (never for one without it).',
        params: shipmentIdParams,
        response: { 200: shipmentPaymentSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => escrow.confirmDelivery(callerOf(request), request.params.id),
  );
};

export const releaseRoute = '/:id/payment/release';

export const CALLBACK_SIGNATURE_REFUSED = `The callback’s signature is not valid, or not created within the last ${SIGNATURE_MAX_AGE_SECONDS / 60} minutes`;

const KINDS: Record<string, PaymentKind> = { deposits: 'deposit', payouts: 'payout', refunds: 'refund' };

/**
 * The mobile-money provider's callbacks (pawaPay v2: the final status of a deposit, payout or
 * refund). Public, and trusted only once the signature over the exact bytes received verifies; a
 * repeated or late callback changes nothing. Its own plugin: here JSON arrives as raw bytes.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { escrow, gateway } = services;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/:kind',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A signed callback from the mobile-money provider with the final status of a deposit, payout or refund (RFC 9421 signature over its Content-Digest)',
        params: z.object({ kind: z.enum(['deposits', 'payouts', 'refunds']) }),
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const kind = KINDS[request.params.kind] as PaymentKind;
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const headers = Object.fromEntries(
        // Node gives header names in lower case already.
        Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
      );
      const state = await gateway
        .verifyCallback(kind, { method: request.method, path: request.url, headers, rawBody })
        .catch((err: unknown) => {
          // pawaPay's keys could not be fetched: 503, so that it sends the callback again later.
          if (err instanceof GatewayUnavailableError) throw new HttpError(503, 'Try again later');
          throw err;
        });
      if (!state) {
        request.log.warn({ kind }, 'payment callback refused: signature or body not valid');
        throw unauthorized(CALLBACK_SIGNATURE_REFUSED);
      }
      await escrow.apply(state);
      return { received: true as const };
    },
  );
};
