import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { AccountService } from './features/account/account.service.ts';
import { WalletService } from './features/account/wallet.service.ts';
import { ADMIN_SNAPSHOT_TTL_MS, AdminService } from './features/admin/admin.service.ts';
import { AuthService } from './features/auth/auth.service.ts';
import { EmailChangeService } from './features/auth/email-change.service.ts';
import { PasswordResetService } from './features/auth/password-reset.service.ts';
import { RevokedSessions } from './features/auth/revoked-sessions.ts';
import { SessionService } from './features/auth/session.service.ts';
import { TwoFactorService } from './features/auth/two-factor.service.ts';
import { ContactService } from './features/contact/contact.service.ts';
import { DashboardService } from './features/dashboard/dashboard.service.ts';
import { DeliveryService } from './features/delivery/delivery.service.ts';
import { DocumentService } from './features/documents/document.service.ts';
import { EarningService } from './features/earnings/earning.service.ts';
import { EventHub, type EventHubOptions } from './features/events/event-hub.ts';
import { announcePosition } from './features/events/position-fan-out.ts';
import { MessageService } from './features/messages/message.service.ts';
import { NotificationService } from './features/notifications/notification.service.ts';
import { AwaitingPayouts } from './features/payments/awaiting-payouts.ts';
import { DisputeService } from './features/payments/dispute.service.ts';
import { DisputeEvidenceService } from './features/payments/dispute-evidence.service.ts';
import {
  DEFAULT_ESCROW_OPTIONS,
  type EscrowOptions,
  EscrowService,
} from './features/payments/escrow.service.ts';
import { createGateway } from './features/payments/mobile-money/create-gateway.ts';
import { PaymentService } from './features/payments/payment.service.ts';
import { ShortDepositService } from './features/payments/short-deposit.service.ts';
import { TransferRetryService } from './features/payments/transfer-retry.service.ts';
import { PositionService } from './features/positions/position.service.ts';
import { TrackingLinkService } from './features/positions/tracking-link.service.ts';
import { BidService } from './features/quotes/bid.service.ts';
import { QuoteService } from './features/quotes/quote.service.ts';
import { RatingService } from './features/ratings/rating.service.ts';
import { ShipmentService } from './features/shipments/shipment.service.ts';
import { createDocumentStore } from './features/verification/document-store.ts';
import { VerificationService } from './features/verification/verification.service.ts';
import { SnapshotCache } from './lib/snapshot-cache.ts';
import { TokenService } from './lib/tokens.ts';

/** Everything the routes use, built once per app so tests get their own set. */
export function createServices(deps: {
  db: Db;
  config: Config;
  jwtSecret: string;
  secretsKey: string;
  log: FastifyBaseLogger;
  events?: Partial<EventHubOptions>;
  /** This server's own address, for the payment sandbox's callbacks. */
  callbackBaseUrl: () => string;
  /** Tests shorten the payment checks and the sandbox's approval time. */
  payments?: { escrow?: Partial<EscrowOptions>; sandboxSettleMs?: number } | undefined;
}) {
  // Ended sessions' access tokens are refused at once, on every instance (ADR 002).
  const revokedSessions = new RevokedSessions();
  const tokens = new TokenService(deps.jwtSecret, (sid) => revokedSessions.has(sid));
  const sessions = new SessionService(deps.db, tokens);
  const shipments = new ShipmentService(deps.db);
  const emailChanges = new EmailChangeService(deps.db, sessions);
  const twoFactor = new TwoFactorService(
    deps.db,
    sessions,
    { signingKey: deps.jwtSecret, secretsKey: deps.secretsKey },
    deps.config.ADMIN_2FA_EXEMPT_DEMO,
  );
  // Totals over many rows (80,000 open loads at scale) are a snapshot past a thousand (ADR 010).
  const counts = new SnapshotCache();
  const escrowOptions = { ...DEFAULT_ESCROW_OPTIONS, ...deps.payments?.escrow };
  const gateway = createGateway({
    db: deps.db,
    config: deps.config,
    callbackBaseUrl: deps.callbackBaseUrl,
    sandboxSettleMs: deps.payments?.sandboxSettleMs,
  });
  const escrow = new EscrowService(deps.db, gateway, deps.log, escrowOptions);
  const awaitingPayouts = new AwaitingPayouts(deps.db, escrow, deps.log, {
    gateway: gateway.name,
    firstCheckMs: escrowOptions.firstCheckMs,
  });
  // Transporters' documents, delivery and dispute photos: one store (ADR 026).
  const documentStore = createDocumentStore(deps.config);
  const delivery = new DeliveryService(deps.db, documentStore, shipments);
  const events = new EventHub(deps.db, deps.log, revokedSessions, deps.events);
  return {
    db: deps.db,
    config: deps.config,
    tokens,
    sessions,
    auth: new AuthService(deps.db, sessions, emailChanges, twoFactor),
    twoFactor,
    emailChanges,
    passwordResets: new PasswordResetService(deps.db, sessions, deps.log),
    contact: new ContactService(deps.db, deps.config.CONTACT_EMAIL, deps.log),
    quotes: new QuoteService(deps.db, counts),
    bids: new BidService(deps.db),
    shipments,
    ratings: new RatingService(deps.db, shipments),
    dashboards: new DashboardService(deps.db, counts),
    account: new AccountService(deps.db),
    wallets: new WalletService(deps.db, awaitingPayouts),
    awaitingPayouts,
    earnings: new EarningService(deps.db),
    documents: new DocumentService(deps.db, { bytes: (key) => delivery.photoBytes(key) }),
    payments: new PaymentService(deps.db),
    gateway,
    escrow,
    disputes: new DisputeService(deps.db, escrow, gateway.name, escrowOptions.firstCheckMs, documentStore),
    disputeEvidence: new DisputeEvidenceService(deps.db, documentStore),
    transfers: new TransferRetryService(deps.db, escrow, escrowOptions.firstCheckMs),
    shortDeposits: new ShortDepositService(deps.db, escrow, escrowOptions.firstCheckMs),
    admin: new AdminService(deps.db, new SnapshotCache({ ttlMs: ADMIN_SNAPSHOT_TTL_MS }), sessions, gateway),
    notifications: new NotificationService(deps.db),
    verification: new VerificationService(deps.db, documentStore, deps.config.DOCUMENT_MAX_BYTES),
    delivery,
    events,
    positions: new PositionService(deps.db, (shipmentId) =>
      announcePosition(deps.db, shipmentId, (err) =>
        deps.log.warn({ err }, 'events: could not announce a position'),
      ),
    ),
    trackingLinks: new TrackingLinkService(deps.db),
    messages: new MessageService(deps.db, {
      isOnline: (userId) => events.isOnline(userId),
      onAnnounceError: (err) => deps.log.warn({ err }, 'events: could not announce a message'),
    }),
  };
}
export type AppServices = ReturnType<typeof createServices>;
