import { providerOfMsisdn, toMsisdn } from '@njira/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { insertTransfer, type TransferRow, transfersOf } from '../../db/queries/money-transfers.ts';
import { takeAwaitingPayouts, transportersAwaiting } from '../../db/queries/money-waiting.ts';
import type { EscrowService } from './escrow.service.ts';
import { payoutWallet } from './release.ts';

/**
 * Payouts that waited for a wallet (issue 39, ADR 021): released escrow whose transporter had no
 * wallet to be paid to. Stored once the transporter can be paid — in the transaction that saves its
 * wallet, or by the sweep once its profile's number is a Zambian mobile-money number — and sent to
 * the provider after the commit, as a release's payout is.
 */
export class AwaitingPayouts {
  constructor(
    private readonly db: Db,
    private readonly escrow: EscrowService,
    private readonly log: FastifyBaseLogger,
    private readonly options: { gateway: string; firstCheckMs: number },
  ) {}

  /**
   * In the caller's transaction: a payout of each of the transporter's waiting payables, to the
   * wallet `payoutWallet` finds now (none: they keep waiting). Each waiting row is taken (deleted) by
   * one transaction only, so a second save or a racing sweep stores nothing more. Send the returned
   * payouts with `send` once the transaction has committed.
   */
  async store(tx: Tx, transporterId: string): Promise<TransferRow[]> {
    const wallet = await payoutWallet(tx, transporterId);
    if (!wallet) return [];
    const stored: TransferRow[] = [];
    for (const waiting of await takeAwaitingPayouts(tx, transporterId)) {
      // Never a second payout of one release: a shipment with one already is left to its own chain.
      if ((await transfersOf(tx, waiting.shipmentId, 'payout')).length > 0) continue;
      const payout = {
        kind: 'payout' as const,
        shipmentId: waiting.shipmentId,
        userId: transporterId,
        gateway: this.options.gateway,
        provider: wallet.provider,
        phoneNumber: wallet.phoneNumber,
        amountNgwee: waiting.amountNgwee,
      };
      stored.push(await insertTransfer(tx, payout, this.options.firstCheckMs));
    }
    return stored;
  }

  /** Asks the provider for payouts `store` returned, after their commit. */
  async send(payouts: readonly TransferRow[]): Promise<void> {
    for (const payout of payouts) await this.escrow.initiate(payout);
  }

  /**
   * The sweep: pays out the waiting payables of transporters that can be paid now (a wallet saved in
   * a transaction that raced the release, or a profile number changed to a Zambian mobile-money
   * one). Reads only the transporters with a payout waiting, which are few. Returns how many it sent.
   */
  async payDue(): Promise<number> {
    let sent = 0;
    for (const t of await transportersAwaiting(this.db)) {
      const msisdn = toMsisdn(t.phoneNumber);
      if (!t.hasWallet && !(msisdn && providerOfMsisdn(msisdn))) continue;
      try {
        const payouts = await this.db.transaction((tx) => this.store(tx, t.transporterId));
        await this.send(payouts);
        sent += payouts.length;
      } catch (err) {
        this.log.warn(
          { err, transporterId: t.transporterId },
          'could not pay out a payout awaiting a wallet',
        );
      }
    }
    return sent;
  }
}
