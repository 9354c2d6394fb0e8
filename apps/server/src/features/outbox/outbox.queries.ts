import type { NotificationKind, NotificationParams, Role } from '@njira/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OutboxChannel } from '../../db/schema/outbox.ts';
import type { DueMessage } from './render.ts';

interface DueRow extends Record<string, unknown> {
  id: string;
  channel: OutboxChannel;
  to_email: string | null;
  to_phone: string | null;
  subject: string | null;
  body: string | null;
  attempts: number;
  kind: NotificationKind | null;
  quote_id: string | null;
  shipment_id: string | null;
  params: NotificationParams | null;
  role: Role | null;
}

/**
 * Locks the oldest due messages, at most `limit`, that no other transaction holds (SKIP LOCKED: a
 * row another worker is sending is passed over, not waited for) and reads what rendering needs. The
 * locks last until the caller's transaction ends, so no other worker can take these rows while they
 * are being sent; a row sent or given up by a transaction that committed meanwhile is re-checked
 * and left out.
 */
export async function claimDueMessages(tx: DbOrTx, limit: number): Promise<DueMessage[]> {
  const { rows } = await tx.execute<DueRow>(sql`
    select o.id, o.channel, o.to_email, o.to_phone, o.subject, o.body, o.attempts,
           n.kind, n.quote_id, n.shipment_id, n.params, u.role
    from outbox o
    left join notifications n on n.id = o.notification_id
    left join users u on u.id = n.user_id
    where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now()
    order by o.next_attempt_at
    limit ${limit}
    for update of o skip locked`);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    toEmail: r.to_email,
    toPhone: r.to_phone,
    subject: r.subject,
    body: r.body,
    attempts: r.attempts,
    notification:
      r.kind && r.role
        ? {
            kind: r.kind,
            quoteId: r.quote_id,
            shipmentId: r.shipment_id,
            params: r.params ?? {},
            role: r.role,
          }
        : null,
  }));
}

/** The messages the providers accepted, in one statement. */
export async function markSent(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update outbox set sent_at = now(), attempts = attempts + 1 where id = any(${sql.param(ids)}::uuid[])`,
  );
}

/** One more failed try: retried after `retryInMs`, or given up (`failed_at`) when `giveUp`. */
export async function markFailed(
  tx: DbOrTx,
  id: string,
  failure: { error: string; retryInMs: number; giveUp: boolean },
): Promise<void> {
  await tx.execute(sql`
    update outbox
    set attempts = attempts + 1,
        last_error = ${failure.error},
        next_attempt_at = now() + ${failure.retryInMs}::double precision * interval '1 millisecond',
        failed_at = case when ${failure.giveUp}::boolean then now() end
    where id = ${id}`);
}
