import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { deleteKeysBefore, IDEMPOTENCY_KEY_TTL_MS } from './db/queries/idempotency-keys.ts';
import { deleteExpiredChallenges } from './db/queries/two-factor-challenges.ts';
import { createOutboxWorker } from './features/outbox/outbox.ts';
import { expireQuotes } from './features/quotes/expire-quotes.ts';
import type { AppServices } from './services.ts';

type HookedApp = Pick<FastifyInstance, 'log' | 'addHook' | 'decorate'>;

/**
 * What each instance does beside answering requests, started when the app is ready and stopped
 * when it closes: the periodic jobs, the live events' listener, the admin figures' warm-up and the
 * outbox sender.
 */
export function registerBackgroundWork(
  app: HookedApp,
  services: AppServices,
  deps: { db: Db; config: Config },
): void {
  // Reads already treat a passed expiry as EXPIRED; this brings the stored status along each minute.
  every(app, 60_000, 'could not mark expired quotes', () => expireQuotes(deps.db));
  // Notifications are kept 90 days (issue 13); every instance purges, a batch at a time.
  every(app, 3_600_000, 'could not purge old notifications', () => services.notifications.purge());
  // Idempotency keys are honoured for a day (ADR 022).
  every(app, 3_600_000, 'could not purge old idempotency keys', () =>
    deleteKeysBefore(deps.db, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS)),
  );
  // Two-factor challenges are good for 5 minutes (ADR 032).
  every(app, 3_600_000, 'could not purge old two-factor challenges', () => deleteExpiredChallenges(deps.db));
  // Documents past their expiry day, and the 30- and 7-day warnings (ADR 026): hourly, so a
  // restart or a missed hour catches up; each document is expired and warned once.
  app.decorate('verification', services.verification);
  every(app, 3_600_000, 'could not check document expiries', () => services.verification.runDaily());
  // The live events (ADR 019): LISTEN once ready; on close, end the open streams first (they would
  // otherwise hold close() until each client hung up), then stop listening.
  app.addHook('onReady', async () => services.events.start());
  app.addHook('preClose', async () => services.events.closeAll());
  app.addHook('onClose', async () => services.events.stop());
  // Reset mails asked for just before the close are queued before the pool ends.
  app.addHook('onClose', async () => services.passwordResets.settled());
  // The admin's platform-wide figures, computed once in the background: the server is ready
  // without them (ADR 017).
  app.addHook('onReady', async () => {
    services.admin.warm().catch((err: unknown) => app.log.warn({ err }, 'could not warm the admin figures'));
  });
  // Escrow the 72 hours after delivery have released, on whichever instance comes first (ADR 021).
  every(app, 600_000, 'could not release escrow due', () => services.escrow.releaseDue());
  // Deliveries without the receiver's code: the owner's reminders at 24 h and 72 h (issue 39).
  app.decorate('delivery', services.delivery);
  every(app, 600_000, 'could not remind owners of unconfirmed deliveries', () =>
    services.delivery.remindUnconfirmed(),
  );
  // A cancelled shipment's payment whose refund a crash kept from starting (ADR 021).
  every(app, 600_000, 'could not refund cancelled shipments', () => services.escrow.refundCancelled());
  // Payouts that waited for a wallet, once the transporter's profile number can be paid (issue 39).
  app.decorate('awaitingPayouts', services.awaitingPayouts);
  every(app, 600_000, 'could not pay out payouts awaiting a wallet', () => services.awaitingPayouts.payDue());
  // Mobile money (ADR 021): the sandbox's callback sender, and the status checks of payments whose
  // callback is overdue; both stop taking work before the pool ends.
  app.decorate('escrow', services.escrow);
  app.decorate('paymentGateway', services.gateway);
  app.addHook('onReady', async () => {
    services.gateway.start?.();
    services.escrow.start();
  });
  app.addHook('onClose', async () => {
    await services.escrow.stop();
    await services.gateway.stop?.();
  });
  // E-mail and SMS from the outbox, exactly once however many instances run (ADR 019b). Tests
  // switch it off (test-app.ts) unless they ask for it.
  const outbox = deps.config.OUTBOX_WORKER ? createOutboxWorker(deps.db, deps.config, app.log) : null;
  app.decorate('outboxWorker', outbox);
  if (outbox) {
    app.addHook('onReady', async () => outbox.start());
    // Claims nothing more and lets the sends in flight finish, before the pool is ended.
    app.addHook('onClose', async () => outbox.stop());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's outbox sender, or null when OUTBOX_WORKER is off. */
    outboxWorker: ReturnType<typeof createOutboxWorker> | null;
    /** The payments' escrow (its status checks are run by hand in tests: `checkDue`). */
    escrow: AppServices['escrow'];
    /** Payouts waiting for a wallet (issue 39); tests run its sweep by hand: `payDue()`. */
    awaitingPayouts: AppServices['awaitingPayouts'];
    /** Delivery proofs (issue 39); tests run its reminders by hand: `remindUnconfirmed(now)`. */
    delivery: AppServices['delivery'];
    /** The mobile-money gateway (the sandbox by default). */
    paymentGateway: AppServices['gateway'];
    /** Verified carriers (ADR 026); tests run its daily job by hand: `runDaily(now)`. */
    verification: AppServices['verification'];
  }
}

/**
 * Runs `job` once the app is ready and then every `ms`, never two at once, until the app closes.
 * A failure is logged and the next tick tries again.
 */
function every(
  app: { log: FastifyBaseLogger; addHook: FastifyInstance['addHook'] },
  ms: number,
  failure: string,
  job: () => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return running;
    running = job()
      .catch((err: unknown) => app.log.warn({ err }, failure))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    // Not awaited: on a large database the first sweep may take longer than start-up may (Fastify's
    // onReady timeout); the server is ready without it.
    void tick();
    timer = setInterval(tick, ms);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
