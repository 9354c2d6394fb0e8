import type { Role } from '@njira/domain';

/**
 * Every activity-log entry, worded once: the services write them as things happen and the demo
 * seed writes the same entries for its history, so the Activity Logs screen reads one language.
 * The entries are by noun (`quote-entries.ts`, `shipment-entries.ts`, `user-entries.ts`); this is
 * what they share.
 */
export interface Actor {
  id: string;
  role: Role;
  fullName: string;
  companyName: string;
}

/** Who the log names: the company for the two market sides, the person for an admin. */
export function actorName(actor: Pick<Actor, 'role' | 'fullName' | 'companyName'>): string {
  return actor.role === 'admin' ? `${actor.fullName} (admin)` : actor.companyName;
}

/** The entry's actor columns. */
export const loggedBy = (actor: Actor) => ({ actorId: actor.id, actorName: actorName(actor) });
/** The entry's time when given (the seed's history); otherwise the database stamps it. */
export const loggedAt = (createdAt: Date | undefined) => (createdAt ? { createdAt } : {});
