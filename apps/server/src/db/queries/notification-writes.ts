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
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import type { activities } from '../schema/activities.ts';
import { bidAlertWindows } from '../schema/bid-alert-windows.ts';
import { bids } from '../schema/bids.ts';
import { notifications, transporterLanes } from '../schema/notifications.ts';
import { outbox } from '../schema/outbox.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';

/** A log entry as written: its id and time are known. */
export type WrittenActivity = Pick<
  typeof activities.$inferInsert,
  'type' | 'actorId' | 'quoteId' | 'shipmentId'
> & {
  id: string;
  createdAt: Date;
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
async function factsOf(tx: Tx, a: WrittenActivity): Promise<ActivityFacts> {
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

/**
 * A load's owner is e-mailed and texted about the first bid of each quarter hour only (the bell gets
 * every bid): true when this bid opened its window.
 */
async function opensBidAlertWindow(tx: Tx, a: WrittenActivity): Promise<boolean> {
  if (!a.quoteId) return false;
  const opened = await tx
    .insert(bidAlertWindows)
    .values({ quoteId: a.quoteId, windowStart: bidAlertWindow(a.createdAt) })
    .onConflictDoNothing()
    .returning({ quoteId: bidAlertWindows.quoteId });
  return opened.length > 0;
}

/** The e-mail and SMS rows for what was just written, as each receiver's settings say. */
async function queueOutbox(tx: Tx, written: { id: number; draft: NotificationDraft }[]): Promise<void> {
  const ids = [...new Set(written.map((w) => w.draft.userId))];
  const receivers = await tx
    .select({
      id: users.id,
      status: users.status,
      email: users.email,
      phoneNumber: users.phoneNumber,
      settings: userSettings,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(inArray(users.id, ids));
  const byId = new Map(receivers.map((r) => [r.id, r]));
  const rows: (typeof outbox.$inferInsert)[] = [];
  for (const { id, draft } of written) {
    const r = byId.get(draft.userId);
    if (!r) continue;
    const channels = channelsFor(draft.kind, {
      active: r.status === 'active',
      phoneNumber: r.phoneNumber,
      settings: r.settings ?? DEFAULT_USER_SETTINGS,
    });
    for (const channel of channels) {
      rows.push(
        channel === 'email'
          ? { channel, toEmail: r.email, notificationId: id }
          : { channel, toPhone: r.phoneNumber, notificationId: id },
      );
    }
  }
  if (rows.length > 0) await tx.insert(outbox).values(rows);
}

/**
 * Writes the notifications of these log entries (the bell's rows) and their e-mail and SMS, in the
 * action's transaction, so they commit with it or not at all. The rules are the domain's
 * (`notificationsFor`, `channelsFor`); this only reads and writes rows.
 */
export async function notifyActivities(tx: Tx, entries: readonly WrittenActivity[]): Promise<void> {
  for (const a of entries) {
    if (!NOTIFYING_ACTIVITIES.includes(a.type)) continue;
    const drafts = notificationsFor(await factsOf(tx, a));
    if (drafts.length === 0) continue;
    const ids = await tx
      .insert(notifications)
      .values(drafts.map((d) => ({ ...d, activityId: a.id, createdAt: a.createdAt })))
      .returning({ id: notifications.id, userId: notifications.userId });
    if (a.type === 'BID_PLACED' && !(await opensBidAlertWindow(tx, a))) continue;
    // One notification per receiver and entry: the receiver names the row.
    const idOf = new Map(ids.map((r) => [r.userId, r.id]));
    await queueOutbox(
      tx,
      drafts.flatMap((draft) => {
        const id = idOf.get(draft.userId);
        return id === undefined ? [] : [{ id, draft }];
      }),
    );
  }
}
