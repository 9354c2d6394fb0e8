import { formatKwacha, type Role, shortId } from '@njira/domain';
import type { ActivityInput } from '../db/queries/activities.ts';

/**
 * Every activity-log entry, worded once: the services write them as things happen and the demo
 * seed writes the same entries for its history, so the Activity Logs screen reads one language.
 */
export interface Actor {
  id: string;
  role: Role;
  fullName: string;
  companyName: string;
}

interface Load {
  id: string;
  cargo: string;
  fromLocation: string;
  toLocation: string;
}

/** What a shipment entry needs to know; amounts in Kwacha. */
export interface ShipmentFacts {
  id: string;
  quoteId: string;
  status: string;
  progress: number;
  amount: number;
  fromLocation: string;
  toLocation: string;
}

/** Who the log names: the company for the two market sides, the person for an admin. */
export function actorName(actor: Pick<Actor, 'role' | 'fullName' | 'companyName'>): string {
  return actor.role === 'admin' ? `${actor.fullName} (admin)` : actor.companyName;
}

/** The shipment's "last update" line: the stage, and where it was reported from. */
export function lastUpdateText(stageLabel: string, location?: string | null): string {
  return location ? `${stageLabel} — ${location}` : stageLabel;
}

const by = (actor: Actor) => ({ actorId: actor.id, actorName: actorName(actor) });
const at = (createdAt: Date | undefined) => (createdAt ? { createdAt } : {});

export function userSignedUp(user: Actor, createdAt?: Date): ActivityInput {
  const side = user.role === 'transporter' ? 'a transporter' : 'a cargo owner';
  return {
    type: 'USER_SIGNED_UP',
    description: `${user.fullName} (${user.companyName}) joined as ${side}`,
    actorId: user.id,
    actorName: user.fullName,
    metadata: { role: user.role },
    ...at(createdAt),
  };
}

export function quotePosted(
  load: Load & { weightKg: number },
  budget: number,
  owner: Actor,
  createdAt?: Date,
): ActivityInput {
  return {
    type: 'QUOTE_CREATED',
    description: `${owner.companyName} posted ${load.cargo} from ${load.fromLocation} to ${load.toLocation}`,
    ...by(owner),
    quoteId: load.id,
    metadata: {
      amount: budget,
      from: load.fromLocation,
      to: load.toLocation,
      weight: load.weightKg,
      quoteId: load.id,
    },
    ...at(createdAt),
  };
}

export function quoteCancelled(load: Load, actor: Actor, createdAt?: Date): ActivityInput {
  return {
    type: 'QUOTE_CANCELLED',
    description: `${actorName(actor)} cancelled ${load.cargo} from ${load.fromLocation} to ${load.toLocation}`,
    ...by(actor),
    quoteId: load.id,
    metadata: { status: 'CANCELLED', from: load.fromLocation, to: load.toLocation, quoteId: load.id },
    ...at(createdAt),
  };
}

export function bidPlaced(load: Load, amount: number, transporter: Actor, createdAt?: Date): ActivityInput {
  return {
    type: 'BID_PLACED',
    description: `${transporter.companyName} bid ${formatKwacha(amount)} on ${load.cargo} from ${load.fromLocation} to ${load.toLocation}`,
    ...by(transporter),
    quoteId: load.id,
    metadata: { amount, quoteId: load.id, transporter: transporter.companyName },
    ...at(createdAt),
  };
}

interface Acceptance {
  load: Load & { weightKg: number };
  shipmentId: string;
  amount: number;
  owner: Actor;
  transporterCompany: string;
  createdAt?: Date;
}

/**
 * BID_ACCEPTED and SHIPMENT_CREATED: the two entries one acceptance writes. The shipment's entry is
 * stamped a millisecond later, so a log sorted by time shows the acceptance first.
 */
