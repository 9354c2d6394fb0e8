import type { ActivityInput } from '../db/queries/activities.ts';
import { type Actor, actorName, loggedAt, loggedBy } from './activity-entries.ts';

export function userSignedUp(user: Actor, createdAt?: Date): ActivityInput {
  const side = user.role === 'transporter' ? 'a transporter' : 'a cargo owner';
  return {
    type: 'USER_SIGNED_UP',
    description: `${user.fullName} (${user.companyName}) joined as ${side}`,
    actorId: user.id,
    actorName: user.fullName,
    metadata: { role: user.role },
    ...loggedAt(createdAt),
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
    ...loggedBy(admin),
    metadata: { status, userId: user.id, role: user.role },
    ...loggedAt(createdAt),
  };
}

/** TWO_FACTOR_ENABLED or TWO_FACTOR_DISABLED: the account's owner turned two-factor sign-in on or off. */
export function twoFactorChanged(user: Actor, enabled: boolean): ActivityInput {
  return {
    type: enabled ? 'TWO_FACTOR_ENABLED' : 'TWO_FACTOR_DISABLED',
    description: `${actorName(user)} turned two-factor sign-in ${enabled ? 'on' : 'off'}`,
    ...loggedBy(user),
    metadata: { role: user.role },
  };
}
