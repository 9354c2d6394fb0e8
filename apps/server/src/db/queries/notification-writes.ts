import {
  type ActivityFacts,
  bidAlertWindow,
  channelsFor,
  DEFAULT_USER_SETTINGS,
  NOTIFYING_ACTIVITIES,
  type NotificationDraft,
  type NotifiedLoad,
  type NotifiedShipment,
  notificationsFor,
} from '@njira/domain';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { activities } from '../schema/activities.ts';
import { bidAlertWindows } from '../schema/bid-alert-windows.ts';
import { bids } from '../schema/bids.ts';
import { notifications, transporterLanes } from '../schema/notifications.ts';
import { outbox } from '../schema/outbox.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';

/** A log entry about to be written: its id is chosen (`activityIdsFor`), its time when the action set it. */
export type PendingActivity = typeof activities.$inferInsert & {
  id: string;
  metadata: ActivityFacts['metadata'];
  /** The load, when the action already holds it (`ActivityInput.load`). */
  load?: NotifiedLoad | undefined;
  /** The shipment, likewise (`ActivityInput.shipment`). */
  shipment?: NotifiedShipment | undefined;
};

const loadColumns = {
  id: quotes.id,
  ownerId: quotes.ownerId,
  cargo: quotes.cargo,
  fromLocation: quotes.fromLocation,
  toLocation: quotes.toLocation,
};

/** What the domain's rules need to know of one entry, read in the action's transaction. */
async function factsOf(tx: Tx, a: PendingActivity): Promise<ActivityFacts> {
  const facts: ActivityFacts = { type: a.type, actorId: a.actorId ?? null, metadata: a.metadata };
  if (a.shipment && a.shipment.id === a.shipmentId) {
    facts.shipment = a.shipment;
  } else if (a.shipmentId) {
    const [shipment] = await tx
      .select({
        id: shipments.id,
        quoteId: shipments.quoteId,
        ownerId: shipments.ownerId,
        transporterId: shipments.transporterId,
        cargo: shipments.cargo,
        fromLocation: shipments.fromLocation,
        toLocation: shipments.toLocation,
        status: shipments.status,
        progress: shipments.progress,
      })
      .from(shipments)
      .where(eq(shipments.id, a.shipmentId));
    facts.shipment = shipment;
  }
  if (!a.quoteId) return facts;
  const load =
    a.load?.id === a.quoteId
      ? a.load
      : (await tx.select(loadColumns).from(quotes).where(eq(quotes.id, a.quoteId)))[0];
  facts.load = load;
  if (!load) return facts;
  if (a.type === 'BID_ACCEPTED' || a.type === 'QUOTE_CANCELLED') {
    const rows = await tx
      .select({ id: bids.transporterId })
      .from(bids)
      .where(eq(bids.quoteId, load.id))
      .orderBy(asc(bids.createdAt), asc(bids.id));
    facts.bidders = rows.map((r) => r.id);
  }
  if (a.type === 'QUOTE_CREATED') {
    facts.lanes = await tx
      .selectDistinct({
        id: users.id,
        active: sql<boolean>`${users.status} = 'active' and ${users.role} = 'transporter'`,
        newLoadAlerts: sql<boolean>`coalesce(${userSettings.newLoadAlerts}, ${DEFAULT_USER_SETTINGS.newLoadAlerts})`,
      })
      .from(transporterLanes)
      .innerJoin(users, eq(users.id, transporterLanes.transporterId))
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(or(eq(transporterLanes.city, load.fromLocation), eq(transporterLanes.city, load.toLocation)))
      .orderBy(users.id);
  }
  return facts;
}

/** One notification an entry makes, with the entry it belongs to. */
interface Drafted {
  entry: PendingActivity;
  draft: NotificationDraft;
}

/**
 * Writes the log entries with their notifications (the bell's rows) and, for the e-mail and SMS,
 * each receiver's settings, in one statement; then the e-mail and SMS rows, as each receiver's
 * settings say. In the action's transaction, so all of it commits with the action or not at all.
 * The rules are the domain's (`notificationsFor`, `channelsFor`, `bidAlertWindow`): this only reads
 * the facts they need and writes rows. A load's owner is e-mailed and texted about the first bid of
 * each quarter hour only (the bell gets every bid): that bid is the one whose window row is new.
 */
export async function writeActivities(tx: Tx, entries: readonly PendingActivity[]): Promise<void> {
  const rows = entries.map(({ load: _load, shipment: _shipment, ...row }) => row);
  const drafted: Drafted[] = [];
  for (const entry of entries) {
    if (!NOTIFYING_ACTIVITIES.includes(entry.type)) continue;
    for (const draft of notificationsFor(await factsOf(tx, entry))) drafted.push({ entry, draft });
  }
  if (drafted.length === 0) {
    await tx.insert(activities).values(rows);
    return;
  }
  const logged = tx.$with('logged').as(tx.insert(activities).values(rows));
  const told = tx.$with('told').as(
    tx
      .insert(notifications)
      .values(
        drafted.map(({ entry, draft }) => ({ ...draft, activityId: entry.id, createdAt: entry.createdAt })),
      )
      .returning({
        id: notifications.id,
        userId: notifications.userId,
        activityId: notifications.activityId,
      }),
  );
  const windows = entries.flatMap(({ type, quoteId, createdAt }) =>
    type === 'BID_PLACED' && quoteId
      ? [{ quoteId, windowStart: bidAlertWindow(createdAt ?? new Date()) }]
      : [],
  );
  const opened =
    windows.length > 0 &&
    tx
      .$with('opened')
      .as(
        tx
          .insert(bidAlertWindows)
          .values(windows)
          .onConflictDoNothing()
          .returning({ quoteId: bidAlertWindows.quoteId }),
      );
  const receivers = await tx
    .with(logged, told, ...(opened ? [opened] : []))
    .select({
      id: told.id,
      activityId: told.activityId,
      userId: users.id,
      status: users.status,
      email: users.email,
      phoneNumber: users.phoneNumber,
      settings: userSettings,
      openedWindows: opened
        ? sql<string[]>`array(select ${opened.quoteId} from ${opened})`
        : sql<string[]>`'{}'::uuid[]`,
    })
    .from(told)
    .innerJoin(users, eq(users.id, told.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id));
  const draftOf = new Map(drafted.map((d) => [`${d.entry.id} ${d.draft.userId}`, d]));
  const outboxRows: (typeof outbox.$inferInsert)[] = [];
  for (const r of receivers) {
    const d = draftOf.get(`${r.activityId} ${r.userId}`);
    if (!d) continue;
    const { entry, draft } = d;
    if (entry.type === 'BID_PLACED' && !(entry.quoteId && r.openedWindows.includes(entry.quoteId))) continue;
    const channels = channelsFor(draft.kind, {
      active: r.status === 'active',
      phoneNumber: r.phoneNumber,
      settings: r.settings ?? DEFAULT_USER_SETTINGS,
    });
    for (const channel of channels) {
      outboxRows.push(
        channel === 'email'
          ? { channel, toEmail: r.email, notificationId: r.id }
          : { channel, toPhone: r.phoneNumber, notificationId: r.id },
      );
    }
  }
  if (outboxRows.length > 0) await tx.insert(outbox).values(outboxRows);
}
