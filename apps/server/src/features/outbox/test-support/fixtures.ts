import { randomBytes } from 'node:crypto';
import type { NotificationKind, NotificationParams } from '@njira/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { outbox } from '../../../db/schema/outbox.ts';
import { users } from '../../../db/schema/users.ts';

export async function insertUser(db: Db, role: 'transporter' | 'cargo-owner') {
  const tag = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `outbox-${tag}@example.com`,
      passwordHash: 'not-a-hash',
      fullName: `Outbox ${tag}`,
      companyName: `Company ${tag}`,
      phoneNumber: `+26097${Number.parseInt(tag, 16) % 10_000_000}`,
      role,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

/** A notification as the trigger of migration 0009 writes it (with the activity it points to). */
export async function insertNotification(
  db: Db,
  n: {
    userId: string;
    kind: NotificationKind;
    quoteId?: string | null;
    shipmentId?: string | null;
    params: NotificationParams;
  },
): Promise<number> {
  const [activity] = await db
    .insert(activities)
    .values({ type: 'BID_PLACED', description: 'test', actorName: 'test' })
    .returning({ id: activities.id });
  const [row] = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      activityId: activity?.id ?? '',
      kind: n.kind,
      quoteId: n.quoteId ?? null,
      shipmentId: n.shipmentId ?? null,
      params: n.params,
    })
    .returning({ id: notifications.id });
  return row?.id ?? 0;
}

/** `count` SMS rows with their own text, due now; returns their ids. */
export async function queueSms(db: Db, count: number, tag = 'bulk'): Promise<string[]> {
  const rows = await db
    .insert(outbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        channel: 'sms' as const,
        toPhone: `+260970${String(i).padStart(6, '0')}`,
        body: `${tag} message ${i}`,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

export async function queueMails(db: Db, count: number, tag = 'bulk'): Promise<string[]> {
  const rows = await db
    .insert(outbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        channel: 'email' as const,
        toEmail: `${tag}-${i}@example.com`,
        subject: `${tag} subject ${i}`,
        body: `${tag} body ${i}`,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

export async function outboxState(db: Db, ids: string[]) {
  const { rows } = await db.execute<{
    id: string;
    attempts: number;
    sent: boolean;
    failed: boolean;
    last_error: string | null;
    due_in_ms: number;
  }>(sql`select id, attempts, sent_at is not null as sent, failed_at is not null as failed, last_error,
           (extract(epoch from next_attempt_at - now()) * 1000)::float8 as due_in_ms
         from outbox where id = any(${sql.param(ids)}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Resolves once `check()` is true, polling every 50 ms. */
export async function until(
  check: () => Promise<boolean>,
  timeoutMs = 20_000,
  what = 'the condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function unsentCount(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox where sent_at is null and failed_at is null`,
  );
  return rows[0]?.n ?? 0;
}

/** A pino logger whose lines are kept, to assert what reached the log. */
export function capturedLog() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { log, text: () => lines.join(''), lines };
}
