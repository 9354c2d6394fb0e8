import { daysUntil, expiryWarningDue, lusakaDay } from '@njira/domain';
import { inArray } from 'drizzle-orm';
import { documentExpiry } from '../../activity/document-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db, Tx } from '../../db/client.ts';
import { recordActivities } from '../../db/queries/activities.ts';
import { approvedExpiringBy, expireDocuments, markWarned } from '../../db/queries/carrier-documents.ts';
import { users } from '../../db/schema/users.ts';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD `days` after `day`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

async function transportersOf(tx: Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; fullName: string; companyName: string }>();
  const rows = await tx
    .select({ id: users.id, fullName: users.fullName, companyName: users.companyName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The documents' day (ADR 026), for `now`'s day in Lusaka: approved documents past their last
 * valid day become expired (the badge went at midnight already, since it is computed; this tells
 * the transporter and brings the status along), and those expiring within 30 or 7 days warn their
 * transporter once each. Safe to run as often as wished, on every instance at once: the expiry is
 * one conditional update and the warnings lock their rows (skipping those another run holds) and
 * are marked in the same transaction as their notification.
 */
export async function runDocumentDay(db: Db, now: Date): Promise<{ expired: number; warned: number }> {
  const today = lusakaDay(now);
  const expired = await transactionAnnouncing(db, async (tx) => {
    const rows = await expireDocuments(tx, today);
    const owners = await transportersOf(
      tx,
      rows.map((r) => r.transporterId),
    );
    await recordActivities(
      tx,
      rows.flatMap((doc) => {
        const owner = owners.get(doc.transporterId);
        return owner ? [documentExpiry(owner, doc, null)] : [];
      }),
    );
    return rows.length;
  });
  const warned = await transactionAnnouncing(db, async (tx) => {
    const rows = await approvedExpiringBy(tx, addDays(today, 30));
    const due = rows.flatMap((doc) => {
      const days = expiryWarningDue(
        {
          status: doc.status,
          expiresOn: doc.expiresOn,
          warned30: !!doc.warned30At,
          warned7: !!doc.warned7At,
        },
        today,
      );
      return days === null ? [] : [{ doc, days }];
    });
    const owners = await transportersOf(
      tx,
      due.map((d) => d.doc.transporterId),
    );
    for (const { doc, days } of due) await markWarned(tx, doc.id, days, now);
    await recordActivities(
      tx,
      due.flatMap(({ doc }) => {
        const owner = owners.get(doc.transporterId);
        return owner ? [documentExpiry(owner, doc, daysUntil(doc.expiresOn, today))] : [];
      }),
    );
    return due.length;
  });
  return { expired, warned };
}
