import { isUuid } from '@njira/domain';
import type { ShipmentScope } from '../../db/queries/shipments.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Caller } from '../../plugins/auth.ts';

export const SHIPMENT_NOT_FOUND = 'Shipment not found';
export const ONLY_TRANSPORTERS = 'Only transporters can update shipment progress';
export const ONLY_OWNER_OR_ADMIN_CANCELS = 'Only the cargo owner or an admin can cancel a shipment';
export const CANCEL_ONLY_BEFORE_PICKUP = 'A shipment can only be cancelled before pickup';

interface Parties {
  ownerId: string;
  transporterId: string;
}

/** Every shipment query is scoped by who asks: an owner's own, a transporter's assigned, or all. */
export function scopeFor(caller: Caller): ShipmentScope {
  switch (caller.role) {
    case 'cargo-owner':
      return { ownerId: caller.userId };
    case 'transporter':
      return { transporterId: caller.userId };
    case 'admin':
      return { all: true };
  }
}

export function isParty(caller: Caller, s: Parties): boolean {
  return caller.userId === s.ownerId || caller.userId === s.transporterId;
}

/** Admins see every shipment; anyone else only the ones they are a party to. */
export function canSee(caller: Caller, s: Parties): boolean {
  return caller.role === 'admin' || isParty(caller, s);
}

/** DESIGN: after acceptance the two parties see each other's contact, and the admin sees both. */
export function seesContact(caller: Caller, s: Parties): boolean {
  return canSee(caller, s);
}

/** A junk id is a shipment that does not exist: 404, like any other. */
export function assertShipmentId(id: string): void {
  if (!isUuid(id)) throw notFound(SHIPMENT_NOT_FOUND);
}
