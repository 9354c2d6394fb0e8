import type { Role } from '@njira/domain';

/** Who is asking: the signed-in user behind a request, as its access token says. */
export interface Caller {
  userId: string;
  role: Role;
  /** The session (refresh-token family) the access token names; set by the access guard. */
  sessionId?: string;
}
