import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './features/account/account.routes.ts';
import { twoFactorRoutes } from './features/account/two-factor.routes.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { passwordRoutes } from './features/auth/password.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { deliveryRoutes } from './features/delivery/delivery.routes.ts';
import { documentRoutes } from './features/documents/documents.routes.ts';
import { earningsRoutes } from './features/earnings/earnings.routes.ts';
import { eventRoutes } from './features/events/events.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { messageRoutes } from './features/messages/messages.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { disputeRoutes } from './features/payments/dispute.routes.ts';
import { disputeEvidenceRoutes } from './features/payments/dispute-evidence.routes.ts';
import { escrowRoutes, paymentCallbackRoutes } from './features/payments/escrow.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { positionRoutes } from './features/positions/positions.routes.ts';
import { publicTrackingRoutes, trackingLinkRoutes } from './features/positions/tracking.routes.ts';
import { availableLoadRoutes } from './features/quotes/available-loads.routes.ts';
import { bidRoutes } from './features/quotes/bids.routes.ts';
import { quoteRoutes } from './features/quotes/quotes.routes.ts';
import { ratingRoutes } from './features/ratings/ratings.routes.ts';
import { shipmentChangeRoutes } from './features/shipments/shipment-changes.routes.ts';
import { shipmentRoutes } from './features/shipments/shipments.routes.ts';
import { verificationRoutes } from './features/verification/documents.routes.ts';
import type { AppServices } from './services.ts';

/** The app as `buildApp` makes it: its routes are typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Every `/api` route, each feature under its prefix. */
export async function registerApiRoutes(app: ZodApp, services: AppServices): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api', services });
  await app.register(authRoutes, { prefix: '/api/auth', services });
  await app.register(passwordRoutes, { prefix: '/api/auth', services });
  await app.register(quoteRoutes, { prefix: '/api/quotes', services });
  await app.register(availableLoadRoutes, { prefix: '/api/quotes', services });
  await app.register(bidRoutes, { prefix: '/api/quotes', services });
  await app.register(shipmentRoutes, { prefix: '/api/shipments', services });
  await app.register(shipmentChangeRoutes, { prefix: '/api/shipments', services });
  await app.register(ratingRoutes, { prefix: '/api/shipments', services });
  await app.register(deliveryRoutes, { prefix: '/api/shipments', services });
  await app.register(positionRoutes, { prefix: '/api/shipments', services });
  await app.register(trackingLinkRoutes, { prefix: '/api/shipments', services });
  await app.register(publicTrackingRoutes, { prefix: '/api', services });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', services });
  await app.register(accountRoutes, { prefix: '/api', services });
  await app.register(twoFactorRoutes, { prefix: '/api/account/two-factor', services });
  await app.register(earningsRoutes, { prefix: '/api/earnings', services });
  await app.register(paymentsRoutes, { prefix: '/api/payments', services });
  await app.register(escrowRoutes, { prefix: '/api/shipments', services });
  await app.register(disputeRoutes, { prefix: '/api/shipments', services });
  await app.register(disputeEvidenceRoutes, { prefix: '/api/shipments', services });
  await app.register(paymentCallbackRoutes, { prefix: '/api/payments/callbacks', services });
  await app.register(documentRoutes, { prefix: '/api', services });
  await app.register(adminRoutes, { prefix: '/api/admin', services });
  await app.register(contactRoutes, { prefix: '/api', services });
  await app.register(notificationRoutes, { prefix: '/api/notifications', services });
  await app.register(messageRoutes, { prefix: '/api', services });
  await app.register(verificationRoutes, { prefix: '/api', services });
  await app.register(eventRoutes, { prefix: '/api', services });
}
