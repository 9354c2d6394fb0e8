import { formatKwacha } from '@njira/domain';
import type { ActivityInput } from '../db/queries/activities.ts';
import { type Actor, actorName, loggedAt, loggedBy } from './activity-entries.ts';

/** The load an entry names. */
interface Load {
  id: string;
  cargo: string;
  fromLocation: string;
  toLocation: string;
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
    ...loggedBy(owner),
    quoteId: load.id,
    metadata: {
      amount: budget,
      from: load.fromLocation,
      to: load.toLocation,
      weight: load.weightKg,
      quoteId: load.id,
    },
    ...loggedAt(createdAt),
  };
}

export function quoteCancelled(load: Load, actor: Actor, createdAt?: Date): ActivityInput {
  return {
    type: 'QUOTE_CANCELLED',
    description: `${actorName(actor)} cancelled ${load.cargo} from ${load.fromLocation} to ${load.toLocation}`,
    ...loggedBy(actor),
    quoteId: load.id,
    metadata: { status: 'CANCELLED', from: load.fromLocation, to: load.toLocation, quoteId: load.id },
    ...loggedAt(createdAt),
  };
}

export function bidPlaced(load: Load, amount: number, transporter: Actor, createdAt?: Date): ActivityInput {
  return {
    type: 'BID_PLACED',
    description: `${transporter.companyName} bid ${formatKwacha(amount)} on ${load.cargo} from ${load.fromLocation} to ${load.toLocation}`,
    ...loggedBy(transporter),
    quoteId: load.id,
    metadata: { amount, quoteId: load.id, transporter: transporter.companyName },
    ...loggedAt(createdAt),
  };
}

export function bidWithdrawn(
  load: Load,
  amount: number,
  transporter: Actor,
  createdAt?: Date,
): ActivityInput {
  return {
    type: 'BID_WITHDRAWN',
    description: `${transporter.companyName} withdrew their bid of ${formatKwacha(amount)} on ${load.cargo} from ${load.fromLocation} to ${load.toLocation}`,
    ...loggedBy(transporter),
    quoteId: load.id,
    metadata: { amount, quoteId: load.id, transporter: transporter.companyName },
    ...loggedAt(createdAt),
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
  const common = { ...loggedBy(owner), quoteId: load.id, shipmentId };
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