export function bidAccepted({
  load,
  shipmentId,
  amount,
  owner,
  transporterCompany,
  createdAt,
}: Acceptance): ActivityInput[] {
  const common = { ...by(owner), quoteId: load.id, shipmentId };
  const moment = createdAt ?? new Date();
  return [
    {
      ...common,
      createdAt: moment,
      type: 'BID_ACCEPTED',
      description: `${owner.companyName} accepted ${transporterCompany}'s bid of ${formatKwacha(amount)} for ${load.cargo}`,
      metadata: { amount, quoteId: load.id, transporter: transporterCompany },
    },
    {
      ...common,
      createdAt: new Date(moment.getTime() + 1),
      type: 'SHIPMENT_CREATED',
      description: `Shipment created: ${load.cargo} from ${load.fromLocation} to ${load.toLocation}, carried by ${transporterCompany}`,
      metadata: {
        amount,
        status: 'PENDING_PICKUP',
        from: load.fromLocation,
        to: load.toLocation,
        weight: load.weightKg,
        quoteId: load.id,
        transporter: transporterCompany,
      },
    },
  ];
}

function shipmentMetadata(s: ShipmentFacts) {
  return { status: s.status, progress: s.progress, amount: s.amount, from: s.fromLocation, to: s.toLocation };
}

/** SHIPMENT_UPDATED for a stage or detail change; SHIPMENT_DELIVERED when it reached 100%. */
export function shipmentProgressed(
  s: ShipmentFacts,
  actor: Actor,
  stageLabel: string | null,
  createdAt?: Date,
): ActivityInput {
  const ref = `shipment #${shortId(s.id)}`;
  const delivered = s.progress === 100;
  const description = delivered
    ? `${actorName(actor)} delivered ${ref} (${s.fromLocation} → ${s.toLocation})`
    : stageLabel
      ? `${actorName(actor)} moved ${ref} to ${stageLabel}`
      : `${actorName(actor)} updated ${ref}`;
  return {
    type: delivered ? 'SHIPMENT_DELIVERED' : 'SHIPMENT_UPDATED',
    description,
    ...by(actor),
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: shipmentMetadata(s),
    ...at(createdAt),
  };
}

/** SHIPMENT_CANCELLED, by the owner or admin who called it off. */
export function shipmentCancelled(s: ShipmentFacts, actor: Actor, createdAt?: Date): ActivityInput {
  return {
    type: 'SHIPMENT_CANCELLED',
    description: `${actorName(actor)} cancelled shipment #${shortId(s.id)} (${s.fromLocation} → ${s.toLocation})`,
    ...by(actor),
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: shipmentMetadata(s),
    ...at(createdAt),
  };
}

/** SHIPMENT_RATED: one party of a delivered shipment rated the other (stars, never the comment). */
export function shipmentRated(
  s: Pick<ShipmentFacts, 'id' | 'quoteId'>,
  rater: Actor,
  rateeName: string,
  stars: number,
  createdAt?: Date,
): ActivityInput {
  const plural = stars === 1 ? 'star' : 'stars';
  return {
    type: 'SHIPMENT_RATED',
    description: `${actorName(rater)} rated ${rateeName} ${stars} ${plural} for shipment #${shortId(s.id)}`,
    ...by(rater),
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { stars, ratee: rateeName },
    ...at(createdAt),
  };
}

/** USER_SUSPENDED or USER_REACTIVATED: an admin changed an account's status (ADR 017). */
export function userStatusChanged(
  user: Pick<Actor, 'id' | 'role' | 'fullName' | 'companyName'>,
  status: 'active' | 'suspended',
  admin: Actor,
  createdAt?: Date,
): ActivityInput {
  const suspended = status === 'suspended';
  return {
    type: suspended ? 'USER_SUSPENDED' : 'USER_REACTIVATED',
    description: `${actorName(admin)} ${suspended ? 'suspended' : 'reactivated'} ${user.fullName} (${user.companyName})`,
    ...by(admin),
    metadata: { status, userId: user.id, role: user.role },
    ...at(createdAt),
  };
}
